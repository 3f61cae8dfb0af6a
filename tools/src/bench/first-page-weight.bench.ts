/**
 * What the calculator's first page costs a visitor: the JavaScript (and CSS) it downloads, as
 * transferred (compressed), measured in Chromium against the real portal. Budget: 170 kB of JS
 * (page-budgets.ts).
 *
 *   npm run build:web && npm run bench:first-page -w @lease-portal/tools
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { chromium } from 'playwright-core';
import { readConfig, startPortal } from '@lease-portal/server';
import { BUDGETS } from './page-budgets';

const JS_BUDGET_BYTES = BUDGETS.firstPageJsBytes;
/** The first page carries the budget; the results page is reported beside it for comparison. */
const FIRST_PAGE = '/calculator';
const pages = [FIRST_PAGE, '/calculator/results?vehicleBodytype=SUV'];

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-portal-weight-'));
  const portal = await startPortal(
    {
      ...readConfig({ DATA_DIR: dataDir, PORT: '0', WEB_DIST_DIR: process.env.WEB_DIST_DIR }),
      databaseUrl: undefined,
    },
    pino({ level: 'silent' }),
    { serveTools: false },
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  let overBudget = false;
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const transfers: Promise<{ type: string; bytes: number; url: string }>[] = [];
      tab.on('requestfinished', (request) =>
        transfers.push(
          request.sizes().then((sizes) => ({
            type: request.resourceType(),
            bytes: sizes.responseBodySize,
            url: request.url(),
          })),
        ),
      );
      await tab.goto(`http://au.localhost:${portal.port}${page}`, { waitUntil: 'networkidle' });
      const done = await Promise.all(transfers);
      if (process.env.VERBOSE) for (const t of done) console.log('   ', t.type, t.bytes, t.url);
      const total = (type: string) =>
        done.filter((t) => t.type === type).reduce((sum, t) => sum + t.bytes, 0);
      const js = total('script');
      const budgeted = page === FIRST_PAGE;
      overBudget ||= budgeted && js > JS_BUDGET_BYTES;
      console.log(
        `${page.padEnd(42)} JS ${(js / 1000).toFixed(1)} kB in ${done.filter((t) => t.type === 'script').length} files` +
          `, CSS ${(total('stylesheet') / 1000).toFixed(1)} kB` +
          (budgeted
            ? `  (budget ${JS_BUDGET_BYTES / 1000} kB JS: ${js > JS_BUDGET_BYTES ? 'OVER' : 'within'})`
            : ''),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await portal.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exitCode = overBudget ? 1 : 0;
}

void main();
