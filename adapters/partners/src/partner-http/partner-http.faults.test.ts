import { DomainError } from '@lease-portal/domain';
import { z } from 'zod';
import { closedPort, json, startFaultServer, type FaultServer } from './fault-server';
import { OAuthTokenCache } from './oauth-token-cache';
import { PartnerCallCounts } from './partner-call-counts';
import { PartnerHttp, type PartnerHttpOptions, type PartnerRequest } from './partner-http';

const API_KEY = 'key-9f8e7d6c5b4a-secret';
const answer = z.object({ id: z.string() });
const getThing: PartnerRequest<{ id: string }> = {
  operation: 'things.get',
  method: 'GET',
  path: '/things/7',
  query: { email: 'sam@example.com' },
  headers: { 'x-api-key': API_KEY },
  answer,
};

/** Every log line and error of the suite, checked for secrets at the end. */
const said: string[] = [];
const logger = {
  info: (obj: object, msg: string) => said.push(JSON.stringify({ ...obj, msg })),
  warn: (obj: object, msg: string) => said.push(JSON.stringify({ ...obj, msg, level: 'warn' })),
};

let server: FaultServer;
let clients: PartnerHttp[];
let sleeps: number[];

beforeEach(async () => {
  server = await startFaultServer();
  clients = [];
  sleeps = [];
});
afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await server.close();
});

function client(options: Partial<PartnerHttpOptions> = {}): PartnerHttp {
  const made = new PartnerHttp({
    partner: 'test partner',
    baseUrl: server.baseUrl,
    // Generous, so a loaded machine never turns a quick answer into a timeout; the timeout tests set theirs.
    timeoutMs: 2000,
    logger,
    counts: new PartnerCallCounts(),
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
  clients.push(made);
  return made;
}

async function failureOf(call: Promise<unknown>): Promise<DomainError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  said.push(JSON.stringify({ message: error.message, details: error.details }));
  return error;
}

const attemptsLogged = (operation: string) =>
  said.filter((line) => line.includes(`"operation":"${operation}"`) && line.includes('"attempt"')).length;

describe('PartnerHttp against a faulty partner', () => {
  it('gives a refused connection three attempts with a growing jittered backoff, then unavailable', async () => {
    const refusing = client({ baseUrl: await closedPort() });
    const before = attemptsLogged('refused.get');

    const error = await failureOf(refusing.call({ ...getThing, operation: 'refused.get' }));

    expect(error.code).toBe('PARTNER_UNAVAILABLE');
    expect(error.details).toMatchObject({
      class: 'unavailable',
      reason: 'unreachable',
      cause: 'ECONNREFUSED',
    });
    expect(attemptsLogged('refused.get') - before).toBe(3);
    expect(sleeps).toEqual([150, 300]);
  });

  it('times out a partner slower than the timeout, on each of its attempts', async () => {
    // A partner that never answers: each attempt is cut at its timeout.
    server.answer = () => {};
    const started = performance.now();

    const error = await failureOf(client({ timeoutMs: 300 }).call(getThing));

    expect(error.details).toMatchObject({ class: 'unavailable', reason: 'timeout', timeoutMs: 300 });
    expect(server.requests).toHaveLength(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('times out a body that stalls half way', async () => {
    server.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"id": "hal');
    };

    const error = await failureOf(client({ maxAttempts: 2, timeoutMs: 300 }).call(getThing));

    expect(error.details).toMatchObject({ class: 'unavailable', reason: 'timeout' });
    expect(server.requests).toHaveLength(2);
  });

  it('takes a garbage body for an unavailable partner', async () => {
    server.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('<html>gateway</html>');
    };

    const error = await failureOf(client().call(getThing));

    expect(error.details).toMatchObject({ class: 'unavailable', reason: 'unexpected response' });
    expect(server.requests).toHaveLength(3);
  });

  it('takes a body of the wrong shape for an unavailable partner', async () => {
    server.answer = (_request, response) => json(response, 200, { identifier: 7 });

    const error = await failureOf(client({ maxAttempts: 1 }).call(getThing));

    expect(error.details).toMatchObject({ class: 'unavailable', reason: 'unexpected response' });
  });

  it('rides out a burst of 500s and answers', async () => {
    server.answer = (_request, response, index) =>
      index < 2 ? json(response, 500, { message: 'oops' }) : json(response, 200, { id: 'thing-7' });

    const answered = await client().call(getThing);

    expect(answered).toMatchObject({ status: 200, body: { id: 'thing-7' } });
    expect(server.requests).toHaveLength(3);
    expect(sleeps).toEqual([150, 300]);
  });

  it('sends a POST without an idempotency key once: it may have been done', async () => {
    server.answer = (_request, response) => json(response, 502, {});

    const error = await failureOf(
      client().call({ operation: 'things.create', method: 'POST', path: '/things', json: { name: 'x' } }),
    );

    expect(error.details).toMatchObject({ class: 'unavailable', status: 502 });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a POST with an idempotency key and sends the key each time', async () => {
    const keys: unknown[] = [];
    server.answer = (request, response, index) => {
      keys.push(request.headers['idempotency-key']);
      if (index === 0) json(response, 503, {});
      else json(response, 201, { id: 'made' });
    };

    const answered = await client().call({
      operation: 'things.create',
      method: 'POST',
      path: '/things',
      json: { name: 'x' },
      idempotencyKey: 'lead-42',
      answer,
    });

    expect(answered.body).toEqual({ id: 'made' });
    expect(keys).toEqual(['lead-42', 'lead-42']);
  });

  it('waits a short Retry-After given in seconds, instead of the backoff', async () => {
    server.answer = (_request, response, index) =>
      index === 0 ? json(response, 429, {}, { 'retry-after': '2' }) : json(response, 200, { id: 'thing-7' });

    const answered = await client().call(getThing);

    expect(answered.body).toEqual({ id: 'thing-7' });
    expect(sleeps).toEqual([2000]);
    expect(server.requests).toHaveLength(2);
  });

  it('leaves a long Retry-After given as a date to the job queue, at once', async () => {
    const at = new Date(Date.now() + 120_000).toUTCString();
    server.answer = (_request, response) => json(response, 503, {}, { 'retry-after': at });

    const error = await failureOf(client().call(getThing));

    expect(error.code).toBe('PARTNER_UNAVAILABLE');
    expect(error.details).toMatchObject({ class: 'rate-limited', status: 503 });
    expect(error.details?.['retryAfterMs']).toBeGreaterThan(115_000);
    expect(error.details?.['retryAfterMs']).toBeLessThanOrEqual(120_000);
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("gives up a 400 after exactly one request, with the partner's error for the adapter", async () => {
    const partnerError = {
      errorCode: 'INVALID_EMAIL_ADDRESS_FOR_RECIPIENT',
      message: 'The email is invalid.',
    };
    server.answer = (_request, response) => json(response, 400, partnerError);

    const error = await failureOf(client().call(getThing));

    expect(error.code).toBe('PARTNER_REJECTED');
    expect(error.message).toContain('INVALID_EMAIL_ADDRESS_FOR_RECIPIENT');
    expect(error.details).toMatchObject({ class: 'rejected', status: 400, partnerError });
    expect(server.requests).toHaveLength(1);
  });

  it('takes a failure its adapter reads as a rate limit for one, waiting as told and alerting nobody', async () => {
    server.answer = (_request, response) =>
      json(response, 403, [
        { errorCode: 'REQUEST_LIMIT_EXCEEDED', message: 'TotalRequests Limit exceeded.' },
      ]);
    const alertsBefore = said.filter((line) => line.includes('"alert"')).length;
    const limited = (status: number, body: unknown) =>
      status === 403 && Array.isArray(body) && body[0]?.errorCode === 'REQUEST_LIMIT_EXCEEDED'
        ? 1_800_000
        : undefined;

    const error = await failureOf(client().call({ ...getThing, rateLimitIn: limited }));

    expect(error.details).toMatchObject({ class: 'rate-limited', status: 403, retryAfterMs: 1_800_000 });
    expect(server.requests).toHaveLength(1);
    expect(said.filter((line) => line.includes('"alert"')).length).toBe(alertsBefore);
  });

  it("names the first error's code of a partner that answers a list of them", async () => {
    server.answer = (_request, response) =>
      json(response, 400, [
        {
          message: 'Required fields are missing: [Name]',
          errorCode: 'REQUIRED_FIELD_MISSING',
          fields: ['Name'],
        },
      ]);

    const error = await failureOf(client().call(getThing));

    expect(error.message).toBe('The test partner refused the request (REQUIRED_FIELD_MISSING, HTTP 400).');
  });

  it('answers an accepted status without failing', async () => {
    server.answer = (_request, response) => json(response, 404, { message: 'no such thing' });

    const answered = await client().call({ ...getThing, accept: [404] });

    expect(answered.status).toBe(404);
    expect(answered.body).toBeUndefined();
  });

  describe('with a token', () => {
    const tokens = () => {
      let issued = 0;
      const cache = new OAuthTokenCache(async () => ({
        accessToken: `bearer-secret-${++issued}`,
        expiresInSeconds: 3600,
      }));
      return { cache, issued: () => issued };
    };

    it('refreshes the token exactly once on a 401 and answers', async () => {
      const { cache, issued } = tokens();
      server.answer = (request, response) =>
        request.headers.authorization === 'Bearer bearer-secret-2'
          ? json(response, 200, { id: 'thing-7' })
          : json(response, 401, { error: 'invalid_token' });

      const answered = await client({ auth: cache }).call(getThing);

      expect(answered.body).toEqual({ id: 'thing-7' });
      expect(issued()).toBe(2);
      expect(server.requests.map((request) => request.authorization)).toEqual([
        'Bearer bearer-secret-1',
        'Bearer bearer-secret-2',
      ]);
    });

    it('throws unauthorised on a second 401 and alerts the operator', async () => {
      const { cache, issued } = tokens();
      server.answer = (_request, response) => json(response, 401, { error: 'invalid_token' });
      const alertsBefore = said.filter((line) => line.includes('"alert"')).length;

      const error = await failureOf(client({ auth: cache }).call(getThing));

      expect(error.code).toBe('PARTNER_UNAVAILABLE');
      expect(error.details).toMatchObject({ class: 'unauthorised', status: 401 });
      expect(issued()).toBe(2);
      expect(server.requests).toHaveLength(2);
      expect(said.filter((line) => line.includes('"alert"')).length - alertsBefore).toBe(1);
    });

    it('does not refresh on a 403', async () => {
      const { cache, issued } = tokens();
      server.answer = (_request, response) => json(response, 403, {});

      const error = await failureOf(client({ auth: cache }).call(getThing));

      expect(error.details).toMatchObject({ class: 'unauthorised', status: 403 });
      expect(issued()).toBe(1);
      expect(server.requests).toHaveLength(1);
    });

    /** A token fetched through the very layer that needs it, as a partner with one host would. */
    function selfServedTokens(http: () => PartnerHttp) {
      let issued = 0;
      const cache = new OAuthTokenCache(async () => {
        const { body } = await http().call({
          operation: 'oauth.token',
          method: 'POST',
          path: '/token',
          form: { grant_type: 'client_credentials' },
          answer: z.object({ access_token: z.string() }),
          skipAuth: true,
        });
        issued += 1;
        return { accessToken: body!.access_token, expiresInSeconds: 3600 };
      });
      return { cache, issued: () => issued };
    }

    it('fetches the token outside the bulkhead that the calls waiting for it fill', async () => {
      server.answer = (request, response, index) =>
        request.url === '/token'
          ? json(response, 200, { access_token: `bearer-secret-${index}` })
          : json(response, 200, { id: 'thing-7' });
      const { cache, issued } = selfServedTokens(() => http);
      const http = client({ auth: cache, concurrent: 1, timeoutMs: 1000 });

      const answers = await Promise.all([http.call(getThing), http.call(getThing)]);

      expect(answers.map((answered) => answered.body)).toEqual([{ id: 'thing-7' }, { id: 'thing-7' }]);
      expect(issued()).toBe(1);
    });

    it('fetches a fresh token outside the circuit, so the half-open probe can close it', async () => {
      let healthy = false;
      server.answer = (request, response, index) =>
        request.url === '/token'
          ? json(response, 200, { access_token: `bearer-secret-${index}` })
          : healthy
            ? json(response, 200, { id: 'thing-7' })
            : json(response, 500, {});
      const { cache, issued } = selfServedTokens(() => http);
      const http = client({
        auth: cache,
        maxAttempts: 1,
        timeoutMs: 500,
        circuit: { consecutiveFailures: 2, halfOpenAfterMs: 100 },
      });
      for (let call = 0; call < 3; call++) await failureOf(http.call(getThing));
      expect((await failureOf(http.call(getThing))).details).toMatchObject({ reason: 'circuit open' });

      cache.invalidate();
      healthy = true;
      await new Promise((resolve) => setTimeout(resolve, 150));

      expect((await http.call(getThing)).body).toEqual({ id: 'thing-7' });
      expect(issued()).toBe(2);
    });

    it('shares one token fetch between concurrent callers', async () => {
      const { cache, issued } = tokens();
      const http = client({ auth: cache });

      await Promise.all(Array.from({ length: 5 }, () => http.call({ ...getThing, answer: undefined })));

      expect(issued()).toBe(1);
    });
  });

  it('opens the circuit after 5 consecutive failed attempts, fails fast, and closes after the half-open wait', async () => {
    let healthy = false;
    server.answer = (_request, response) =>
      healthy ? json(response, 200, { id: 'ok' }) : json(response, 500, {});
    const http = client({ circuit: { consecutiveFailures: 5, halfOpenAfterMs: 200 } });
    const closings = () => said.filter((line) => line.includes('partner circuit closed')).length;
    const closedBefore = closings();

    // Three attempts, then two more: the fifth failure opens the circuit, and the open circuit is
    // not retried, so the second call's third attempt never leaves.
    await failureOf(http.call(getThing));
    expect((await failureOf(http.call(getThing))).details).toMatchObject({ reason: 'circuit open' });
    expect(server.requests).toHaveLength(5);
    const sleptBefore = sleeps.length;
    const fast = performance.now();
    const open = await failureOf(http.call(getThing));
    const openMs = performance.now() - fast;

    expect(open.code).toBe('PARTNER_UNAVAILABLE');
    expect(open.details).toMatchObject({ class: 'unavailable', reason: 'circuit open' });
    expect(server.requests).toHaveLength(5);
    expect(sleeps).toHaveLength(sleptBefore);
    expect(openMs).toBeLessThan(50);

    healthy = true;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await http.call(getThing)).body).toEqual({ id: 'ok' });
    expect((await http.call(getThing)).body).toEqual({ id: 'ok' });
    expect(server.requests).toHaveLength(7);
    expect(closings() - closedBefore).toBe(1);
  });

  it('holds the connection limit under 50 parallel calls', async () => {
    server.answer = (_request, response) => setTimeout(() => json(response, 200, { id: 'ok' }), 10);
    const http = client({ connections: 4, concurrent: 50, timeoutMs: 5000 });

    const answers = await Promise.all(Array.from({ length: 50 }, () => http.call(getThing)));

    expect(answers.every((answered) => answered.body?.id === 'ok')).toBe(true);
    expect(server.requests).toHaveLength(50);
    expect(server.mostSockets).toBeLessThanOrEqual(4);
    expect(server.mostSockets).toBeGreaterThan(1);
  });

  it('reads a function baseUrl at each call and returns bytes for a binary answer', async () => {
    server.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(Buffer.from('%PDF-1.7'));
    };
    const http = client({ baseUrl: () => server.baseUrl });

    const answered = await http.call({
      operation: 'documents.get',
      method: 'GET',
      path: '/doc',
      binary: true,
    });

    expect(Buffer.from(answered.bytes!).toString()).toBe('%PDF-1.7');
  });

  it('counts every call by partner, operation and outcome', async () => {
    const counts = new PartnerCallCounts();
    server.answer = (_request, response, index) =>
      index === 0 ? json(response, 200, { id: 'a' }) : json(response, 400, { code: 'BAD' });
    const http = client({ counts });

    await http.call(getThing);
    await failureOf(http.call(getThing));

    expect(counts.snapshot()).toEqual({ 'test partner': { 'things.get': { ok: 1, rejected: 1 } } });
  });

  it('never says a secret or a query in an error or a log line', () => {
    expect(said.length).toBeGreaterThan(50);
    const everything = said.join('\n');
    expect(everything).not.toContain(API_KEY);
    expect(everything).not.toContain('bearer-secret');
    expect(everything).not.toContain('sam@example.com');
  });
});
