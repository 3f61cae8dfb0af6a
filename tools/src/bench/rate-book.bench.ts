/**
 * Rate book benchmark: a 100,000-vehicle synthetic catalogue (300,000 priced rows) in PostgreSQL
 * (DATABASE_URL in a schema of its own, else embedded PGlite), the real portal on a free loopback
 * port, then (a) p50/p95/p99 of rateBook for a sorted page of 25 across filter combinations and
 * (b) requests per second of rateBook against `{ __typename }` with autocannon. Bounded in count and time.
 *
 *   npm run bench:rate-book -w @lease-portal/tools [-- --vehicles 100000 --samples 200 --seconds 5]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  normaliseRateBookFilter,
  RATE_BOOK,
  type RateBook,
  type RateBookFilterInput,
  type Region,
} from '@lease-portal/domain';
import { PgPoolDatabase } from '@lease-portal/postgres';
import { createLogger, readConfig, startPortal, type RunningPortal } from '@lease-portal/server';
import { priceCatalogue } from '../catalogue/rate-book';
import { syntheticCatalogue } from '../catalogue/synthetic-catalogue';

const { values: args } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const VEHICLES = Number(args.vehicles);
const SAMPLES = Number(args.samples);
const SECONDS = Math.min(Number(args.seconds), 30);
const CONNECTIONS = Number(args.connections);

const ROW_FIELDS = `catalogVehicleId catalogYear vehicleMake vehicleModel vehicleTrim vehicleDescription
  vehicleDrivetrain vehicleFueltype vehicleTransmissiongroup vehicleBodytype vehicleSeats cabType
  consumerPrice weekLeaseprice monthLeaseprice duration jatoImagepath jatoImagepathTrim jatoImagepathBase`;
const RATE_BOOK_QUERY = `query RateBook($filter: RateBookFilter!) {
  rateBook(filter: $filter) { resultCount results { totalCount rows { ${ROW_FIELDS} } } }
}`;

/** Searches the results page sends, from the broadest to the narrowest. */
const SEARCHES: [string, RateBookFilterInput][] = [
  ['AU, nothing chosen, by make', { countryCode: 'AU' }],
  ['AU, 36 months, by make', { countryCode: 'AU', minDuration: 36, maxDuration: 36 }],
  [
    'NZ, by RRP descending, page 40',
    { countryCode: 'NZ', sortBy: 'consumer_price', sortOrder: 'desc', currentPage: 40 },
  ],
  [
    'AU, Electric SUVs, by weekly price desc',
    {
      countryCode: 'AU',
      vehicleFueltype: ['Electric'],
      vehicleBodytype: ['SUV'],
      sortBy: 'week_leaseprice',
      sortOrder: 'desc',
    },
  ],
  [
    'AU, TOYOTA:HILUX|FORD, 4WD, by RRP',
    {
      countryCode: 'AU',
      pair: [{ make: 'TOYOTA', models: ['HiLux'] }, { make: 'FORD' }],
      vehicleDriveTrain: ['4WD'],
      sortBy: 'consumer_price',
    },
  ],
  [
    'AU, RRP 40,000-60,000, by RRP desc',
    {
      countryCode: 'AU',
      vehicleMinRRP: 40_000,
      vehicleMaxRRP: 60_000,
      sortBy: 'consumer_price',
      sortOrder: 'desc',
    },
  ],
  [
    'NZ, weekly 150-250, 5 seats, by weekly price',
    {
      countryCode: 'NZ',
      minBudget: 150,
      maxBudget: 250,
      vehicleSeats: [5],
      sortBy: 'week_leaseprice',
    },
  ],
  [
    'AU, diesel dual-cab manual 4WD utes, 60 months',
    {
      countryCode: 'AU',
      vehicleBodytype: ['UTE'],
      cabType: ['D/CAB'],
      vehicleFueltype: ['Diesel'],
      vehicleTransmission: ['Manual'],
      vehicleDriveTrain: ['4WD'],
      minDuration: 60,
      maxDuration: 60,
    },
  ],
  [
    'AU, 17 seats, Electric (rare), by make',
    { countryCode: 'AU', vehicleSeats: [17], vehicleFueltype: ['Electric'] },
  ],
  ['both countries, by make descending', { sortOrder: 'desc' }],
  // The ids are filled in from the loaded catalogue.
  ['shortlisted prices: 3 ids, 100 a page, 36-60', { pageSize: 100, minDuration: 36, maxDuration: 60 }],
];
const THROUGHPUT_SEARCH = SEARCHES[3]![1];

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
  const shortlist = SEARCHES[SEARCHES.length - 1]![1] as Record<string, unknown>;
  shortlist.catalogVehicleId = [0.1, 0.5, 0.9].map(
    (at) => vehicles[Math.floor(at * vehicles.length)]!.catalogVehicleId,
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => value.toFixed(2).padStart(7);

async function post(
  url: string,
  body: string,
): Promise<{ ms: number; json: { data?: unknown; errors?: unknown[] } }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const json = (await response.json()) as { data?: unknown; errors?: unknown[] };
  return { ms: performance.now() - started, json };
}

async function latencies(url: string, rateBook: RateBook): Promise<void> {
  console.log(
    `\n(a) rateBook, ${SAMPLES} sequential requests each (HTTP on 127.0.0.1 = server time + loopback), and the storage search alone`,
  );
  console.log(`${'search'.padEnd(50)} ${'total'.padStart(7)}  http p50     p95     p99 | search p50   p95`);
  for (const [name, input] of SEARCHES) {
    const body = JSON.stringify({ query: RATE_BOOK_QUERY, variables: { filter: input } });
    const first = await post(url, body);
    if (first.json.errors) throw new Error(`${name}: ${JSON.stringify(first.json.errors)}`);
    const total = (first.json.data as { rateBook: { results: { totalCount: number } } }).rateBook.results
      .totalCount;
    const http: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) http.push((await post(url, body)).ms);
    const normalised = normaliseRateBookFilter(input);
    if (!normalised.ok) throw normalised.error;
    const direct: number[] = [];
    for (let i = 0; i < Math.min(SAMPLES, 100); i += 1) {
      const started = performance.now();
      await rateBook.search(normalised.value);
      direct.push(performance.now() - started);
    }
    http.sort((a, b) => a - b);
    direct.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(50)} ${String(total).padStart(7)} ${ms(percentile(http, 50))} ${ms(percentile(http, 95))} ${ms(percentile(http, 99))} | ${ms(percentile(direct, 50))} ${ms(percentile(direct, 95))}`,
    );
  }
}

async function throughput(url: string, name: string, body: string): Promise<number> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `${name.padEnd(50)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}`,
  );
  return result.requests.average;
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
    console.log(`Storage: ${storage.describe}`);
    console.log(
      `Portal started (migrations + demo seed) in ${(performance.now() - started).toFixed(0)} ms on port ${portal.port}`,
    );

    const rateBook = portal.container.get<RateBook>(RATE_BOOK);
    started = performance.now();
    const rows = await loadCatalogue(rateBook);
    console.log(
      `Loaded ${VEHICLES} vehicles (${rows} priced rows) in ${(performance.now() - started).toFixed(0)} ms`,
    );

    const url = `http://127.0.0.1:${portal.port}/graphql`;
    await latencies(url, rateBook);

    console.log(`\n(b) throughput, ${CONNECTIONS} connections, ${SECONDS} s each, same server`);
    const empty = await throughput(url, '{ __typename }', JSON.stringify({ query: '{ __typename }' }));
    const searches = await throughput(
      url,
      'rateBook (AU Electric SUVs, page of 25)',
      JSON.stringify({ query: RATE_BOOK_QUERY, variables: { filter: THROUGHPUT_SEARCH } }),
    );
    console.log(`rateBook / empty query: ${(searches / empty).toFixed(2)} (target at least 0.5)`);
  } finally {
    await portal?.stop();
    await storage.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
