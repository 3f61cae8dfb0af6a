import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Browser journeys in Debian's Chromium against the real server on a real database: a fresh embedded
 * PostgreSQL per run, so no run inherits another's data or schema (the storage suite covers the
 * PostgreSQL server in DATABASE_URL).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * Debian's Chromium in its headless shell (package chromium-headless-shell), the build Playwright
 * itself runs headless journeys in: the same Blink as the `chromium` package, without the desktop
 * browser around it, for about a third less processor a run (decision 2131). `E2E_CHROMIUM` names
 * another, e.g. /usr/bin/chromium for the desktop browser's own headless mode.
 */
export const E2E_BROWSER = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
/**
 * The runner's data folder, handed to its workers through the environment: a journey that starts from
 * `lease-admin` runs the tool on the portal's own database, reached through the portal's socket.
 */
export const E2E_DATA_DIR = (process.env.E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `lease-portal-e2e-${process.pid}`,
));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A journey takes about 20 s on an idle 2-core machine; four at once on a machine busy with other
  // work, the slowest took a minute at a load of 18 (decision 2125). The margin keeps a busier one
  // from failing it.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // Each journey makes its own users and applications, so any two may run at once, file or not.
  fullyParallel: true,
  // A journey mostly waits (the browser, the portal, the sandboxes answering one another): the 69
  // journeys used under 300 s of CPU in 10 minutes with two workers. Four finish sooner on two cores.
  workers: 4,
  // No retries: a journey that fails now and then is a defect to find, in the app or in the journey.
  retries: 0,
  globalSetup: ['./support/remove-stale-data-folders.ts', './support/lease-admin-build.ts'],
  reporter: [['list']],
  use: {
    baseURL: `http://au.localhost:${E2E_PORT}`,
    // As a customer who asked for less motion: no page is looked at half-faded, and the software
    // renderer does not draw every frame of a fade or a spinner (decision 2101).
    reducedMotion: 'reduce',
    // A failed journey keeps its trace (each action's page, network and console), without the
    // screencast: recording every frame of every journey as pictures took about a fifth of the
    // journeys' processor time (decision 2127). The page as it failed is still kept, as a picture.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The portal compiled, as production runs it; its launcher builds it first when a source changed
    // (decision 2116). The web app is the one in WEB_DIST_DIR, built before the journeys.
    command: 'node apps/server/bin/start.cjs',
    cwd: repositoryRoot,
    url: `http://127.0.0.1:${E2E_PORT}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // On: the support tool reaches this portal's embedded database through its loopback socket.
      EMBEDDED_DB_SOCKET: 'on',
      // A separate build lets a journey run while apps/web/dist is being rebuilt.
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'apps/web/dist',
      // The sandbox credit service decides at once, except for its 'Wait Test' companies, which the
      // journeys that look at the waiting screen apply with (decisions 2050, 2072).
      SANDBOX_CREDIT_DELAY_MS: '0',
    },
  },
});
