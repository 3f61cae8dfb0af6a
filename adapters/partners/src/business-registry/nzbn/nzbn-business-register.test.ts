import { DomainError } from '@lease-portal/domain';
import { json, startFaultServer, type FaultServer } from '../../partner-http/fault-server';
import { PartnerCallCounts } from '../../partner-http/partner-call-counts';
import { NzbnBusinessRegister } from './nzbn-business-register';
import { ENTITY, ENTITY_NOT_FOUND, ENTITY_SEARCH, SEARCH_REFUSED } from './testing/nzbn-documented-answers';

// The NZBN adapter against a local server answering the register's documented answers.

const KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

let server: FaultServer;
let keys: (string | undefined)[];
let registers: NzbnBusinessRegister[];
const said: string[] = [];
const logger = {
  info: (obj: object, msg: string) => said.push(JSON.stringify({ ...obj, msg })),
  warn: (obj: object, msg: string) => said.push(JSON.stringify({ ...obj, msg })),
};

beforeEach(async () => {
  server = await startFaultServer();
  keys = [];
  registers = [];
});
afterEach(async () => {
  await Promise.all(registers.map((register) => register.close()));
  await server.close();
});

function nzbn(): NzbnBusinessRegister {
  const register = new NzbnBusinessRegister({
    subscriptionKey: KEY,
    baseUrl: server.baseUrl,
    http: { logger, counts: new PartnerCallCounts(), sleep: async () => {} },
  });
  registers.push(register);
  return register;
}

function answering(status: number, body: unknown) {
  server.answer = (request, response) => {
    keys.push(request.headers['ocp-apim-subscription-key'] as string | undefined);
    json(response, status, body);
  };
}

describe('the NZBN adapter', () => {
  it('searches entities by name with its subscription key, one call, rows without an address', async () => {
    answering(200, ENTITY_SEARCH);

    const rows = await nzbn().search({ by: 'name', name: 'harbour example' });

    expect(rows).toEqual([
      {
        name: 'HARBOUR EXAMPLE LIMITED',
        abn: '9429041925676',
        postCode: '',
        stateCode: '',
        entityType: 'LTD',
        status: 'Active',
        registerNumber: '5842218',
      },
      {
        name: 'HARBOUR EXAMPLE CAFE',
        abn: '9429046246448',
        postCode: '',
        stateCode: '',
        entityType: 'Sole_Trader',
        status: 'Cancelled',
      },
    ]);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/entities?search-term=harbour+example&page-size=10',
    ]);
    expect(keys).toEqual([KEY]);
  });

  it('reads an entity by its NZBN, and answers nothing for one the register does not hold (404)', async () => {
    answering(200, ENTITY);
    expect(await nzbn().search({ by: 'number', number: '9429041925676' })).toMatchObject([
      { abn: '9429041925676', postCode: '1010', contactDetail: { street: 'Level 3, 21 Queen Street' } },
    ]);
    answering(404, ENTITY_NOT_FOUND);
    expect(await nzbn().search({ by: 'number', number: '9429046246448' })).toEqual([]);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/entities/9429041925676',
      '/entities/9429046246448',
    ]);
  });

  it('has no company number to look up: that is an AU register number', async () => {
    expect(await nzbn().search({ by: 'company number', number: '004085616' })).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it("asks once when the register refuses the request (400), keeping the register's error", async () => {
    answering(400, SEARCH_REFUSED);

    const refused = await nzbn()
      .search({ by: 'name', name: 'harbour' })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'PARTNER_REJECTED',
      details: { partner: 'NZBN', class: 'rejected', status: 400, partnerError: SEARCH_REFUSED },
    });
    expect(server.requests).toHaveLength(1);
  });

  it('takes a refused subscription key for refused credentials, and never says the key', async () => {
    answering(401, { statusCode: 401, message: 'Access denied due to invalid subscription key.' });

    const refused = (await nzbn()
      .search({ by: 'name', name: 'harbour' })
      .catch((error: unknown) => error)) as DomainError;

    expect(refused).toMatchObject({
      code: 'PARTNER_UNAVAILABLE',
      details: { class: 'unauthorised', status: 401 },
    });
    expect(server.requests).toHaveLength(1);
    for (const line of [...said, JSON.stringify(refused.details)]) expect(line).not.toContain(KEY);
  });
});
