/**
 * The calculator's pages in Lighthouse's mobile profile, against the real portal on a fresh
 * embedded database: JavaScript transferred, performance and accessibility scores, layout shift,
 * largest contentful paint and blocking time, for AU and NZ. Each page runs RUNS times (3 unless
 * told) and the median is judged against the budgets (page-budgets.ts); exits 1 when one is missed.
 *
 *   npm run build:web && npm run bench:lighthouse -w @lease-portal/tools
 *
 * BENCH_PORT (default 3200) is the portal's port; WEB_DIST_DIR a build other than apps/web/dist; CHROME_PATH the browser (default Debian's
 * Chromium); VERBOSE=1 lists the audits that cost points; REPORT_DIR keeps each run's full report.
 * PAGES=first or PAGES=results runs that page only, ORGANISATIONS=au (or nz) that organisation only:
 *
 *   RUNS=5 PAGES=results npm run bench:lighthouse -w @lease-portal/tools
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { readConfig, startPortal } from '@lease-portal/server';
import { kilobytes, medianFigures, missedBudgets, type PageFigures } from './page-budgets';

const FIRST_PAGE = '/calculator';
const RESULTS_PAGE = '/calculator/results?vehicleBodytype=SUV';
/** PAGES names one page to run alone; all of them otherwise. */
const PAGE_CHOICES: Record<string, string[]> = { first: [FIRST_PAGE], results: [RESULTS_PAGE] };
const pages = PAGE_CHOICES[process.env.PAGES ?? ''] ?? [FIRST_PAGE, RESULTS_PAGE];
const organisations = process.env.ORGANISATIONS?.split(',') ?? ['au', 'nz'];
const runs = Number(process.env.RUNS ?? 3);
const port = process.env.BENCH_PORT ?? '3200';

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse runs in its own plain Node process: it sends functions' source text to the page, and
 * the TypeScript loader that runs this file would rename helpers in them that the page lacks.
 */
const lighthouseCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli/index.js',
);

/** Lighthouse now and then loses a trace (NO_NAVSTART) on a busy machine: such a run is redone. */
const ATTEMPTS = 3;

async function runLighthouse(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(`  (run redone: ${error instanceof Error ? error.message.split('\n')[0] : error})`);
    }
  }
}

/** One fresh browser per run, so no run inherits another's cache, tabs or trace. */
async function runOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    return await lighthouseOn(chrome.port, url);
  } finally {
    chrome.kill();
  }
}

function lighthouseOn(chromePort: number, url: string): Promise<Result> {
  const args = [
    lighthouseCli,
    url,
    `--port=${chromePort}`,
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility',
    '--quiet',
  ];
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`Lighthouse failed on ${url}: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as Result);
    }),
  );
}

function figuresOf(lhr: Result): PageFigures {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  return {
    jsBytes: summary?.items.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
    performance: score('performance'),
    accessibility: score('accessibility'),
    layoutShift: value('cumulative-layout-shift'),
    largestContentfulPaintMs: value('largest-contentful-paint'),
    totalBlockingTimeMs: value('total-blocking-time'),
  };
}

/** The audits that cost the page points, for whoever fixes them. */
function auditsCostingPoints(lhr: Result): string[] {
  return ['performance', 'accessibility'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || category === 'performance')
      .map((ref) => lhr.audits[ref.id]!)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${category}: ${audit.id} (${audit.displayValue ?? audit.score})`),
  );
}

async function keepReport(folder: string, url: string, run: number, lhr: Result): Promise<void> {
  await mkdir(folder, { recursive: true });
  const name = `${new URL(url).hostname.split('.')[0]}${new URL(url).pathname.replaceAll('/', '-')}-${run + 1}.json`;
  await writeFile(path.join(folder, name), JSON.stringify(lhr));
}

function describe(figures: PageFigures): string {
  return (
    `JS ${kilobytes(figures.jsBytes).padStart(6)} kB  performance ${String(figures.performance).padStart(3)}` +
    `  accessibility ${String(figures.accessibility).padStart(3)}  CLS ${figures.layoutShift.toFixed(3)}` +
    `  LCP ${Math.round(figures.largestContentfulPaintMs)} ms  TBT ${Math.round(figures.totalBlockingTimeMs)} ms`
  );
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-portal-lighthouse-'));
  const portal = await startPortal(
    {
      ...readConfig({ DATA_DIR: dataDir, PORT: port, WEB_DIST_DIR: process.env.WEB_DIST_DIR }),
      databaseUrl: undefined,
    },
    pino({ level: 'silent' }),
    { serveTools: false },
  );
  let missedAny = false;
  try {
    console.log(`Lighthouse mobile profile, median of ${runs} run(s) per page`);
    for (const organisation of organisations) {
      for (const page of pages) {
        const url = `http://${organisation}.localhost:${portal.port}${page}`;
        const figures: PageFigures[] = [];
        for (let run = 0; run < runs; run += 1) {
          const lhr = await runLighthouse(url);
          if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
          figures.push(figuresOf(lhr));
          if (process.env.REPORT_DIR) await keepReport(process.env.REPORT_DIR, url, run, lhr);
          if (process.env.VERBOSE) {
            console.log(`  run ${run + 1}: ${describe(figures.at(-1)!)}`);
            for (const line of auditsCostingPoints(lhr)) console.log(`    ${line}`);
          }
        }
        const median = medianFigures(figures);
        const missed = missedBudgets(median, page === FIRST_PAGE);
        missedAny ||= missed.length > 0;
        console.log(
          `${organisation.toUpperCase()} ${page.padEnd(40)} ${describe(median)}  ` +
            (missed.length ? `OVER: ${missed.join(', ')}` : 'within budgets'),
        );
      }
    }
  } finally {
    await portal.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exitCode = missedAny ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
