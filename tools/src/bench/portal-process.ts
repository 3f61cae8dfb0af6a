/**
 * The compiled portal in a process of its own, as the serving and memory benchmarks run it: started
 * on a new embedded data folder or a PostgreSQL database of the run's own, its resident set read
 * from the kernel, and the mixed requests a visitor's browser and the calculator send.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PgPoolDatabase } from '@lease-portal/postgres';
import { searchMix } from './rate-book-searches';
import { aFreePort } from '../support/free-port';

export const repositoryRoot = path.resolve(__dirname, '../../..');
export const portalMain = path.join(repositoryRoot, 'apps/server/dist/main.cjs');
export const webIndex = path.join(repositoryRoot, 'apps/web/dist/index.html');
export const AU_HOST = 'au.localhost';
export const EMPTY_QUERY = JSON.stringify({ query: '{ __typename }' });

export interface Started {
  child: ChildProcess;
  url: string;
}

/** Runs `command`, waiting until `readyPath` answers 200 (2 minutes at most); its output kept for a failure. */
export async function startServer(
  command: string,
  argv: string[],
  env: NodeJS.ProcessEnv,
  readyPath: string,
): Promise<Started> {
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
    if (answer?.ok) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${command} ${argv.join(' ')} did not come up:\n${output.slice(-3000)}`);
}

export async function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return;
  started.child.kill('SIGTERM');
  const exited = once(started.child, 'exit');
  const late = setTimeout(() => started.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(late);
}

/** The process's resident set in MB, from the kernel's own account of it. */
export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return kb / 1024;
}

export interface Storage {
  env: NodeJS.ProcessEnv;
  describe: string;
  dispose(): Promise<void>;
}

/** A database of the run's own on the server at `url`, or without one a new embedded data folder. */
export async function chooseStorage(url: string | undefined): Promise<Storage> {
  if (!url) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      describe: 'embedded PGlite (a new data folder)',
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `portal_bench_${process.pid}_${Date.now()}`;
  const admin = new PgPoolDatabase({ connectionString: url, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    // A production portal on a server signs file links with the deployment's key (decision 1600).
    env: { DATABASE_URL: own.toString(), FILE_URL_SECRET: randomBytes(32).toString('base64') },
    describe: `PostgreSQL server (database ${name}, dropped after)`,
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** How a deployment runs the portal: production, its demo organisations, every partner on its sandbox. */
export const PRODUCTION_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  SANDBOX_PARTNERS: 'all',
  MAIL_OUTBOX: 'on',
  LOG_LEVEL: 'warn',
};

const RATE_BOOK_QUERY = `query RateBook($filter: RateBookFilter!) {
  rateBook(filter: $filter) { resultCount results { totalCount rows { catalogVehicleId vehicleMake vehicleModel weekLeaseprice monthLeaseprice duration } } }
}`;

/** What a visitor's browser and the calculator send, in turn: `requests` of them, 4 at a time. */
export async function mixedRequests(url: string, requests: number): Promise<{ failed: number }> {
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

export function graphql(url: string, body: string): Promise<Response> {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: AU_HOST },
    body,
  });
}
