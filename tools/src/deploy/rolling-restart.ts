/**
 * The deployment's rolling restart, on this machine (decision 2123): two replicas of the built portal
 * (`apps/server/dist/main.cjs`, as the image runs it) on one PostgreSQL database behind nginx, under
 * steady load of GraphQL queries, anonymous and signed in. Each replica in turn gets TERM, exits,
 * starts again and is waited for until `/ready`; then the other. Every request must succeed, the
 * signed-in session must be answered as signed in throughout (sessions are rows in the database, not
 * a replica's memory), and the credit decision's subscription, its WebSocket closed by each stop, must
 * reconnect through nginx to the replica still serving and receive the decision. Before the load, a
 * file uploaded through one replica is read back through the other.
 *
 *   DATABASE_URL=postgres://… npx tsx tools/src/deploy/rolling-restart.ts [--seconds-between 2.5] [--workers 6] [--as-built] [--json]
 *
 * `deploy/local/run-two-replicas.sh` installs nginx when it is missing and runs this.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UNIT_OF_WORK, type UnitOfWork } from '@lease-portal/domain';
import { createLogger, readConfig, startPortal } from '@lease-portal/server';
import { ensurePortalBuilt } from '@lease-portal/server/src/build/build-server';
import { aQuotedOfficer } from '@lease-portal/server/src/testing/a-quoted-officer';
import { fileAcrossReplicas } from './file-across-replicas';
import { aSchema, send, startTwoReplicas, type TwoReplicas } from './two-replicas';
import { aWaitingScreen, CREDIT_DECISION } from './waiting-screen';

const PASSWORD = 'Rolling-restart-2026!';
/** Anonymous load: the calculator's makes, as every visitor's first page asks. */
const MAKES = '{ vehicleMakes(countryCode: AU) }';
/** Signed-in load: the officer's own application, refused without a live session. */
const MINE = '{ getVehicleApplication { user { email } vehicleApplication { scoreboard { status } } } }';
const LOGIN =
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
const SUBMIT = `mutation ($payload: CreditCheckSubmissionInput!) {
  submitCreditCheck(payload: $payload) { status result } }`;
export interface LoadFigures {
  sent: number;
  failed: number;
  longestMs: number;
  /** The first few failures, each with what it answered. */
  failures: string[];
  signedInAnswered: number;
  /**
   * Requests sent again because the proxy closed the kept-alive connection they were written to
   * before answering (nginx's old workers close theirs when it reloads): a browser sends those again
   * by itself, and so does this client, once. Counted, not failed.
   */
  sentAgainOnNewConnection: number;
}

/** Steady load through the proxy: `workers` loops, each sending one query after another. */
export function steadyLoad(options: {
  port: number;
  workers: number;
  sessionCookie: string;
  officerEmail: string;
}): { stop(): Promise<LoadFigures> } {
  const figures: LoadFigures = {
    sent: 0,
    failed: 0,
    longestMs: 0,
    failures: [],
    signedInAnswered: 0,
    sentAgainOnNewConnection: 0,
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.workers });
  const newConnection = new http.Agent({ keepAlive: false });
  let running = true;
  const fail = (what: string) => {
    figures.failed += 1;
    if (figures.failures.length < 10) figures.failures.push(what.slice(0, 300));
  };
  const loop = async (n: number) => {
    while (running) {
      const signedIn = n % 2 === 1;
      const body = JSON.stringify({ query: signedIn ? MINE : MAKES });
      const startedAt = performance.now();
      figures.sent += 1;
      const post = (on = agent) =>
        send(on, options.port, 'POST', '/graphql', signedIn ? { cookie: options.sessionCookie } : {}, body);
      try {
        const answer = await post().catch((error: NodeJS.ErrnoException & { reusedConnection?: boolean }) => {
          // Node's advice for a kept-alive connection closed as the request went out: send it again,
          // as a browser does, on a connection of its own (another kept one may be closing too).
          const closedUnderIt = error.code === 'ECONNRESET' || error.message === 'socket hang up';
          if (!error.reusedConnection || !closedUnderIt) throw error;
          figures.sentAgainOnNewConnection += 1;
          return post(newConnection);
        });
        figures.longestMs = Math.max(figures.longestMs, performance.now() - startedAt);
        if (!answer.body.startsWith('{')) {
          fail(`${answer.status} ${answer.body.replace(/\s+/g, ' ')}`);
          continue;
        }
        const parsed = JSON.parse(answer.body) as { data?: Record<string, unknown>; errors?: unknown };
        if (answer.status !== 200 || parsed.errors || !parsed.data) {
          fail(`${answer.status} ${answer.body}`);
        } else if (signedIn) {
          const mine = parsed.data.getVehicleApplication as { user?: { email?: string } } | undefined;
          if (mine?.user?.email !== options.officerEmail) fail(`signed out: ${answer.body}`);
          else figures.signedInAnswered += 1;
        }
      } catch (error) {
        figures.longestMs = Math.max(figures.longestMs, performance.now() - startedAt);
        fail(`no answer: ${(error as Error).message}`);
      }
    }
  };
  const loops = Array.from({ length: options.workers }, (_, n) => loop(n));
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      figures.longestMs = Math.round(figures.longestMs);
      return figures;
    },
  };
}

/**
 * What staff and the journey would have done before the officer waits for the credit decision: the
 * quote issued, the details and ID check recorded, a password set (as the credit-push tests do). In a
 * portal of this process on the same database, which migrates it first; stopped before the replicas start.
 */
async function anOfficerAtReview(databaseUrl: string, dataDir: string) {
  const portal = await startPortal(
    { ...readConfig({}), port: 0, dataDir, databaseUrl, logLevel: 'warn' },
    createLogger('warn'),
    { serveTools: false },
  );
  try {
    const { container } = portal;
    const { email, applicationId } = await aQuotedOfficer(container, {
      email: `rolling.${process.pid}@fleetco.example`,
      quoteReference: `Q-ROLLING-${process.pid}`,
      staffId: 'os:rolling-restart',
      password: PASSWORD,
    });
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
    return { email, applicationId };
  } finally {
    await portal.stop();
  }
}

export interface RollingRestartReport extends LoadFigures {
  seconds: number;
  restarts: { replica: number; exitCode: number | null; stopMs: number; readyAgainMs: number }[];
  /** How often the waiting screen connected, how often before the credit check was submitted, what it got. */
  subscription: { connections: number; submittedAfter: number; decision: unknown };
  /** What went wrong with a file uploaded through replica 1 and read through replica 2; undefined when nothing. */
  fileAcrossReplicas: string | undefined;
}

const step = (what: string) => process.stderr.write(`${new Date().toISOString().slice(11, 23)} ${what}\n`);

export async function rollingRestart(options: {
  databaseUrl: string;
  secondsBetween: number;
  workers: number;
  /** Run the build as it is, current or not (CI builds the portal in an earlier step). */
  asBuilt?: boolean;
}): Promise<RollingRestartReport> {
  if (!options.asBuilt) await ensurePortalBuilt();
  const folder = await mkdtemp(path.join(tmpdir(), 'rolling-restart-'));
  const schema = await aSchema(options.databaseUrl, 'rolling_restart');
  let topology: TwoReplicas | undefined;
  try {
    step('arranging the officer on a fresh schema');
    const officer = await anOfficerAtReview(schema.url, path.join(folder, 'arrange'));
    step('starting two replicas');
    topology = await startTwoReplicas({
      databaseUrl: schema.url,
      folder,
      env: {
        NODE_ENV: 'development',
        // The sandbox decides the credit check after its delay: the waiting subscription outlives a stop.
        SANDBOX_CREDIT_DELAY_MS: process.env.SANDBOX_CREDIT_DELAY_MS ?? '6000',
      },
    });
    const { replicas, port: listenPort } = topology;
    const agent = new http.Agent({ keepAlive: false });
    const login = await send(
      agent,
      listenPort,
      'POST',
      '/graphql',
      {},
      JSON.stringify({ query: LOGIN, variables: { email: officer.email, password: PASSWORD } }),
    );
    const token = (JSON.parse(login.body) as { data?: { login?: { token?: string } } }).data?.login?.token;
    if (!token) throw new Error(`the officer could not sign in: ${login.body}`);

    step('a file uploaded through replica 1, read through replica 2');
    const fileProblem = await fileAcrossReplicas(replicas, `lp_session=${token}`, officer.applicationId);

    // The waiting screen's subscription. The credit check it waits on is submitted only once a stop
    // has closed its WebSocket and it has connected again: the decision reaches a reconnected screen.
    let connections = 0;
    let submittedAfter = 0;
    const screen = aWaitingScreen(listenPort, `lp_session=${token}`, () => (connections += 1));
    const decision = new Promise<unknown>((resolve) => {
      screen.subscribe(
        { query: CREDIT_DECISION, variables: { applicationId: officer.applicationId } },
        { next: resolve, error: (error) => resolve({ failed: String(error) }), complete: () => undefined },
      );
    });
    const submit = async () => {
      submittedAfter = connections;
      const submitted = await send(
        agent,
        listenPort,
        'POST',
        '/graphql',
        { authorization: `Bearer ${token}` },
        JSON.stringify({
          query: SUBMIT,
          variables: { payload: { applicationId: officer.applicationId, testing: 'accept' } },
        }),
      );
      if (!submitted.body.includes('"pending"'))
        throw new Error(`the credit check was not submitted: ${submitted.body}`);
    };
    let restarting = true;
    const submission = (async () => {
      while (connections < 2 && restarting) await new Promise((resolve) => setTimeout(resolve, 50));
      await submit();
    })();
    submission.catch(() => undefined);

    step('steady load through nginx');
    const startedAt = performance.now();
    const load = steadyLoad({
      port: listenPort,
      workers: options.workers,
      sessionCookie: `lp_session=${token}`,
      officerEmail: officer.email,
    });
    const pause = () => new Promise((resolve) => setTimeout(resolve, options.secondsBetween * 1000));
    const restarts: RollingRestartReport['restarts'] = [];
    await pause();
    for (const [n, replica] of replicas.entries()) {
      step(`TERM to replica ${n + 1}`);
      const termAt = performance.now();
      replica.child!.kill('SIGTERM');
      const exitCode = await replica.exited!;
      const stoppedAt = performance.now();
      await topology.start(replica);
      restarts.push({
        replica: n + 1,
        exitCode,
        stopMs: Math.round(stoppedAt - termAt),
        readyAgainMs: Math.round(performance.now() - stoppedAt),
      });
      // nginx tries a replica it saw refuse again after its fail_timeout (2 s).
      await pause();
    }
    restarting = false;
    await submission;
    const figures = await load.stop();
    if (figures.failed > 0) {
      figures.failures.push(...(await topology.proxyErrors()).slice(0, 5));
    }
    const seconds = Math.round((performance.now() - startedAt) / 100) / 10;
    const answered = await Promise.race([
      decision,
      new Promise((resolve) => setTimeout(() => resolve({ failed: 'no decision within 30 s' }), 30_000)),
    ]);
    await screen.dispose();
    return {
      ...figures,
      seconds,
      restarts,
      subscription: { connections, submittedAfter, decision: answered },
      fileAcrossReplicas: fileProblem,
    };
  } finally {
    await topology?.stop();
    await schema.drop();
    await rm(folder, { recursive: true, force: true });
  }
}

/** What went wrong, one line each; none when the restart was seamless. */
export function problemsOf(report: RollingRestartReport): string[] {
  const problems: string[] = [];
  if (report.failed > 0)
    problems.push(`${report.failed} of ${report.sent} requests failed: ${report.failures.join(' | ')}`);
  if (report.signedInAnswered === 0) problems.push('no signed-in request was answered');
  for (const restart of report.restarts)
    if (restart.exitCode !== 0)
      problems.push(`replica ${restart.replica} exited ${restart.exitCode} on TERM`);
  const decided = report.subscription.decision as { data?: { creditDecision?: { status?: string } } };
  if (decided?.data?.creditDecision?.status !== 'decided')
    problems.push(
      `the waiting subscription got no decision: ${JSON.stringify(report.subscription.decision)}`,
    );
  if (report.subscription.submittedAfter < 2)
    problems.push(
      `the waiting subscription had connected ${report.subscription.submittedAfter} time(s) when the check was submitted: no stop reached it`,
    );
  if (report.fileAcrossReplicas) problems.push(report.fileAcrossReplicas);
  return problems;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'seconds-between': { type: 'string', default: '2.5' },
      workers: { type: 'string', default: '6' },
      json: { type: 'boolean', default: false },
      'as-built': { type: 'boolean', default: false },
    },
  });
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error('Set DATABASE_URL to a PostgreSQL server: both replicas use its database.');
  const report = await rollingRestart({
    databaseUrl,
    secondsBetween: Number(values['seconds-between']),
    workers: Number(values.workers),
    asBuilt: values['as-built'],
  });
  if (values.json) console.log(JSON.stringify(report));
  console.log(
    [
      `Rolling restart of 2 replicas behind nginx, ${report.seconds} s of steady load (${values.workers} clients):`,
      `  requests sent ${report.sent}, failed ${report.failed}, longest ${report.longestMs} ms; signed-in answered ${report.signedInAnswered}; sent again on a new connection ${report.sentAgainOnNewConnection}`,
      ...report.restarts.map(
        (r) =>
          `  replica ${r.replica}: exit ${r.exitCode} ${r.stopMs} ms after TERM, ready again ${r.readyAgainMs} ms later`,
      ),
      `  a file uploaded through replica 1 ${report.fileAcrossReplicas ? 'was not read back' : 'was read back through replica 2'}`,
      `  credit-decision subscription: ${report.subscription.connections} connections (the check submitted once it had connected ${report.subscription.submittedAfter} times), answered ${JSON.stringify(report.subscription.decision)}`,
    ].join('\n'),
  );
  const problems = problemsOf(report);
  for (const problem of problems) console.error(`FAILED: ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
