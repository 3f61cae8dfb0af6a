import type { DomainError } from '@lease-portal/domain';
import { HttpBusinessRegistry } from './http-business-registry';
import type { RegistryResponse } from './registry-response';
import { answerJson, startStubRegistry, type StubRegistryServer } from './stub-registry-server';

const API_KEY = 'test-key-123';

const plumber: RegistryResponse['businesses'][number] = {
  name: 'Harbour City Plumbing Pty Ltd',
  businessNumber: '51824753556',
  status: 'Active',
  entityTypeCode: 'PRV',
  postCode: '2038',
  stateCode: 'NSW',
  registerNumber: '824753556',
  contact: {
    name: 'Daniel Morris',
    email: 'accounts@harbourcityplumbing.example',
    phone: '0255501234',
    street: '12 Parramatta Road',
    suburb: 'Annandale',
    state: 'NSW',
    postCode: '2038',
  },
};

async function failureOf(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected the search to fail');
}

describe('HttpBusinessRegistry', () => {
  let stub: StubRegistryServer | undefined;
  afterEach(async () => {
    await stub?.close();
    stub = undefined;
  });

  it('asks the service by name and region with its API key, and maps the answer to rows', async () => {
    stub = await startStubRegistry((_request, response) =>
      answerJson(response, 200, { businesses: [plumber] }),
    );
    const registry = new HttpBusinessRegistry({ baseUrl: stub.baseUrl, apiKey: API_KEY });

    const rows = await registry.search({ by: 'name', name: 'harbour city & co' }, 'AU');

    expect(stub.requests).toEqual([
      { url: '/businesses?region=AU&name=harbour+city+%26+co', apiKey: API_KEY },
    ]);
    expect(rows).toEqual([
      {
        name: 'Harbour City Plumbing Pty Ltd',
        abn: '51824753556',
        postCode: '2038',
        stateCode: 'NSW',
        entityType: 'PRV',
        status: 'Active',
        registerNumber: '824753556',
        contactDetail: {
          name: 'Daniel Morris',
          email: 'accounts@harbourcityplumbing.example',
          contactNumber: '0255501234',
          street: '12 Parramatta Road',
          suburb: 'Annandale',
          state: 'NSW',
          postCode: '2038',
        },
      },
    ]);
  });

  it('asks by number under the base path, and leaves out what the service did not send', async () => {
    const soleTrader = {
      name: 'West Coast Electrical',
      businessNumber: '9429000106078',
      status: 'Active',
      entityTypeCode: 'Sole_Trader',
      registerNumber: null,
      contact: null,
      unknownField: 1,
    };
    stub = await startStubRegistry((_request, response) =>
      answerJson(response, 200, { businesses: [soleTrader] }),
    );
    const registry = new HttpBusinessRegistry({ baseUrl: `${stub.baseUrl}/v1/`, apiKey: API_KEY });

    const rows = await registry.search({ by: 'number', number: '9429000106078' }, 'NZ');

    expect(stub.requests[0]?.url).toBe('/v1/businesses?region=NZ&number=9429000106078');
    expect(rows).toEqual([
      {
        name: 'West Coast Electrical',
        abn: '9429000106078',
        postCode: '',
        stateCode: '',
        entityType: 'Sole_Trader',
        status: 'Active',
      },
    ]);
  });

  it.each([401, 404, 500, 503])('reports HTTP %i as the registry being unavailable', async (status) => {
    stub = await startStubRegistry((_request, response) => answerJson(response, status, { message: 'no' }));
    const registry = new HttpBusinessRegistry({ baseUrl: stub.baseUrl, apiKey: API_KEY });

    const error = await failureOf(registry.search({ by: 'name', name: 'harbour' }, 'AU'));

    expect(error.code).toBe('PARTNER_UNAVAILABLE');
    expect(error.details).toEqual({ reason: 'http status', status });
    expect(JSON.stringify(error.details)).not.toContain(API_KEY);
  });

  it('gives up after the timeout when the service does not answer', async () => {
    stub = await startStubRegistry(() => undefined);
    const registry = new HttpBusinessRegistry({ baseUrl: stub.baseUrl, apiKey: API_KEY, timeoutMs: 150 });

    const started = Date.now();
    const error = await failureOf(registry.search({ by: 'name', name: 'harbour' }, 'AU'));

    expect(error.code).toBe('PARTNER_UNAVAILABLE');
    expect(error.details).toEqual({ reason: 'timeout', timeoutMs: 150 });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up after the timeout when the answer starts but never ends', async () => {
    stub = await startStubRegistry((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"businesses": [');
    });
    const registry = new HttpBusinessRegistry({ baseUrl: stub.baseUrl, apiKey: API_KEY, timeoutMs: 150 });

    const error = await failureOf(registry.search({ by: 'name', name: 'harbour' }, 'AU'));

    expect(error.details).toEqual({ reason: 'timeout', timeoutMs: 150 });
  });

  it.each([
    ['not JSON', 'text/html', '<html>Gateway</html>'],
    ['a body without businesses', 'application/json', '{"rows": []}'],
    [
      'a business without a status',
      'application/json',
      JSON.stringify({ businesses: [{ ...plumber, status: undefined }] }),
    ],
  ])('reports %s as the registry being unavailable', async (_what, contentType, body) => {
    stub = await startStubRegistry((_request, response) => {
      response.writeHead(200, { 'content-type': contentType });
      response.end(body);
    });
    const registry = new HttpBusinessRegistry({ baseUrl: stub.baseUrl, apiKey: API_KEY });

    const error = await failureOf(registry.search({ by: 'name', name: 'harbour' }, 'AU'));

    expect(error.code).toBe('PARTNER_UNAVAILABLE');
  });

  it('reports a service nobody listens on as unreachable', async () => {
    const closed = await startStubRegistry(() => undefined);
    await closed.close();
    const registry = new HttpBusinessRegistry({ baseUrl: closed.baseUrl, apiKey: API_KEY });

    const error = await failureOf(registry.search({ by: 'name', name: 'harbour' }, 'AU'));

    expect(error.code).toBe('PARTNER_UNAVAILABLE');
    expect(error.details).toMatchObject({ reason: 'unreachable' });
  });
});
