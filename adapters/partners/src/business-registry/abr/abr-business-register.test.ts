import type { ServerResponse } from 'node:http';
import { DomainError } from '@lease-portal/domain';
import { closedPort, startFaultServer, type FaultServer } from '../../partner-http/fault-server';
import { PartnerCallCounts } from '../../partner-http/partner-call-counts';
import { AbrBusinessRegister } from './abr-business-register';
import {
  ABN_DETAILS_OF_A_CANCELLED_SOLE_TRADER,
  ABN_DETAILS_OF_A_COMPANY,
  GUID_NOT_RECOGNISED,
  MATCHING_NAMES,
  NO_MATCHING_NAMES,
  SYSTEM_PROBLEMS,
} from './testing/abr-documented-answers';

// The ABR adapter against a local server answering the ABR's documented answers: which services it
// asks, with what, how often, and what it makes of the answers.

const GUID = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

let server: FaultServer;
let registers: AbrBusinessRegister[];
const said: string[] = [];
const logger = {
  info: (obj: object, msg: string) => said.push(JSON.stringify({ ...obj, msg })),
  warn: (obj: object, msg: string) => said.push(JSON.stringify({ ...obj, msg })),
};

beforeEach(async () => {
  server = await startFaultServer();
  registers = [];
});
afterEach(async () => {
  await Promise.all(registers.map((register) => register.close()));
  await server.close();
});

function abr(baseUrl = server.baseUrl): AbrBusinessRegister {
  const register = new AbrBusinessRegister({
    guid: GUID,
    baseUrl,
    http: { logger, counts: new PartnerCallCounts(), sleep: async () => {} },
  });
  registers.push(register);
  return register;
}

const jsonp = (response: ServerResponse, body: string) => {
  response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
  response.end(body);
};
const asked = () =>
  server.requests.map((request) => {
    const url = new URL(request.url, 'http://abr');
    return [url.pathname, Object.fromEntries(url.searchParams)];
  });
/** A record of the ABN asked, as the company's record with its number in place. */
const detailsOf = (abn: string) =>
  ABN_DETAILS_OF_A_COMPANY.replace('"53004085616"', `"${abn}"`).replace(
    'EXAMPLE HOLDINGS LIMITED',
    `COMPANY ${abn}`,
  );
const abnAsked = (url: string) => new URL(url, 'http://abr').searchParams.get('abn') ?? '';

describe('the ABR adapter', () => {
  it('matches names, then reads each ABN matched once, in the order the ABR gave them', async () => {
    server.answer = (request, response) => {
      const path = new URL(request.url ?? '', 'http://abr').pathname;
      if (path === '/MatchingNames.aspx') return jsonp(response, MATCHING_NAMES);
      return jsonp(
        response,
        abnAsked(request.url ?? '') === '53004085616'
          ? ABN_DETAILS_OF_A_COMPANY
          : ABN_DETAILS_OF_A_CANCELLED_SOLE_TRADER,
      );
    };

    const rows = await abr().search({ by: 'name', name: 'example' });

    expect(rows.map((row) => [row.name, row.entityType, row.status])).toEqual([
      ['EXAMPLE HOLDINGS LIMITED', 'PUB', 'Active'],
      ['CITIZEN, JANE', 'IND', 'Cancelled'],
    ]);
    expect(asked()).toEqual([
      ['/MatchingNames.aspx', { name: 'example', maxResults: '20', callback: 'callback', guid: GUID }],
      ['/AbnDetails.aspx', { abn: '53004085616', callback: 'callback', guid: GUID }],
      ['/AbnDetails.aspx', { abn: '51824753556', callback: 'callback', guid: GUID }],
    ]);
  });

  it('reads at most six ABNs a search, three at a time, and keeps them for the next search', async () => {
    const abns = Array.from({ length: 9 }, (_, i) => `5100000000${i}`);
    let inFlight = 0;
    let mostInFlight = 0;
    server.answer = (request, response) => {
      const path = new URL(request.url ?? '', 'http://abr').pathname;
      if (path === '/MatchingNames.aspx') {
        const names = abns.map((abn) => ({ Abn: abn, Name: `COMPANY ${abn}`, NameType: 'Entity Name' }));
        return jsonp(response, `callback(${JSON.stringify({ Message: '', Names: names })})`);
      }
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        jsonp(response, detailsOf(abnAsked(request.url ?? '')));
      }, 50);
    };
    const register = abr();

    const rows = await register.search({ by: 'name', name: 'company' });

    expect(rows.map((row) => row.abn)).toEqual(abns.slice(0, 6));
    expect(mostInFlight).toBe(3);
    expect(server.requests).toHaveLength(7);
    // A number already read is not asked again; another is.
    expect(await register.search({ by: 'number', number: abns[2]! })).toEqual([rows[2]]);
    await register.search({ by: 'number', number: abns[8]! });
    expect(server.requests.slice(7).map((request) => abnAsked(request.url))).toEqual([abns[8]]);
  });

  it('finds a company by its ACN with AcnDetails', async () => {
    server.answer = (_request, response) => jsonp(response, ABN_DETAILS_OF_A_COMPANY);

    const rows = await abr().search({ by: 'company number', number: '004085616' });

    expect(rows).toMatchObject([{ abn: '53004085616', registerNumber: '004085616' }]);
    expect(asked()).toEqual([['/AcnDetails.aspx', { acn: '004085616', callback: 'callback', guid: GUID }]]);
  });

  it('answers nothing when no name matches, or the ABN has no record', async () => {
    server.answer = (request, response) =>
      new URL(request.url ?? '', 'http://abr').pathname === '/MatchingNames.aspx'
        ? jsonp(response, NO_MATCHING_NAMES)
        : jsonp(response, 'callback({"Abn":"","AbnStatus":"","EntityName":"","Message":"No records found"})');

    expect(await abr().search({ by: 'name', name: 'zzzz' })).toEqual([]);
    expect(await abr().search({ by: 'number', number: '51824753556' })).toEqual([]);
    expect(server.requests).toHaveLength(2);
  });

  it('takes a refused GUID for refused credentials, asked once and told to an operator', async () => {
    server.answer = (_request, response) => jsonp(response, GUID_NOT_RECOGNISED);

    const refused = await abr()
      .search({ by: 'number', number: '51824753556' })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      code: 'PARTNER_UNAVAILABLE',
      details: { partner: 'ABR', class: 'unauthorised' },
    });
    expect(server.requests).toHaveLength(1);
    expect(said.some((line) => line.includes('partner credentials refused'))).toBe(true);
  });

  it('takes any other exception, or a body that is not its JSONP, for the ABR unavailable, tried twice', async () => {
    server.answer = (_request, response) => jsonp(response, SYSTEM_PROBLEMS);
    await expect(abr().search({ by: 'name', name: 'example' })).rejects.toMatchObject({
      details: { class: 'unavailable', reason: 'partner error' },
    });
    expect(server.requests).toHaveLength(2);

    server.answer = (_request, response) => jsonp(response, '<html><body>Service Unavailable</body></html>');
    await expect(abr().search({ by: 'name', name: 'example' })).rejects.toMatchObject({
      details: { class: 'unavailable', reason: 'unexpected response' },
    });
    expect(server.requests).toHaveLength(4);
  });

  it('never says the GUID or what was searched in its logs or errors', async () => {
    const refused = await abr(await closedPort())
      .search({ by: 'name', name: 'Secretive Holdings' })
      .catch((error: DomainError) => JSON.stringify({ message: error.message, details: error.details }));
    for (const line of [...said, refused]) {
      expect(line).not.toContain(GUID);
      expect(line).not.toContain('Secretive');
    }
  });
});
