/**
 * Rate book benchmark: a 100,000-vehicle synthetic catalogue (300,000 priced rows) in PostgreSQL
 * (DATABASE_URL in a schema of its own, else embedded PGlite), the real portal on a free loopback
 * port, then, in one run:
 *
 * (a) cold latency: p50/p95/p99 of rateBook over HTTP for a sorted page of 25 in each realistic
 *     filter combination (one country, one term: what the results page sends, decision 0820), every
 *     request a cache miss (a fresh referenceId, which does not narrow the rows), and the storage
 *     search alone; the slowest p95 is the figure that counts. Warm latency for comparison.
 * (b) requests per second of `{ __typename }`, of rateBook over a mix of many different searches
 *     (the caches serving repeats; its hit ratio printed), of one search repeated (every request
 *     answered from the API's response cache, decision 0821) and of rateBook with every request a
 *     miss, with autocannon.
 *
 * The npm script runs it with NODE_ENV=production, as a deployed server runs (graphql-js drops its
 * development checks). Requests carry the Host of a demo organisation (au.localhost, nz.localhost) so the server scopes
 * each search to that country; they go to 127.0.0.1 only, bounded in count and time.
 *
 *   npm run bench:rate-book -w @lease-portal/tools [-- --vehicles 100000 --samples 200 --seconds 5 --mix 2000]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  normaliseRateBookFilter,
  priceCatalogue,
  RATE_BOOK,
  type RateBook,
  type RateBookFilterInput,
  type Region,
} from '@lease-portal/domain';
import { CachedRateBook, PgPoolDatabase } from '@lease-portal/postgres';
import { createLogger, readConfig, startPortal, type RunningPortal } from '@lease-portal/server';
import { syntheticCatalogue } from '../catalogue/synthetic-catalogue';
import { REALISTIC_SEARCHES, searchMix } from './rate-book-searches';

const { values: args } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    mix: { type: 'string', default: '2000' },
  },
});
const VEHICLES = Number(args.vehicles);
const SAMPLES = Number(args.samples);
const SECONDS = Math.min(Number(args.seconds), 30);
const CONNECTIONS = Number(args.connections);
const MIX = Number(args.mix);

/** The budgets (decision 0820): every search's cold p95, and all-distinct searches against an empty query. */
const COLD_P95_BUDGET_MS = 10;
const MISS_RATIO_BUDGET = 0.2;

const ROW_FIELDS = `catalogVehicleId catalogYear vehicleMake vehicleModel vehicleTrim vehicleDescription
  vehicleDrivetrain vehicleFueltype vehicleTransmissiongroup vehicleBodytype vehicleSeats cabType
  consumerPrice weekLeaseprice monthLeaseprice duration jatoImagepath jatoImagepathTrim jatoImagepathBase`;
const RATE_BOOK_QUERY = `query RateBook($filter: RateBookFilter!) {
  rateBook(filter: $filter) { resultCount results { totalCount rows { ${ROW_FIELDS} } } }
}`;

/** The demo organisations' hosts: the server takes the country from the host, not the filter. */
const HOSTS: Record<Region, string> = { AU: 'au.localhost', NZ: 'nz.localhost' };
const hostOf = (filter: RateBookFilterInput) => HOSTS[(filter.countryCode as Region | undefined) ?? 'AU'];

/** The shortlist page's fetch: three vehicles' every term (ids filled in from the catalogue). */
const SHORTLIST: [string, RateBookFilterInput] = [
  'AU shortlisted prices: 3 ids, 100 a page, 36-60',
  { countryCode: 'AU', pageSize: 100, minDuration: 36, maxDuration: 60 },
];
const LATENCY_SEARCHES = [...REALISTIC_SEARCHES, SHORTLIST];

/** Every cold request is a different search to the cache, the same query to the database. */
let coldRequests = 0;
const cold = (filter: RateBookFilterInput) => ({ ...filter, referenceId: `cold-${(coldRequests += 1)}` });
const bodyOf = (filter: RateBookFilterInput) =>
  JSON.stringify({ query: RATE_BOOK_QUERY, variables: { filter } });

interface Storage {
  databaseUrl?: string;
  describe: string;
  dispose(): Promise<void>;
}

/** A schema of its own on the server (never touching anyone's tables), or embedded PGlite. */
async function chooseStorage(dataDir: string): Promise<Storage> {
  const url = process.env.DATABASE_URL;
  if (!url) return { describe: 'embedded PGlite', dispose: async () => undefined };
  const schema = `bench_${process.pid}`;
  const admin = new PgPoolDatabase({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: withSchema.toString(),
    describe: `PostgreSQL server (schema ${schema} of DATABASE_URL; ${dataDir} unused)`,
    async dispose() {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
}

async function loadCatalogue(rateBook: RateBook): Promise<number> {
  const vehicles = [...syntheticCatalogue({ count: VEHICLES, seed: 1 })];
  const au = vehicles.filter((vehicle) => vehicle.countryCode === 'AU');
  (SHORTLIST[1] as Record<string, unknown>).catalogVehicleId = [0.1, 0.5, 0.9].map(
    (at) => au[Math.floor(at * au.length)]!.catalogVehicleId,
  );
  const rows = priceCatalogue(vehicles);
  for (const country of ['AU', 'NZ'] as Region[]) {
    await rateBook.replace(
      country,
      rows.filter((row) => row.countryCode === country),
    );
  }
  return rows.length;
}

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => value.toFixed(2).padStart(7);

interface Answer {
  data?: { rateBook: { results: { totalCount: number } } };
  errors?: unknown[];
}

/** One keep-alive connection for the sequential requests; node:http sends the Host header given. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function post(url: string, host: string, body: string): Promise<{ ms: number; json: Answer }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer;
            resolve({ ms: performance.now() - started, json });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function timed(count: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function latencies(url: string, rateBook: CachedRateBook): Promise<void> {
  console.log(
    `\n(a) rateBook, ${SAMPLES} sequential requests each, every one a cache miss (HTTP on 127.0.0.1 = server time + loopback),` +
      '\n    then the storage search alone (no cache), and warm (the same request again, from the cache)',
  );
  console.log(
    `${'search (country, term, filters, sort)'.padEnd(62)} ${'total'.padStart(6)}  cold p50     p95     p99 | store p50    p95 | warm p95`,
  );
  let slowest = { name: '', p95: 0 };
  let withinBudget = 0;
  for (const [name, input] of LATENCY_SEARCHES) {
    const host = hostOf(input);
    const first = await post(url, host, bodyOf(cold(input)));
    if (first.json.errors) throw new Error(`${name}: ${JSON.stringify(first.json.errors)}`);
    const total = first.json.data!.rateBook.results.totalCount;
    const http = await timed(SAMPLES, () => post(url, host, bodyOf(cold(input))));
    const normalised = normaliseRateBookFilter(input);
    if (!normalised.ok) throw normalised.error;
    const store = await timed(Math.min(SAMPLES, 100), () => rateBook.searchUncached(normalised.value));
    const warmBody = bodyOf(input);
    await post(url, host, warmBody);
    const warm = await timed(Math.min(SAMPLES, 100), () => post(url, host, warmBody));
    const p95 = percentile(http, 95);
    if (p95 > slowest.p95) slowest = { name, p95 };
    if (p95 <= COLD_P95_BUDGET_MS) withinBudget += 1;
    console.log(
      `${name.padEnd(62)} ${String(total).padStart(6)} ${ms(percentile(http, 50))} ${ms(p95)} ${ms(percentile(http, 99))} | ${ms(percentile(store, 50))} ${ms(percentile(store, 95))} | ${ms(percentile(warm, 95))}`,
    );
  }
  console.log(
    `slowest cold p95: ${slowest.p95.toFixed(2)} ms (${slowest.name}); ${withinBudget} of ${LATENCY_SEARCHES.length} within the ${COLD_P95_BUDGET_MS} ms budget`,
  );
}

async function throughput(
  url: string,
  name: string,
  next: () => { host: string; body: string },
): Promise<number> {
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => {
          const { host, body } = next();
          return { ...request, body, headers: { 'content-type': 'application/json', host } };
        },
      },
    ],
  });
  const errors = result.errors + result.non2xx;
  // This process's CPU (portal and load generator) per request: steadier than req/s on a busy machine.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerRequest = (cpu.user + cpu.system) / Math.max(1, result.requests.total);
  console.log(
    `${name.padEnd(62)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}  cpu ${cpuPerRequest.toFixed(0)} µs/req`,
  );
  return result.requests.average;
}

async function throughputs(url: string): Promise<void> {
  console.log(`\n(b) throughput, ${CONNECTIONS} connections, ${SECONDS} s each, same server`);
  const emptyBody = JSON.stringify({ query: '{ __typename }' });
  const empty = await throughput(url, '{ __typename }', () => ({ host: HOSTS.AU, body: emptyBody }));

  const mix = searchMix(MIX, 7).map((filter) => ({ host: hostOf(filter), body: bodyOf(filter) }));
  const seen = new Set<number>();
  let sent = 0;
  const mixed = await throughput(url, `rateBook, a mix of ${MIX} searches (cache)`, () => {
    const at = Math.floor(Math.random() * mix.length);
    seen.add(at);
    sent += 1;
    return mix[at]!;
  });
  const hitRatio = sent ? 1 - seen.size / sent : 0;
  console.log(
    `    ${sent} requests over ${seen.size} different searches: at most ${(hitRatio * 100).toFixed(0)} % answered from the cache`,
  );

  const repeated = { host: HOSTS.AU, body: bodyOf(REALISTIC_SEARCHES[0]![1]) };
  const same = await throughput(
    url,
    `rateBook, one search repeated (${REALISTIC_SEARCHES[0]![0].slice(0, 20)}...)`,
    () => repeated,
  );

  const coldMix = searchMix(MIX, 11);
  const missed = await throughput(url, 'rateBook, the same kind of mix, every one a cache miss', () => {
    const filter = coldMix[Math.floor(Math.random() * coldMix.length)]!;
    return { host: hostOf(filter), body: bodyOf(cold(filter)) };
  });
  console.log(
    `rateBook / empty query: ${(mixed / empty).toFixed(2)} the mix, ${(same / empty).toFixed(2)} one search repeated, ${(missed / empty).toFixed(2)} every one a miss (budget: every one a miss at least ${MISS_RATIO_BUDGET})`,
  );
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rate-book-bench-'));
  const storage = await chooseStorage(dataDir);
  let portal: RunningPortal | undefined;
  try {
    const config = {
      ...readConfig({}),
      port: 0,
      dataDir,
      databaseUrl: storage.databaseUrl,
      logLevel: 'warn',
    };
    let started = performance.now();
    portal = await startPortal(config, createLogger('warn'), { serveTools: false });
    console.log(`Storage: ${storage.describe}; NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}`);
    console.log(`Load average at start: ${loadAverage()}`);
    console.log(
      `Portal started (migrations + demo seed) in ${(performance.now() - started).toFixed(0)} ms on port ${portal.port}`,
    );

    const rateBook = portal.container.get<RateBook>(RATE_BOOK);
    if (!(rateBook instanceof CachedRateBook)) throw new Error('expected the cached rate book');
    started = performance.now();
    const rows = await loadCatalogue(rateBook);
    console.log(
      `Loaded ${VEHICLES} vehicles (${rows} priced rows) in ${(performance.now() - started).toFixed(0)} ms`,
    );

    const url = `http://127.0.0.1:${portal.port}/graphql`;
    await latencies(url, rateBook);
    await throughputs(url);
    console.log(`Load average at the end: ${loadAverage()}`);
  } finally {
    agent.destroy();
    await portal?.stop();
    await storage.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
