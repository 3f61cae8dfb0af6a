/**
 * Memory benchmark: the compiled portal as a deployment runs it (`node apps/server/dist/main.cjs`,
 * production, its demo organisations, every partner on its sandbox), on embedded PGlite in a new
 * data folder (its first start, then a restart on it) and, with `--database-url`, on a PostgreSQL
 * server in a database created for the run and dropped after it. Each process is measured twice: once
 * it answers `/health` and has settled, and after `--requests` mixed requests (the first page,
 * health, `{ __typename }`, distinct rate-book searches, sign-ins). The budget is the resident set: 150 MB on a server, 300 MB embedded. Beside it, the
 * process's own account (memory-probe.cjs): V8's heap in use and reserved, memory held outside it
 * (buffers, WASM memory) and, of that, array buffers.
 *
 * Build the portal and its web app first (`npm run build:server && npm run build:web`).
 *
 *   npm run bench:memory -w @lease-portal/tools -- [--requests 1000] [--portal <its main.cjs>]
 *     [--node-flag=--max-semi-space-size=8 ...]
 *     [--database-url postgres://postgres@127.0.0.1:5432/test]
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  chooseStorage,
  mixedRequests,
  portalMain,
  PRODUCTION_ENV,
  residentMb,
  startServer,
  stop,
  webIndex,
  type Started,
  type Storage,
} from './portal-process';

const { values: args } = parseArgs({
  allowNegative: true,
  options: {
    // --no-embedded measures the server alone.
    embedded: { type: 'boolean', default: true },
    requests: { type: 'string', default: '1000' },
    'database-url': { type: 'string' },
    // Another build of the portal to measure, an older commit's for a before figure.
    portal: { type: 'string', default: portalMain },
    // A V8 or Node flag to run the portal with, to weigh one: --node-flag=--max-semi-space-size=8
    'node-flag': { type: 'string', multiple: true, default: [] },
    settle: { type: 'string', default: '3' },
  },
});
const REQUESTS = Math.min(Number(args.requests), 20_000);
const SETTLE_MS = Number(args.settle) * 1000;
const BUDGETS_MB = { embedded: 300, server: 150 };
const PROBE = path.join(__dirname, 'memory-probe.cjs');

interface Sample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  cpuMs: number;
  gcMs: number;
  /** The flags the portal ran with: its entry's own unless given others. */
  execArgv: string[];
}

/** The resident set from the kernel and the rest from the probe inside the portal, in MB. */
async function sample(portal: Started, probeFile: string): Promise<Sample> {
  await rm(probeFile, { force: true });
  portal.child.kill('SIGUSR2');
  let written: string | undefined;
  for (let waited = 0; !written && waited < 5_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    written = await readFile(probeFile, 'utf8').catch(() => undefined);
  }
  if (!written) throw new Error('The portal did not answer the memory probe');
  const usage = JSON.parse(written) as NodeJS.MemoryUsage & {
    cpuMs: number;
    gcMs: number;
    execArgv: string[];
  };
  const mb = (bytes: number) => bytes / 2 ** 20;
  return {
    rss: await residentMb(portal.child.pid!),
    heapUsed: mb(usage.heapUsed),
    heapTotal: mb(usage.heapTotal),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    cpuMs: usage.cpuMs,
    gcMs: usage.gcMs,
    execArgv: usage.execArgv.filter((flag) => !flag.includes('memory-probe') && flag !== '--require'),
  };
}

const row = (moment: string, s: Sample) =>
  `${moment.padEnd(36)}${[s.rss, s.heapUsed, s.heapTotal, s.external, s.arrayBuffers]
    .map((value) => value.toFixed(0).padStart(8))
    .join('')}`;

/** One portal process on `storage`: its memory after start and after the mixed requests; within budget? */
async function measureOnce(storage: Storage, moment: string, budget: number): Promise<boolean> {
  const probeFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'memory-probe-')), 'memory.json');
  const portal = await startServer(
    process.execPath,
    ['--require', PROBE, ...args['node-flag'], path.resolve(args.portal)],
    { ...storage.env, ...PRODUCTION_ENV, MEMORY_PROBE_FILE: probeFile },
    '/health',
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const atStart = await sample(portal, probeFile);
    console.log(row(`${moment}: after start`, atStart), ` node ${atStart.execArgv.join(' ')}`);
    const { failed } = await mixedRequests(portal.url, REQUESTS);
    const afterLoad = await sample(portal, probeFile);
    console.log(row(`  after ${REQUESTS} mixed requests`, afterLoad));
    // CPU rather than time: the machine is shared, and the requests' CPU is the cost a flag changes.
    console.log(
      `  the requests took ${(afterLoad.cpuMs - atStart.cpuMs).toFixed(0)} ms of CPU, ` +
        `${(afterLoad.gcMs - atStart.gcMs).toFixed(0)} ms of it in garbage collection`,
    );
    if (failed > 0) console.log(`  ${failed} requests failed`);
    return Math.max(atStart.rss, afterLoad.rss) <= budget && failed === 0;
  } finally {
    await stop(portal);
    await rm(path.dirname(probeFile), { recursive: true, force: true });
  }
}

/** On a server, a new database; embedded, a new data folder's first start, then a restart on it. */
async function measure(databaseUrl: string | undefined): Promise<boolean> {
  const storage = await chooseStorage(databaseUrl);
  const budget = databaseUrl ? BUDGETS_MB.server : BUDGETS_MB.embedded;
  console.log(`\n${storage.describe}: budget ${budget} MB resident`);
  console.log(`${''.padEnd(36)}     rss heapUsed heapTotal external  arrayBuf   (MB)`);
  try {
    const moments = databaseUrl ? ['new database'] : ['first start', 'restart'];
    const within: boolean[] = [];
    for (const moment of moments) within.push(await measureOnce(storage, moment, budget));
    return within.every(Boolean);
  } finally {
    await storage.dispose();
  }
}

async function main(): Promise<void> {
  if (!existsSync(portalMain) || !existsSync(webIndex)) {
    throw new Error('Build the portal and its web app first: npm run build:server && npm run build:web');
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const within = args.embedded ? [await measure(undefined)] : [];
  if (args['database-url']) within.push(await measure(args['database-url']));
  console.log(within.every(Boolean) ? '\nwithin budget' : '\nOVER BUDGET');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
