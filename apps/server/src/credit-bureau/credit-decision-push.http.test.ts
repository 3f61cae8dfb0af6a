import { UNIT_OF_WORK, type UnitOfWork } from '@lease-portal/domain';
import { rm } from 'node:fs/promises';
import { createClient, type Client } from 'graphql-ws';
import request from 'supertest';
import WebSocket from 'ws';
import { aQuotedOfficer, OFFICER_PASSWORD } from '../testing/a-quoted-officer';
import { startTestPortal, type TestPortal } from '../testing/test-portal';

// The credit decision pushed to the waiting screen over the API's WebSocket (decision 1660), on the
// running portal: its job, the sandbox's delay, the stored decision, NOTIFY and the subscription.

const AU = 'au.localhost:3000';
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const SUBMIT = `mutation ($payload: CreditCheckSubmissionInput!) {
  submitCreditCheck(payload: $payload) { status result } }`;
const DECISION = `subscription ($applicationId: ID!) {
  creditDecision(applicationId: $applicationId) { status result } }`;

let running: TestPortal;
/** Set by the test that stops the portal itself. */
let stopped = false;

beforeAll(async () => {
  running = await startTestPortal('credit-push');
}, 60_000);

afterAll(() => (stopped ? rm(running.dataDir, { recursive: true, force: true }) : running?.stop()), 30_000);

const graphql = (query: string, variables: Record<string, unknown>, token: string) =>
  request(running.base)
    .post('/graphql')
    .set('Host', AU)
    .set('Authorization', `Bearer ${token}`)
    .send({ query, variables });

/** A graphql-ws client as a browser page of `origin` opens it, with the session cookie when given. */
function aSocketClient(options: { token?: string; origin?: string } = {}): Client {
  const headers = {
    Host: AU,
    Origin: options.origin ?? `http://${AU}`,
    ...(options.token ? { Cookie: `lp_session=${options.token}` } : {}),
  };
  class BrowserLikeSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  return createClient({
    url: `${running.base.replace('http', 'ws')}/graphql`,
    webSocketImpl: BrowserLikeSocket,
    retryAttempts: 0,
    lazy: true,
  });
}

/** The subscription's first answer, or its error. */
function firstAnswer(client: Client, applicationId: string): Promise<unknown> {
  return new Promise((resolve) => {
    client.subscribe(
      { query: DECISION, variables: { applicationId } },
      { next: resolve, error: (error) => resolve({ failed: error }), complete: () => undefined },
    );
  });
}

/** Staff issue a quote to an officer whose ID check and privacy consent are done, at the review. */
async function anOfficerAtReview(
  email = 'jordan.credit@fleetco.example',
  quoteReference = 'Q-HTTP-CREDIT',
): Promise<{ applicationId: string; token: string }> {
  const { container } = running.portal;
  const { applicationId } = await aQuotedOfficer(container, { email, quoteReference });
  // The journey up to the review is other tests' subject: its outcome is written here directly.
  await container.get<UnitOfWork>(UNIT_OF_WORK).run(async (tx) => {
    const stored = (await tx.leaseApplications.ofId(applicationId))!;
    const journey = stored.value.journey;
    await tx.leaseApplications.save(
      {
        ...stored.value,
        journey: {
          ...journey,
          status: 'approvals',
          entityDetails: { entityName: 'Coastal Plumbing Pty Ltd', abn: '53004085616', entityType: 'PRV' },
          businessDetails: { financeDetails: { creditLimit: 60_000, personalGuarantee: 'yes' } },
          primaryApplicant: {
            ...journey.primaryApplicant,
            identityVerificationStatus: 'completed',
            privacyConsent: 'confirmed',
          },
        },
      },
      stored.version,
    );
  });
  const login = await request(running.base)
    .post('/graphql')
    .set('Host', AU)
    .send({ query: LOGIN, variables: { email, password: OFFICER_PASSWORD } });
  return { applicationId, token: login.body.data.login.token };
}

describe('the credit decision pushed over the WebSocket', () => {
  it("reaches the officer's waiting connection as soon as the service decides", async () => {
    const { applicationId, token } = await anOfficerAtReview();
    const submitted = await graphql(SUBMIT, { payload: { applicationId, testing: 'accept' } }, token);
    expect(submitted.body).toEqual({ data: { submitCreditCheck: { status: 'pending', result: null } } });

    const client = aSocketClient({ token });
    const startedAt = Date.now();
    try {
      expect(await firstAnswer(client, applicationId)).toEqual({
        data: { creditDecision: { status: 'decided', result: 'approved' } },
      });
      // The sandbox decides after 4 s; the job's first retry collects it about 5 s after submitting.
      expect(Date.now() - startedAt).toBeLessThan(15_000);
    } finally {
      await client.dispose();
    }
  }, 30_000);

  it('refuses a connection without a session, and one opened by another site', async () => {
    const applicationId = 'an-application';
    const anonymous = aSocketClient();
    try {
      const answer = await firstAnswer(anonymous, applicationId);
      expect(answer).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
      expect((answer as { data?: unknown }).data ?? null).toBeNull();
    } finally {
      await anonymous.dispose();
    }
    const foreign = aSocketClient({ origin: 'https://evil.example' });
    try {
      expect(await firstAnswer(foreign, applicationId)).toMatchObject({ failed: expect.anything() });
    } finally {
      await foreign.dispose();
    }
  }, 30_000);

  // Last: it stops the portal.
  it('ends every waiting subscription when the portal stops within a second, and the stop within its grace though a client no longer answers', async () => {
    const { applicationId, token } = await anOfficerAtReview('jordan.stop@fleetco.example', 'Q-HTTP-STOP');
    await graphql(SUBMIT, { payload: { applicationId, testing: 'accept' } }, token);
    const closedWith: number[] = [];
    const clients = [aSocketClient({ token }), aSocketClient({ token })];
    const closedAt: number[] = [];
    for (const client of clients) {
      client.on('closed', (event) => {
        closedWith.push((event as CloseEvent).code);
        closedAt.push(Date.now());
      });
    }
    const answers = [clients[0]!, clients[0]!, clients[1]!].map((client) =>
      firstAnswer(client, applicationId),
    );
    // A client gone without a word: its socket reads nothing more, so it never answers the closing handshake.
    const silent = new WebSocket(`${running.base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { Host: AU, Origin: `http://${AU}`, Cookie: `lp_session=${token}` },
    });
    await new Promise((resolve) => silent.once('open', resolve));
    silent.send(JSON.stringify({ type: 'connection_init' }));
    await new Promise((resolve) => silent.once('message', resolve));
    silent.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: DECISION, variables: { applicationId } },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    (silent as unknown as { _socket: { pause(): void } })._socket.pause();

    const stoppingAt = Date.now();
    stopped = true;
    await running.portal.stop();
    const stoppedAt = Date.now();

    await Promise.all(answers);
    expect(closedWith).toEqual([1001, 1001]);
    // The answering clients hear 1001 at once; the silent one is cut after the half-second closing
    // handshake. The stop as a whole may then spend its grace (3 s) on a job in hand, so it is
    // timed against that grace, far below the 30 s a socket that is never cut would hold it.
    expect(Math.max(...closedAt) - stoppingAt).toBeLessThan(1_000);
    expect(stoppedAt - stoppingAt).toBeLessThan(4_000);
    silent.terminate();
  }, 30_000);
});
