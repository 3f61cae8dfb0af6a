/**
 * Start-up benchmark (decision 2116): how long an operator waits, from typing `npm start` to the
 * portal answering `/health`, on a fresh clone's first start and on a restart with nothing changed.
 *
 * Without `--checkout` it clones this repository's last commit into a temporary folder and installs
 * it with `npm ci` (timed apart: mostly the network); with `--checkout <folder>` it uses that
 * checkout as it is, an older commit's for a before figure (`--fresh` removes its built web app and
 * server first). Every start runs `npm start` in the checkout with a temporary folder of its own as
 * TMPDIR, as a new machine has it: no compiler cache, no embedded database template.
 *
 * Measured: the first start on a new data folder (the builds included), then `--runs` restarts on it
 * with nothing changed (median, fastest, slowest), each stopped with TERM; with `--database-url` the
 * same on a PostgreSQL server, in a database created for the run and dropped after it. The budgets:
 * a first start 15 s, a restart 3 s embedded and 2 s on a server. The machine's load average is
 * printed: on a shared 2-core machine other work stretches every figure.
 *
 *   npm run bench:start -w @lease-portal/tools -- [--checkout <folder> [--fresh]] [--runs 5]
 *     [--database-url postgres://postgres@127.0.0.1:5432/test]
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { PgPoolDatabase } from '@lease-portal/postgres';
import { aFreePort } from '../support/free-port';

const { values: args } = parseArgs({
  options: {
    checkout: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
  },
});
const RUNS = Math.min(Number(args.runs), 20);
const BUDGETS = { first: 15_000, embedded: 3_000, server: 2_000 };
const repositoryRoot = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

interface Started {
  child: ChildProcess;
  ms: number;
}

/** `npm start` in `checkout`, timed until `/health` answers 200; its output is kept for a failure. */
async function started(checkout: string, env: NodeJS.ProcessEnv): Promise<Started> {
  const port = await aFreePort();
  const begun = performance.now();
  // Its own process group: the TERM reaches npm, its shell and the portal alike.
  const child = spawn('npm', ['start'], {
    cwd: checkout,
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  while (child.exitCode === null) {
    const answered = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (answered === 200) return { child, ms: performance.now() - begun };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`npm start exited ${child.exitCode} before /health answered:\n${stderr}`);
}

async function stopped({ child }: Started): Promise<void> {
  const exited = once(child, 'exit');
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/** The first start, then `RUNS` restarts with nothing changed, each stopped before the next. */
async function startsOf(
  checkout: string,
  env: NodeJS.ProcessEnv,
): Promise<{ first: number; restarts: number[] }> {
  const first = await started(checkout, env);
  await stopped(first);
  const restarts: number[] = [];
  for (let n = 0; n < RUNS; n += 1) {
    const restart = await started(checkout, env);
    restarts.push(restart.ms);
    await stopped(restart);
  }
  return { first: first.ms, restarts: restarts.sort((a, b) => a - b) };
}

/** A new database on the server in `url`, dropped by the answer's `drop`. */
async function aFreshDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lp_start_bench_${process.pid}`;
  const admin = new PgPoolDatabase({ connectionString: url });
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(8);
const verdict = (ms: number, budget: number) =>
  ms <= budget ? `within ${budget / 1000} s` : `OVER ${budget / 1000} s`;

function report(
  storage: string,
  starts: { first: number; restarts: number[] },
  budget: number,
  firstIs: string,
): void {
  const { first, restarts } = starts;
  const median = restarts[Math.floor(restarts.length / 2)]!;
  console.log(`${storage}: first start ${seconds(first)}  (${firstIs}; ${verdict(first, BUDGETS.first)})`);
  console.log(
    `${storage}: restart     ${seconds(median)}  median of ${restarts.length}, fastest ${seconds(restarts[0]!)}, slowest ${seconds(restarts.at(-1)!)}  (${verdict(median, budget)})`,
  );
}

async function main(): Promise<void> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'lease-portal-start-bench-'));
  try {
    let checkout = args.checkout ? path.resolve(args.checkout) : path.join(scratch, 'clone');
    if (!args.checkout) {
      await run('git', ['clone', '--quiet', repositoryRoot, checkout]);
      const installing = performance.now();
      await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: checkout, maxBuffer: 64 * 1024 * 1024 });
      console.log(`fresh clone: npm ci ${seconds(performance.now() - installing)}`);
    } else if (args.fresh) {
      for (const built of ['apps/web/dist', 'apps/server/dist'])
        await rm(path.join(checkout, built), { recursive: true, force: true });
    }
    checkout = path.resolve(checkout);
    const { stdout: commit } = await run('git', ['log', '-1', '--format=%h %s'], { cwd: checkout });
    console.log(`checkout ${checkout} at ${commit.trim().slice(0, 90)}`);
    console.log(`load average ${os.loadavg()[0]!.toFixed(1)} at the start`);

    const env = { TMPDIR: path.join(scratch, 'tmp'), DATA_DIR: path.join(scratch, 'data'), DATABASE_URL: '' };
    await mkdir(env.TMPDIR);
    report('embedded', await startsOf(checkout, env), BUDGETS.embedded, 'new data folder, builds included');

    if (args['database-url']) {
      const database = await aFreshDatabase(args['database-url']);
      try {
        const starts = await startsOf(checkout, { ...env, DATABASE_URL: database.url });
        report('server  ', starts, BUDGETS.server, 'new database, migrations included');
      } finally {
        await database.drop();
      }
    }
    console.log(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
