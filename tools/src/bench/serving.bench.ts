/**
 * Serving benchmark: the compiled portal as a deployment runs it (`node apps/server/dist/main.cjs`,
 * NODE_ENV=production, its demo organisations and rate book, every partner on its sandbox by name),
 * on embedded PGlite in a new data folder or, with DATABASE_URL, on a PostgreSQL server in a
 * database created for the run and dropped after it.
 *
 * (a) memory: the portal process's resident set (VmRSS) once it answers `/health` and has settled,
 *     then after `--requests` mixed requests (the first page, health, `{ __typename }`, distinct
 *     rate-book searches, a sign-in refused): the budgets are 150 MB on a server and 300 MB embedded.
 * (b) `{ __typename }` requests per second on the portal against a bare Apollo Server 5 on express 5
 *     with the same schema (bare-apollo-server.ts), measured in alternating rounds of the same run
 *     (median of `--rounds`): the budget is 0.8×. Beside it, the CPU each server's processes used a
 *     request, which a busy machine stretches far less than requests a second. Then the same with a
 *     browser's Accept-Encoding, which the portal's compression negotiates, shown beside it.
 *
 * Build the portal and its web app first (`npm run build:server && npm run build:web`). The machine's load average is printed: on a
 * shared 2-core machine other work stretches every figure.
 *
 *   npm run bench:serving -w @lease-portal/tools -- [--requests 1000 --rounds 3 --seconds 5]
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  AU_HOST,
  chooseStorage,
  EMPTY_QUERY,
  mixedRequests,
  portalMain,
  PRODUCTION_ENV,
  repositoryRoot,
  residentMb,
  startServer,
  stop,
  webIndex,
  type Started,
} from './portal-process';
import { processorMsOfTree } from './processor-time';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const REQUESTS = Math.min(Number(args.requests), 20_000);
const ROUNDS = Math.min(Number(args.rounds), 9);
const SECONDS = Math.min(Number(args.seconds), 30);
const CONNECTIONS = Number(args.connections);
const BUDGETS = { embeddedMb: 300, serverMb: 150, emptyQueryRatio: 0.8 };

const tsx = path.join(repositoryRoot, 'node_modules/.bin/tsx');

/** What a browser adds: the encodings it accepts, which the portal's compression then looks at. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Round {
  /** Requests per second. */
  rate: number;
  /** CPU the server's processes used for each request: what the machine's other work stretches least. */
  cpuMs: number;
}

async function emptyQueryRound(server: Started, extraHeaders: Record<string, string> = {}): Promise<Round> {
  // The process and its children: tsx runs the bare server in a child.
  const cpuBefore = await processorMsOfTree(server.child.pid!);
  const result = await autocannon({
    url: `${server.url}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', host: AU_HOST, ...extraHeaders },
    body: EMPTY_QUERY,
  });
  if (result.errors + result.non2xx > 0)
    throw new Error(`${server.url}: ${result.errors + result.non2xx} failed requests`);
  const cpuMs = (await processorMsOfTree(server.child.pid!)) - cpuBefore;
  return { rate: result.requests.average, cpuMs: cpuMs / Math.max(1, result.requests.total) };
}

/** Alternating rounds on the portal and the bare server; the medians and their ratios. */
async function compared(portal: Started, bare: Started, extraHeaders: Record<string, string> = {}) {
  const portalRounds: Round[] = [];
  const bareRounds: Round[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    portalRounds.push(await emptyQueryRound(portal, extraHeaders));
    bareRounds.push(await emptyQueryRound(bare, extraHeaders));
  }
  const rates = (rounds: Round[]) => rounds.map((r) => r.rate);
  const cpu = (rounds: Round[]) => median(rounds.map((r) => r.cpuMs));
  return {
    portalRates: rates(portalRounds),
    bareRates: rates(bareRounds),
    ratio: median(rates(portalRounds)) / median(rates(bareRounds)),
    portalCpuMs: cpu(portalRounds),
    bareCpuMs: cpu(bareRounds),
    cpuRatio: cpu(bareRounds) / cpu(portalRounds),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (value: number) => `${value.toFixed(0)} MB`;

async function main(): Promise<void> {
  if (!existsSync(portalMain) || !existsSync(webIndex)) {
    throw new Error('Build the portal and its web app first: npm run build:server && npm run build:web');
  }
  const storage = await chooseStorage(process.env.DATABASE_URL);
  const budgetMb = process.env.DATABASE_URL ? BUDGETS.serverMb : BUDGETS.embeddedMb;
  console.log(
    `Storage: ${storage.describe}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const portal = await startServer(
    process.execPath,
    [portalMain],
    { ...storage.env, ...PRODUCTION_ENV },
    '/health',
  );
  const bare = await startServer(
    tsx,
    [path.join(__dirname, 'bare-apollo-server.ts')],
    { NODE_ENV: 'production' },
    '/graphql',
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const atStart = await residentMb(portal.child.pid!);
    const { failed } = await mixedRequests(portal.url, REQUESTS);
    const afterLoad = await residentMb(portal.child.pid!);
    console.log(`\n(a) memory of the portal process (budget ${budgetMb} MB)`);
    console.log(`after start              ${mb(atStart)}`);
    console.log(`after ${REQUESTS} mixed requests ${mb(afterLoad)}  (${failed} failed)`);

    console.log(
      `\n(b) { __typename }, ${CONNECTIONS} connections, ${SECONDS} s a round, ${ROUNDS} rounds alternating`,
    );
    const plain = await compared(portal, bare);
    const perSecond = (rates: number[]) =>
      `${rates.map((r) => r.toFixed(0)).join(', ')} req/s (median ${median(rates).toFixed(0)})`;
    console.log(
      `portal      ${perSecond(plain.portalRates)}, ${plain.portalCpuMs.toFixed(3)} ms of CPU a request`,
    );
    console.log(
      `bare Apollo ${perSecond(plain.bareRates)}, ${plain.bareCpuMs.toFixed(3)} ms of CPU a request`,
    );
    console.log(`ratio       ${plain.ratio.toFixed(2)}× (budget ${BUDGETS.emptyQueryRatio}×)`);
    // Requests a second follow the CPU each server is given, which other work on a shared machine
    // takes from either unevenly; the CPU each request costs is what that changes least.
    console.log(
      `CPU ratio   ${plain.cpuRatio.toFixed(2)}× (the bare server's CPU a request over the portal's)`,
    );

    // The same request as a browser sends it: the answer is too small to compress, yet compression
    // negotiates it (the bare server has none). Shown beside the budget, not held to it.
    const browser = await compared(portal, bare, BROWSER_HEADERS);
    console.log(
      `with a browser's Accept-Encoding: ratio ${browser.ratio.toFixed(2)}×, CPU ratio ${browser.cpuRatio.toFixed(2)}× (portal ${median(browser.portalRates).toFixed(0)}, bare ${median(browser.bareRates).toFixed(0)} req/s)`,
    );
    console.log(`memory after the throughput rounds ${mb(await residentMb(portal.child.pid!))}`);
  } finally {
    await Promise.all([stop(portal), stop(bare)]);
    await storage.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
