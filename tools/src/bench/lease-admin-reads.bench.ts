/**
 * lease-admin's reads benchmark (decision 2122): how long a support member waits for `application
 * show` and `application search`, the tool started as they start it (its launcher, the compiled
 * build), on the embedded database (a data folder, no portal running: the command opens it itself)
 * and, with `--database-url`, on a PostgreSQL server, in a database made for the run and dropped
 * after it. With `--beside-portal`, the embedded folder again with a portal running on it, started by
 * the benchmark: the command then reads through the portal's loopback socket. The target is 1.5 s for a read, 0.5 s for `--help` (issue: lease-admin at the standard of
 * the best support tools).
 *
 * Each engine gets the demo organisations, a first administrator and `--applications` quoted
 * applications; each command runs once unmeasured (the file cache warm, as for a member's second
 * command), then `--runs` times one after another. Printed: the median, fastest and slowest wall
 * time, the median CPU time (user and system, from /proc on Linux) and the machine's load: on a
 * shared 2-core machine other work stretches the wall time, less the CPU time. A run during which
 * the launcher rebuilt (a source changed meanwhile) is run again, not counted.
 *
 *   npx tsx tools/src/bench/lease-admin-reads.bench.ts [--runs 10] [--applications 50]
 *     [--database-url postgres://postgres@127.0.0.1:5432/test] [--beside-portal]
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { buildLeaseAdmin, DIST } from '@lease-portal/cli/src/build/build-lease-admin';
import { cliServicesOf } from '@lease-portal/cli/src/open-cli-services';
import pino from 'pino';
import { openDatabase, PgPoolDatabase } from '@lease-portal/postgres';
import { demoOrganisations, readConfig, startPortal } from '@lease-portal/server';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    applications: { type: 'string', default: '50' },
    'database-url': { type: 'string' },
    'beside-portal': { type: 'boolean', default: false },
  },
});
const RUNS = Math.min(Number(args.runs), 50);
const APPLICATIONS = Math.min(Number(args.applications), 1000);

const LAUNCHER = path.resolve(__dirname, '../../../apps/cli/bin/lease-admin.cjs');
const TARGETS = { help: 500, read: 1500 };

/** A desk's data: the demo organisations, one administrator, `APPLICATIONS` quoted applications. */
async function aDesk(where: { dataDir: string; databaseUrl?: string }) {
  const db = await openDatabase(where);
  try {
    const services = cliServicesOf(db, { env: { DATA_DIR: where.dataDir } });
    for (const profile of demoOrganisations) await services.orgProfiles.save(profile);
    const enrolled = await services.staff.enrolFirst.execute({
      name: 'Bench Desk',
      email: 'desk@provider.example',
    });
    if (!enrolled.ok) throw enrolled.error;
    let applicationId = '';
    for (let n = 1; n <= APPLICATIONS; n += 1) {
      const issued = await services.issueQuotedApplication.execute({
        orgId: n % 2 === 0 ? 'org-nz-demo' : 'org-au-demo',
        staffId: enrolled.value.member.staffId,
        quote: {
          ...{ firstName: 'Jordan', lastName: `Tran${n}`, email: `jordan.${n}@example.com` },
          ...{ phone: n % 2 === 0 ? '0211234567' : '0412345678', vehicleMake: 'Toyota' },
          ...{ vehicleModel: 'HiLux SR5', driveAwayPrice: '58990', monthlyRental: '1120.50', term: '48' },
          ...{ quoteReference: `Q-BENCH-${n}`, signing: 'electronic' },
        },
      });
      if (!issued.ok) throw issued.error;
      applicationId = issued.value.applicationId;
    }
    return { key: enrolled.value.key, applicationId };
  } finally {
    await db.close();
  }
}

/** When the build the launcher runs was made: a run that changed it rebuilt first, and does not count. */
const builtAt = (): number | undefined => {
  try {
    return (JSON.parse(readFileSync(path.join(DIST, 'build-inputs.json'), 'utf8')) as { builtAt: number })
      .builtAt;
  } catch {
    return undefined;
  }
};

/** CPU ms of this process's children that ended (Linux /proc, fields 14 to 17 in 10 ms ticks). */
function childrenCpu(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

interface Timing {
  wall: number;
  cpu?: number;
}

/** One run of the launcher as a shell starts it (its `#!` line included); one that rebuilt is run again. */
async function timeOf(argv: string[], env: NodeJS.ProcessEnv): Promise<Timing> {
  for (;;) {
    const build = builtAt();
    const cpuBefore = childrenCpu();
    const started = performance.now();
    await promisify(execFile)(LAUNCHER, argv, { env: { ...process.env, ...env } });
    const wall = performance.now() - started;
    const cpuAfter = childrenCpu();
    if (builtAt() !== build) continue;
    return {
      wall,
      ...(cpuBefore !== undefined && cpuAfter !== undefined ? { cpu: cpuAfter - cpuBefore } : {}),
    };
  }
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

async function measure(engine: string, env: NodeJS.ProcessEnv, applicationId: string): Promise<void> {
  const commands: [string, string[], number][] = [
    ['--help', ['--help'], TARGETS.help],
    ['application show <id>', ['application', 'show', applicationId], TARGETS.read],
    ['application show <id> --json', ['application', 'show', applicationId, '--json'], TARGETS.read],
    ['application search --name', ['application', 'search', '--name', 'tran7 jordan'], TARGETS.read],
    ['application search --phone', ['application', 'search', '--phone', '0412 345 678'], TARGETS.read],
    [
      'application search --quote --json <fields>',
      ['application', 'search', '--quote', 'q-bench-1', '--json', 'applicationId,status'],
      TARGETS.read,
    ],
  ];
  for (const [name, argv, target] of commands) {
    await timeOf(argv, env);
    const times: Timing[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await timeOf(argv, env));
    const walls = times.map((time) => time.wall).sort((a, b) => a - b);
    const cpus = times.flatMap((time) => (time.cpu === undefined ? [] : [time.cpu]));
    const middle = median(walls);
    const verdict = middle <= target ? `within ${target} ms` : `OVER ${target} ms`;
    const cpu = cpus.length > 0 ? ms(median(cpus)) : '       -';
    console.log(
      `${name.padEnd(44)}${engine.padEnd(10)}${ms(middle)}  ${ms(walls[0]!)}  ${ms(walls.at(-1)!)}  ${cpu}  ${verdict}`,
    );
  }
}

/** A new database on the server in `url`, dropped by the answer's `drop`. */
async function aFreshDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lp_admin_reads_bench_${process.pid}`;
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

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-admin-reads-bench-'));
  const server = args['database-url'] ? await aFreshDatabase(args['database-url']) : undefined;
  try {
    await buildLeaseAdmin();
    console.log(
      `${RUNS} runs each, ${APPLICATIONS} applications, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(
      `${'command'.padEnd(44)}${'engine'.padEnd(10)}  median   fastest   slowest  CPU(med)  target`,
    );
    const embedded = await aDesk({ dataDir });
    const onFolder = { DATA_DIR: dataDir, DATABASE_URL: '', LEASE_ADMIN_STAFF_KEY: embedded.key };
    await measure('embedded', onFolder, embedded.applicationId);
    if (args['beside-portal']) {
      const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), databaseUrl: undefined };
      const portal = await startPortal(config, pino({ level: 'silent' }));
      try {
        await measure('portal', onFolder, embedded.applicationId);
      } finally {
        await portal.stop();
      }
    }
    if (server) {
      const onServer = await aDesk({ dataDir, databaseUrl: server.url });
      await measure(
        'server',
        { DATA_DIR: dataDir, DATABASE_URL: server.url, LEASE_ADMIN_STAFF_KEY: onServer.key },
        onServer.applicationId,
      );
    }
    console.log(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
  } finally {
    await server?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
