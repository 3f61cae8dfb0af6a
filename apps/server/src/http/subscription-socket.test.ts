import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import {
  aCreditCheckWorld,
  anApplicationAtReview,
  primaryUser,
  secondaryUser,
  withSecondary,
} from '@lease-portal/domain/src/credit-bureau/testing/credit-check-world';
import { SUBSCRIPTION_LIMITS, subscriptionServing } from '@lease-portal/graphql';
import { signedInAs } from '@lease-portal/graphql/src/testing/accounts-test-support';
import { creditCheckDependenciesOf } from '@lease-portal/graphql/src/testing/credit-check-test-support';
import {
  anonymous,
  CollectingLog,
  testServerDependencies,
} from '@lease-portal/graphql/src/testing/test-server';
import { CREDIT_DECISION_POLL_MS } from '@lease-portal/graphql/src/resolvers/credit-check';
import { closeGracefully } from './close-gracefully';
import { serveSubscriptions } from './subscription-socket';

// The API's WebSocket with the credit check's use cases in memory, its reads counted: a subscription
// ends when its client leaves, limits hold per connection and per user, and stopping is prompt
// (decision 2010).

const DECISION = 'subscription ($id: ID!) { creditDecision(applicationId: $id) { status result } }';

let server: Server;
let url: string;
let world: ReturnType<typeof aCreditCheckWorld>;
let reads: number;
let log: CollectingLog;
let subscriptions: { close(): Promise<void> };
const clients: Client[] = [];

beforeEach(async () => {
  world = aCreditCheckWorld(anApplicationAtReview(withSecondary(true)));
  await world.submit.execute({ user: primaryUser, applicationId: 'app-1', submission: 'review' });
  reads = 0;
  const read = world.read;
  const counted = {
    ...creditCheckDependenciesOf(world),
    readCreditCheck: {
      execute: (...args: Parameters<typeof read.execute>) => (reads++, read.execute(...args)),
    },
  };
  log = new CollectingLog();
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  // The session cookie names the user here; the portal resolves it from its sessions.
  const users = { ada: primaryUser, tom: secondaryUser };
  const contextFor = async (request: IncomingMessage) => {
    const user = users[/user=(\w+)/.exec(request.headers.cookie ?? '')?.[1] as keyof typeof users];
    return user ? signedInAs(user) : anonymous;
  };
  subscriptions = serveSubscriptions(
    server,
    subscriptionServing(testServerDependencies({ log, creditCheck: counted })),
    contextFor,
  );
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
  await subscriptions.close();
  await closeGracefully(server, 1_000);
});

/** A client as the waiting screen's page opens it, signed in as `user`. */
function aClient(user?: 'ada' | 'tom'): Client {
  const origin = url.replace('ws:', 'http:').replace('/graphql', '');
  class PageSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { Origin: origin, ...(user ? { Cookie: `user=${user}` } : {}) } });
    }
  }
  const client = createClient({ url, webSocketImpl: PageSocket, retryAttempts: 0, lazy: true });
  clients.push(client);
  return client;
}

interface Subscribed {
  /** The first answer: a result, or the errors that refused it. */
  answer: Promise<unknown>;
  unsubscribe(): void;
}

function subscribe(
  client: Client,
  query = DECISION,
  variables: Record<string, unknown> = { id: 'app-1' },
): Subscribed {
  let unsubscribe = () => undefined as void;
  const answer = new Promise((resolve) => {
    unsubscribe = client.subscribe(
      { query, variables },
      { next: resolve, error: (errors) => resolve({ refused: errors }), complete: () => resolve('complete') },
    );
  });
  return { answer, unsubscribe };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the subscriptions are waiting for the decision, each having read it once. */
async function untilWaiting(count: number): Promise<void> {
  for (let tries = 0; tries < 100 && world.decisions.waiting < count; tries += 1) await pause(20);
  expect(world.decisions.waiting).toBe(count);
}

describe('a credit-decision subscription whose client leaves', () => {
  it('reads nothing more once the client unsubscribes', async () => {
    const waiting = subscribe(aClient('ada'));
    await untilWaiting(1);
    const readsWhileSubscribed = reads;

    waiting.unsubscribe();
    await pause(CREDIT_DECISION_POLL_MS + 500);

    expect(reads - readsWhileSubscribed).toBe(0);
    expect(world.decisions.waiting).toBe(0);
  }, 15_000);

  it('reads nothing more once the socket closes', async () => {
    const client = aClient('ada');
    subscribe(client);
    subscribe(client);
    await untilWaiting(2);
    const readsWhileSubscribed = reads;

    await client.dispose();
    await pause(CREDIT_DECISION_POLL_MS + 500);

    expect(reads - readsWhileSubscribed).toBe(0);
    expect(world.decisions.waiting).toBe(0);
  }, 15_000);

  it('still gets the decision while it stays', async () => {
    const waiting = subscribe(aClient('ada'));
    await untilWaiting(1);
    await world.runJob();
    world.bureau.decisions.set('app-1:1', 'approved');
    await world.runJob();
    expect(await waiting.answer).toEqual({
      data: { creditDecision: { status: 'decided', result: 'approved' } },
    });
  });
});

describe('the limits on open subscriptions', () => {
  const refusedAsTooMany = { refused: [expect.objectContaining({ extensions: { code: 'RATE_LIMITED' } })] };

  it(`admits ${SUBSCRIPTION_LIMITS.perConnection} on one connection and refuses one more until one ends`, async () => {
    const client = aClient('ada');
    const admitted = Array.from({ length: SUBSCRIPTION_LIMITS.perConnection }, () => subscribe(client));
    await untilWaiting(SUBSCRIPTION_LIMITS.perConnection);

    const oneTooMany = subscribe(client);
    expect(await oneTooMany.answer).toEqual(refusedAsTooMany);
    expect(world.decisions.waiting).toBe(SUBSCRIPTION_LIMITS.perConnection);

    admitted[0]!.unsubscribe();
    await pause(50);
    subscribe(client);
    await untilWaiting(SUBSCRIPTION_LIMITS.perConnection);
  }, 15_000);

  it(`admits ${SUBSCRIPTION_LIMITS.perUser} for one user across connections and refuses one more; another user is not affected`, async () => {
    const perUser = SUBSCRIPTION_LIMITS.perUser;
    const connections = Array.from({ length: Math.ceil(perUser / 2) }, () => aClient('ada'));
    for (let each = 0; each < perUser; each += 1) subscribe(connections[each % connections.length]!);
    await untilWaiting(perUser);

    expect(await subscribe(aClient('ada')).answer).toEqual(refusedAsTooMany);
    subscribe(aClient('tom'));
    await untilWaiting(perUser + 1);
  }, 15_000);
});

describe('a stop of the portal', () => {
  it('closes every connection promptly, a silent client too, and no subscription reads again', async () => {
    for (const user of ['ada', 'ada', 'tom'] as const) subscribe(aClient(user));
    // A client gone without a word: it never answers the closing handshake.
    const silent = new WebSocket(url, 'graphql-transport-ws', {
      headers: { Origin: url.replace('ws:', 'http:').replace('/graphql', ''), Cookie: 'user=ada' },
    });
    await new Promise((resolve) => silent.once('open', resolve));
    silent.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise((resolve) => silent.once('message', resolve));
    silent.send(
      JSON.stringify({
        id: 's',
        type: 'subscribe',
        payload: { query: DECISION, variables: { id: 'app-1' } },
      }),
    );
    await untilWaiting(4);
    (silent as unknown as { _socket: { pause(): void } })._socket.pause();
    const readsWhileSubscribed = reads;

    const stoppingAt = Date.now();
    await subscriptions.close();
    await closeGracefully(server, 1_000);

    expect(Date.now() - stoppingAt).toBeLessThan(1_500);
    expect(world.decisions.waiting).toBe(0);
    await pause(CREDIT_DECISION_POLL_MS + 500);
    expect(reads - readsWhileSubscribed).toBe(0);
  }, 15_000);
});

describe('the input boundary over the socket', () => {
  it.each([
    ['a NUL in the id', DECISION, { id: 'app\u0000-1' }, 'BAD_USER_INPUT'],
    ['a list for the id', DECISION, { id: ['app-1'] }, 'BAD_USER_INPUT'],
    ['a syntax error', 'subscription { creditDecision(', {}, 'GRAPHQL_PARSE_FAILED'],
    [
      'an unknown field',
      'subscription { creditDecisions(applicationId: "a") { status } }',
      {},
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'two root fields',
      'subscription { a: creditDecision(applicationId: "a") { status } b: creditDecision(applicationId: "b") { status } }',
      {},
      'GRAPHQL_VALIDATION_FAILED',
    ],
  ])('answers %s as a client error, and logs nothing', async (_case, query, variables, code) => {
    const answer = (await subscribe(aClient('ada'), query, variables).answer) as {
      refused?: { extensions?: { code?: string } }[];
    };
    expect(answer.refused?.map((error) => error.extensions?.code)).toEqual([code]);
    expect(reads).toBe(0);
    expect(log.entries).toEqual([]);
  });

  it.each(['next', 'error', 'connection_ack'])(
    "closes a connection that sends a server's %s message as a bad request (4400), logging nothing",
    async (type) => {
      const consoleErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const socket = new WebSocket(url, 'graphql-transport-ws', {
          headers: { Origin: url.replace('ws:', 'http:').replace('/graphql', '') },
        });
        await new Promise((resolve) => socket.once('open', resolve));
        socket.send(JSON.stringify({ type: 'connection_init' }));
        await new Promise((resolve) => socket.once('message', resolve));
        socket.send(JSON.stringify({ type, id: 'x', payload: type === 'error' ? [{ message: 'x' }] : {} }));
        expect(await new Promise((resolve) => socket.once('close', resolve))).toBe(4400);
        expect(consoleErrors).not.toHaveBeenCalled();
      } finally {
        consoleErrors.mockRestore();
      }
    },
  );
});
