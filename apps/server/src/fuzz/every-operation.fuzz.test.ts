import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { buildSchema } from 'graphql';
import request from 'supertest';
import {
  PASSWORD_HASHER,
  USER_CREDENTIALS,
  USERS,
  type PasswordHasher,
  type UserCredentials,
  type Users,
} from '@lease-portal/domain';
import type { RunningPortal } from '../start-portal';
import { quickPasswordHasher } from '../testing/quick-password-hasher';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { requestBody, valueFor } from './input-arbitraries';
import { everyOperation, inlineDocumentFor, type FuzzedOperation } from './operation-documents';

/**
 * Generated input, hostile strings included, sent over HTTP to every operation of the contract in
 * the running portal on its embedded database, anonymously and as a signed-in customer: nothing may
 * answer a 5xx or an internal error (decision 0310). The seed is printed; FUZZ_SEED replays a run.
 */
// 4,000 in the test command, about fifty an operation; a deeper run sets FUZZ_CASES (decision 0310).
const TOTAL_CASES = Number(process.env.FUZZ_CASES ?? 4_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const HOST = 'au.localhost:3000';

let running: TestPortal;
let portal: RunningPortal;
let token: string;

beforeAll(async () => {
  // Hashing is not what the fuzz looks at: every login (a decoy's for an unknown address) and every
  // password set hashes at a test's cost, so the cases reach the other operations sooner.
  running = await startTestPortal('fuzz', { serveTools: false, passwordHasher: quickPasswordHasher });
  portal = running.portal;
  const { container } = portal;
  await container.get<Users>(USERS).add({
    id: 'user-fuzz',
    orgId: 'org-au-demo',
    firstName: 'Fuzz',
    lastName: 'Tester',
    email: 'fuzz@fleetco.example',
    region: 'AU',
    createdAt: '2026-11-23T00:00:00.000Z',
  });
  const hash = await container.get<PasswordHasher>(PASSWORD_HASHER).hash('Fuzz-2-lease!');
  await container.get<UserCredentials>(USER_CREDENTIALS).setPasswordHash('user-fuzz', hash);
  const login = await call(
    'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email: 'fuzz@fleetco.example', password: 'Fuzz-2-lease!' },
  );
  token = (login.body as { data?: { login?: { token: string } } }).data?.login?.token ?? '';
  if (!token) throw new Error(`the fuzz customer could not log in: ${JSON.stringify(login.body)}`);
}, 120_000);

afterAll(() => running?.stop(), 30_000);

async function call(query: string, variables: unknown, bearer?: string) {
  // The organisation comes from the Host header, which fetch may not set: supertest over real HTTP.
  const sent = request(`http://127.0.0.1:${portal.port}`)
    .post('/graphql')
    .set('Host', HOST)
    .set('Content-Type', 'application/json')
    .send(requestBody(query, variables));
  const response = await (bearer ? sent.set('Authorization', `Bearer ${bearer}`) : sent);
  return { status: response.status, body: response.body as unknown };
}

function internalErrors(body: unknown): number {
  const errors = (body as { errors?: { extensions?: { code?: string } }[] })?.errors ?? [];
  return errors.filter((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR').length;
}

it(`answers ${TOTAL_CASES} generated inputs to every operation without an internal error`, async () => {
  const schema = buildSchema(
    await readFile(require.resolve('@lease-portal/contracts/schema.graphql'), 'utf8'),
  );
  const operations = everyOperation(schema);
  const perOperation = Math.ceil(TOTAL_CASES / operations.length);
  const failures: string[] = [];
  let cases = 0;
  let inlineCases = 0;

  const send = async (operation: FuzzedOperation, variables: unknown, index: number) => {
    // Every other case as the signed-in customer; logging out would end the session for the rest.
    const signedIn = index % 2 === 1 && operation.name !== 'logout';
    // Every fifth case writes its values into the document, where inline literals meet the boundary.
    const inline =
      index % 5 === 4 ? inlineDocumentFor(operation, variables as Record<string, unknown>) : undefined;
    const { status, body } = inline
      ? await call(inline, {}, signedIn ? token : undefined)
      : await call(operation.document, variables, signedIn ? token : undefined);
    if (inline) inlineCases += 1;
    cases += 1;
    if (status >= 500 || internalErrors(body) > 0) {
      failures.push(`${operation.name} (${status}) ${requestBody(inline ?? '', variables).slice(0, 300)}`);
    }
  };

  for (const [position, operation] of operations.entries()) {
    const variables = fc.record(
      Object.fromEntries(operation.field.args.map((arg) => [arg.name, valueFor(arg.type)])),
      { requiredKeys: [] },
    );
    const samples = fc.sample(variables, { numRuns: perOperation, seed: SEED + position });
    // A few at a time, as concurrent clients would send them.
    for (let start = 0; start < samples.length; start += 4) {
      await Promise.all(
        samples.slice(start, start + 4).map((sample, offset) => send(operation, sample, start + offset)),
      );
    }
  }

  console.info(
    `fuzz: ${cases} cases (${inlineCases} with inline values) over ${operations.length} operations (seed ${SEED}), ${failures.length} internal errors`,
  );
  expect(cases).toBeGreaterThanOrEqual(TOTAL_CASES);
  expect(failures.slice(0, 20)).toEqual([]);
}, 600_000);

describe('the running portal keeps its schema private (decision 0310)', () => {
  it('shows no landing page at GET /graphql', async () => {
    const response = await request(`http://127.0.0.1:${portal.port}`)
      .get('/graphql')
      .set('Host', HOST)
      .set('Accept', 'text/html');
    expect(response.status).toBe(400);
    expect(response.type).toBe('application/json');
    expect(response.text).not.toMatch(/<html|<!doctype|sandbox/i);
  });

  it('suggests no field names for a misspelt field', async () => {
    const { status, body } = await call('{ rateBok { rows { make } } }', {});
    expect(status).toBe(400);
    expect(JSON.stringify(body)).not.toMatch(/Did you mean|rateBook/);
  });

  it('answers no introspection', async () => {
    const { status, body } = await call('{ __schema { queryType { name } } }', {});
    expect(status).toBe(400);
    expect(JSON.stringify(body)).not.toMatch(/"Query"/);
  });
});
