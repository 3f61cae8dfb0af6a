import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { buildSchema } from 'graphql';
import pino from 'pino';
import request from 'supertest';
import WebSocket from 'ws';
import {
  PASSWORD_HASHER,
  USER_CREDENTIALS,
  USERS,
  type PasswordHasher,
  type UserCredentials,
  type Users,
} from '@lease-portal/domain';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { HOSTILE_STRINGS, requestBody, valueFor } from './input-arbitraries';
import {
  everyOperation,
  everySubscription,
  inlineDocumentFor,
  type FuzzedOperation,
} from './operation-documents';

/**
 * Generated subscribe messages sent over the API's WebSocket to the running portal on its embedded
 * database, anonymously and as a signed-in customer (decision 2010): the contract's subscriptions
 * with generated variables and inline values, and documents a careless or hostile client sends
 * (syntax errors, unknown fields, two root fields, queries and mutations, unknown operation names).
 * Nothing may answer an internal error, close the socket as one, or write an error to the log.
 * A modest run by default; FUZZ_SOCKET_CASES sets the count, FUZZ_SEED replays a run.
 */
const TOTAL_CASES = Number(process.env.FUZZ_SOCKET_CASES ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const HOST = 'au.localhost:3000';
/** Every subscribe the fuzz sends is refused or answered at once: its customer has no application. */
const ANSWER_WITHIN_MS = 5_000;

let running: TestPortal;
let token: string;
const errorLines: string[] = [];

beforeAll(async () => {
  const logger = pino({ level: 'warn' }, { write: (line: string) => void errorLines.push(line) });
  running = await startTestPortal('socket-fuzz', { serveTools: false }, logger);
  const { container } = running.portal;
  await container.get<Users>(USERS).add({
    id: 'user-socket-fuzz',
    orgId: 'org-au-demo',
    firstName: 'Fuzz',
    lastName: 'Tester',
    email: 'socket-fuzz@fleetco.example',
    region: 'AU',
    createdAt: '2026-11-23T00:00:00.000Z',
  });
  const hash = await container.get<PasswordHasher>(PASSWORD_HASHER).hash('Fuzz-2-lease!');
  await container.get<UserCredentials>(USER_CREDENTIALS).setPasswordHash('user-socket-fuzz', hash);
  const login = await request(running.base)
    .post('/graphql')
    .set('Host', HOST)
    .send({
      query:
        'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      variables: { email: 'socket-fuzz@fleetco.example', password: 'Fuzz-2-lease!' },
    });
  token = (login.body as { data?: { login?: { token: string } } }).data?.login?.token ?? '';
  if (!token) throw new Error(`the fuzz customer could not log in: ${JSON.stringify(login.body)}`);
}, 120_000);

afterAll(() => running?.stop(), 30_000);

type Outcome = { message: { type: string; payload?: unknown } } | { closed: number } | { unanswered: true };

/** One graphql-transport-ws connection, as a browser page opens it; reopened when the server closes it. */
class FuzzConnection {
  private socket?: WebSocket;
  private readonly pending = new Map<string, (outcome: Outcome) => void>();
  private ids = 0;

  constructor(private readonly cookie?: string) {}

  async send(payloadText: string): Promise<Outcome> {
    const socket = await this.open();
    const id = `c${(this.ids += 1)}`;
    const outcome = new Promise<Outcome>((resolve) => {
      const timer = setTimeout(() => resolve({ unanswered: true }), ANSWER_WITHIN_MS);
      this.pending.set(id, (answer) => {
        clearTimeout(timer);
        this.pending.delete(id);
        resolve(answer);
      });
    });
    socket.send(`{"id":"${id}","type":"subscribe","payload":${payloadText}}`);
    return outcome;
  }

  close(): void {
    this.socket?.close();
  }

  private async open(): Promise<WebSocket> {
    if (this.socket?.readyState === WebSocket.OPEN) return this.socket;
    const socket = new WebSocket(`${running.base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: {
        Host: HOST,
        Origin: `http://${HOST}`,
        ...(this.cookie ? { Cookie: `lp_session=${this.cookie}` } : {}),
      },
    });
    this.socket = socket;
    const acknowledged = new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { id?: string; type: string; payload?: unknown };
        if (message.type === 'connection_ack') return resolve();
        if (message.id) this.pending.get(message.id)?.({ message });
      });
      socket.once('close', (code) => {
        reject(new Error(`closed ${code} before its acknowledgement`));
        for (const answer of [...this.pending.values()]) answer({ closed: code });
      });
    });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await acknowledged;
    return socket;
  }
}

/** The error codes of an answer, joined ('data' for one without errors). */
function codesOf(outcome: Outcome): string {
  if (!('message' in outcome)) return 'unanswered' in outcome ? 'no answer' : 'closed';
  const { type, payload } = outcome.message;
  const errors = (type === 'error' ? payload : (payload as { errors?: unknown })?.errors) as
    { extensions?: { code?: string } }[] | undefined;
  return errors?.map((error) => error.extensions?.code ?? 'no code').join(',') || type;
}

/** Why an outcome is a server failure; undefined when it is the client's. */
function internalFailure(outcome: Outcome): string | undefined {
  if ('unanswered' in outcome) return 'no answer';
  // 4500 is graphql-ws's internal error, 1011 the WebSocket's; 1009 (too big) and 4400 are the client's.
  if ('closed' in outcome)
    return [4500, 1011].includes(outcome.closed) ? `closed ${outcome.closed}` : undefined;
  const codes = codesOf(outcome).split(',');
  return codes.includes('INTERNAL_SERVER_ERROR') || codes.includes('no code') ? codes.join(',') : undefined;
}

/** Documents a careless or hostile client sends instead of the subscription, around its root field. */
function brokenDocuments(subscription: FuzzedOperation, others: FuzzedOperation[]): fc.Arbitrary<string> {
  const { document, field } = subscription;
  const twice = document.replace(
    new RegExp(`\\{ (${field.name}.*) \\}$`),
    (_whole, selection: string) => `{ a: ${selection} b: ${selection} }`,
  );
  return fc.oneof(
    // Syntax errors: cut anywhere.
    fc.nat({ max: document.length - 1 }).map((at) => document.slice(0, at)),
    // A hostile string written in anywhere.
    fc
      .tuple(
        fc.nat({ max: document.length }),
        fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 100)),
      )
      .map(([at, text]) => `${document.slice(0, at)}${text}${document.slice(at)}`),
    fc.constant(document.replace(field.name, `${field.name}s`)),
    fc.constant(document.replace('__typename', 'secret')),
    fc.constant(twice),
    fc.constant(`${document} ${document.replace('Fuzz', 'Other')}`),
    fc.constant(document.replace('{ __typename }', `{ ${' __typename'.repeat(5_001)} }`)),
    fc.constantFrom(...others.map((operation) => operation.document)),
  );
}

it(`answers ${TOTAL_CASES} generated subscribe messages without an internal error`, async () => {
  const schema = buildSchema(
    await readFile(require.resolve('@lease-portal/contracts/schema.graphql'), 'utf8'),
  );
  const subscriptions = everySubscription(schema);
  const others = everyOperation(schema);
  const consoleErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const anonymous = new FuzzConnection();
  const signedIn = new FuzzConnection(token);
  const failures: string[] = [];
  const answers = new Map<string, number>();
  let cases = 0;
  try {
    const perSubscription = Math.ceil(TOTAL_CASES / subscriptions.length);
    for (const [position, subscription] of subscriptions.entries()) {
      const variables = fc.record(
        Object.fromEntries(subscription.field.args.map((arg) => [arg.name, valueFor(arg.type)])),
        { requiredKeys: [] },
      );
      const message = fc.oneof(
        { weight: 5, arbitrary: variables.map((values) => requestBody(subscription.document, values)) },
        {
          weight: 1,
          arbitrary: variables.map((values) =>
            requestBody(inlineDocumentFor(subscription, values as Record<string, unknown>) ?? '', {}),
          ),
        },
        {
          weight: 3,
          arbitrary: fc
            .tuple(brokenDocuments(subscription, others), variables)
            .map(([document, values]) => requestBody(document, values)),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(variables, fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 100)))
            .map(([values, operationName]) =>
              requestBody(subscription.document, values).replace(
                /^\{/,
                `{"operationName":${JSON.stringify(operationName)},`,
              ),
            ),
        },
      );
      const samples = fc.sample(message, { numRuns: perSubscription, seed: SEED + position });
      // A few at a time on each connection, as pages of one browser would send them.
      for (let start = 0; start < samples.length; start += 4) {
        await Promise.all(
          samples.slice(start, start + 4).map(async (payloadText, offset) => {
            const connection = (start + offset) % 2 === 1 ? signedIn : anonymous;
            const outcome = await connection.send(payloadText);
            cases += 1;
            const answer = 'closed' in outcome ? `closed ${outcome.closed}` : codesOf(outcome);
            answers.set(answer, (answers.get(answer) ?? 0) + 1);
            const failure = internalFailure(outcome);
            if (failure) failures.push(`${failure}: ${payloadText.slice(0, 300)}`);
          }),
        );
      }
    }
  } finally {
    anonymous.close();
    signedIn.close();
    consoleErrors.mockRestore();
  }

  console.info(
    `socket fuzz: ${cases} cases over ${subscriptions.length} subscription(s) (seed ${SEED}), ${failures.length} internal errors, ` +
      `${errorLines.length} log lines at warn or above, ${consoleErrors.mock.calls.length} console errors; ` +
      `answers: ${JSON.stringify(Object.fromEntries([...answers].sort(([, a], [, b]) => b - a)))}`,
  );
  expect(cases).toBeGreaterThanOrEqual(TOTAL_CASES);
  expect(failures.slice(0, 20)).toEqual([]);
  expect(errorLines.slice(0, 5)).toEqual([]);
  expect(consoleErrors.mock.calls.slice(0, 5)).toEqual([]);
}, 600_000);
