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
 *     (median of `--rounds`): the budget is 0.8×.
 *
 * Build the portal and its web app first (`npm run build:server && npm run build:web`). The machine's load average is printed: on a
 * shared 2-core machine other work stretches every figure.
 *
 *   npm run bench:serving -w @lease-portal/tools -- [--requests 1000 --rounds 3 --seconds 5]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { PgPoolDatabase } from '@lease-portal/postgres';
import { searchMix } from './rate-book-searches';
import { aFreePort } from '../support/free-port';

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

const repositoryRoot = path.resolve(__dirname, '../../..');
const portalMain = path.join(repositoryRoot, 'apps/server/dist/main.cjs');
const webIndex = path.join(repositoryRoot, 'apps/web/dist/index.html');
const tsx = path.join(repositoryRoot, 'node_modules/.bin/tsx');
const AU_HOST = 'au.localhost';
const EMPTY_QUERY = JSON.stringify({ query: '{ __typename }' });

interface Started {
  child: ChildProcess;
  url: string;
}

/** Runs `command`, waiting until `readyPath` answers 200 (2 minutes at most); its output kept for a failure. */
async function startServer(command: string, argv: string[], env: NodeJS.ProcessEnv, readyPath: string) {
  const port = await aFreePort();
  const child = spawn(command, argv, {
    cwd: repositoryRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const answer = await fetch(`${url}${readyPath}`, {
      method: readyPath === '/graphql' ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json' },
      body: readyPath === '/graphql' ? EMPTY_QUERY : undefined,
    }).catch(() => undefined);
    if (answer?.ok) return { child, url } satisfies Started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${command} ${argv.join(' ')} did not come up:\n${output.slice(-3000)}`);
}

async function stop(started: Started): Promise<void> {
  started.child.kill('SIGTERM');
  const exited = once(started.child, 'exit');
  const late = setTimeout(() => started.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(late);
}

/** The process's resident set in MB, from the kernel's own account of it. */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kb / 1024;
}

interface Storage {
  env: NodeJS.ProcessEnv;
  describe: string;
  dispose(): Promise<void>;
}

/** A database of the run's own on the server, or a new embedded data folder. */
async function chooseStorage(): Promise<Storage> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'serving-bench-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      describe: 'embedded PGlite (a new data folder)',
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `serving_bench_${process.pid}`;
  const admin = new PgPoolDatabase({ connectionString: url, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: own.toString() },
    describe: `PostgreSQL server (database ${name}, dropped after)`,
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

const RATE_BOOK_QUERY = `query RateBook($filter: RateBookFilter!) {
  rateBook(filter: $filter) { resultCount results { totalCount rows { catalogVehicleId vehicleMake vehicleModel weekLeaseprice monthLeaseprice duration } } }
}`;

/** What a visitor's browser and the calculator send, in turn: `requests` of them, 4 at a time. */
async function mixedRequests(url: string, requests: number): Promise<{ failed: number }> {
  const searches = searchMix(requests, 7);
  const kinds: (() => Promise<Response>)[] = [
    () => fetch(`${url}/`, { headers: { host: AU_HOST } }),
    () => fetch(`${url}/health`),
    () => graphql(url, EMPTY_QUERY),
    () =>
      graphql(url, JSON.stringify({ query: RATE_BOOK_QUERY, variables: { filter: searches.pop() ?? {} } })),
    () =>
      graphql(
        url,
        JSON.stringify({
          query:
            'mutation LogIn($email: String!, $password: String!) { login(email: $email, password: $password) { __typename } }',
          variables: { email: `nobody${next}@example.com`, password: 'not-the-password' },
        }),
      ),
  ];
  let failed = 0;
  let next = 0;
  async function worker(): Promise<void> {
    while (next < requests) {
      const kind = kinds[next % kinds.length]!;
      next += 1;
      const answer = await kind().catch(() => undefined);
      // A refused sign-in is a 200 with an error: only a transport failure or a 5xx counts.
      if (!answer || answer.status >= 500) failed += 1;
      await answer?.arrayBuffer();
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()]);
  return { failed };
}

function graphql(url: string, body: string): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: AU_HOST },
    body,
  });
}

async function emptyQueryRate(url: string): Promise<number> {
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', host: AU_HOST },
    body: EMPTY_QUERY,
  });
  if (result.errors + result.non2xx > 0)
    throw new Error(`${url}: ${result.errors + result.non2xx} failed requests`);
  return result.requests.average;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (value: number) => `${value.toFixed(0)} MB`;

async function main(): Promise<void> {
  if (!existsSync(portalMain) || !existsSync(webIndex)) {
    throw new Error('Build the portal and its web app first: npm run build:server && npm run build:web');
  }
  const storage = await chooseStorage();
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
    { ...storage.env, NODE_ENV: 'production', SANDBOX_PARTNERS: 'all', MAIL_OUTBOX: 'on', LOG_LEVEL: 'warn' },
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
    const portalRates: number[] = [];
    const bareRates: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      portalRates.push(await emptyQueryRate(portal.url));
      bareRates.push(await emptyQueryRate(bare.url));
    }
    const ratio = median(portalRates) / median(bareRates);
    console.log(
      `portal      ${portalRates.map((r) => r.toFixed(0)).join(', ')} req/s (median ${median(portalRates).toFixed(0)})`,
    );
    console.log(
      `bare Apollo ${bareRates.map((r) => r.toFixed(0)).join(', ')} req/s (median ${median(bareRates).toFixed(0)})`,
    );
    console.log(`ratio       ${ratio.toFixed(2)}× (budget ${BUDGETS.emptyQueryRatio}×)`);
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
