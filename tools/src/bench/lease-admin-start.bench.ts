/**
 * lease-admin start-up benchmark (decision 2060): how long a support member waits for `--help` and
 * for a read on the embedded database, the tool started as they start it (its launcher, compiled
 * build, no portal running: the command opens the data folder itself).
 *
 * It makes a data folder with the demo organisations, a first administrator and a few applications,
 * builds the tool, then runs each command `--runs` times one after another and prints the median,
 * the fastest and the slowest wall time against the targets (`--help` 0.5 s, a read 1.5 s), the median
 * CPU time (user and system, read from /proc on Linux), and the machine's load: on a shared 2-core
 * machine other work stretches the wall time, less the CPU time. A run during which the launcher
 * rebuilt (a source changed meanwhile, as in a shared working tree) is run again, not counted. With
 * `--sources` it also runs the TypeScript sources through tsx (LEASE_ADMIN_FROM_SOURCES=1), the
 * launcher's fallback.
 *
 *   npx tsx tools/src/bench/lease-admin-start.bench.ts [--runs 10] [--applications 5] [--sources]
 *
 * Before and after, measured on the shared 2-core development machine: decision 2060.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { buildLeaseAdmin, DIST } from '@lease-portal/cli/src/build/build-lease-admin';
import { cliServicesOf } from '@lease-portal/cli/src/open-cli-services';
import { openDatabase } from '@lease-portal/postgres';
import { demoOrganisations } from '@lease-portal/server';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    applications: { type: 'string', default: '5' },
    sources: { type: 'boolean', default: false },
  },
});
const RUNS = Math.min(Number(args.runs), 50);
const APPLICATIONS = Math.min(Number(args.applications), 100);

const LAUNCHER = path.resolve(__dirname, '../../../apps/cli/bin/lease-admin.cjs');
const TARGETS = { help: 500, read: 1500 };

/** A data folder as a desk has it: the demo organisations, one administrator, a few applications. */
async function aDesk(dataDir: string): Promise<{ key: string; applicationId: string }> {
  const db = await openDatabase({ dataDir });
  try {
    const services = cliServicesOf(db, { env: { DATA_DIR: dataDir } });
    for (const profile of demoOrganisations) await services.orgProfiles.save(profile);
    const enrolled = await services.staff.enrolFirst.execute({
      name: 'Bench Desk',
      email: 'desk@provider.example',
    });
    if (!enrolled.ok) throw enrolled.error;
    let applicationId = '';
    for (let n = 1; n <= APPLICATIONS; n += 1) {
      const issued = await services.issueQuotedApplication.execute({
        orgId: 'org-au-demo',
        staffId: enrolled.value.member.staffId,
        quote: {
          ...{
            firstName: 'Jordan',
            lastName: `Tran ${n}`,
            email: `jordan.${n}@example.com`,
            phone: '0412345678',
          },
          ...{
            vehicleMake: 'Toyota',
            vehicleModel: 'HiLux SR5',
            driveAwayPrice: '58990',
            monthlyRental: '1120.50',
          },
          ...{ term: '48', quoteReference: `Q-BENCH-${n}`, signing: 'electronic' },
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

/**
 * The CPU time in ms of this process's children that ended, user and system (Linux's /proc: the 14th
 * to 17th fields, in clock ticks of 10 ms); undefined elsewhere.
 */
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

/** One run of the launcher, as a shell starts it (its `#!` line included), not counting one that rebuilt. */
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

/** Runs one first (the file cache warm, as for a member's second command), then times `RUNS`. */
async function timesOf(argv: string[], env: NodeJS.ProcessEnv): Promise<Timing[]> {
  await timeOf(argv, env);
  const times: Timing[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await timeOf(argv, env));
  return times;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-admin-bench-'));
  try {
    const { key, applicationId } = await aDesk(dataDir);
    await buildLeaseAdmin();
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', LEASE_ADMIN_STAFF_KEY: key };
    const commands: [string, string[], number][] = [
      ['--help', ['--help'], TARGETS.help],
      ['application move --help', ['application', 'move', '--help'], TARGETS.help],
      ['org list --json', ['org', 'list', '--json'], TARGETS.read],
      ['application list --json', ['application', 'list', '--json'], TARGETS.read],
      ['application show <id> --json', ['application', 'show', applicationId, '--json'], TARGETS.read],
    ];
    const ways: [string, NodeJS.ProcessEnv][] = [
      ['compiled', {}],
      ...(args.sources
        ? [['sources (tsx)', { LEASE_ADMIN_FROM_SOURCES: '1' }] as [string, NodeJS.ProcessEnv]]
        : []),
    ];
    console.log(
      `${RUNS} runs each, ${APPLICATIONS} applications, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(`${'command'.padEnd(30)}${'way'.padEnd(15)}  median   fastest   slowest  CPU(med)  target`);
    for (const [way, wayEnv] of ways) {
      for (const [name, argv, target] of commands) {
        const times = await timesOf(argv, { ...env, ...wayEnv });
        const walls = times.map((time) => time.wall).sort((a, b) => a - b);
        const cpus = times.flatMap((time) => (time.cpu === undefined ? [] : [time.cpu]));
        const middle = median(walls);
        const verdict = middle <= target ? `within ${target} ms` : `OVER ${target} ms`;
        const cpu = cpus.length > 0 ? ms(median(cpus)) : '       -';
        console.log(
          `${name.padEnd(30)}${way.padEnd(15)}${ms(middle)}  ${ms(walls[0]!)}  ${ms(walls.at(-1)!)}  ${cpu}  ${verdict}`,
        );
      }
    }
    console.log(`load average ${os.loadavg()[0]!.toFixed(1)} at the end`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
