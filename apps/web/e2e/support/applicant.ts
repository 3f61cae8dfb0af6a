import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { E2E_DATA_DIR } from '../playwright.config';
import { expectNoSeriousAxeViolations } from './accessibility';
import { LEASE_ADMIN_LAUNCHER } from './lease-admin-build';
import { keepPicture } from './pictures';

/** What the applicant journeys share: quotes issued by staff, invitations, signing in, looking. */

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export interface QuotedOfficer {
  org: 'org-au-demo' | 'org-nz-demo';
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  quoteRef: string;
  signing: 'electronic' | 'wet';
}

/**
 * The run's own staff key file, in its data folder: `lease-admin` runs as a signed-in staff member,
 * never as whoever runs the journeys.
 */
const DESK_KEY_FILE = path.join(E2E_DATA_DIR, 'lease-admin', 'staff-key');

/**
 * `lease-admin` as the run's support desk, on this run's portal database (through its socket): its
 * launcher, with the flag its first line gives node, on the build made by the global set-up.
 */
function leaseAdmin(...args: string[]) {
  return promisify(execFile)(process.execPath, ['--liftoff-only', LEASE_ADMIN_LAUNCHER, ...args], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      LEASE_ADMIN_KEY_FILE: DESK_KEY_FILE,
      LEASE_ADMIN_STAFF_KEY: '',
    },
  });
}

let deskEnrolled: Promise<void> | undefined;

/**
 * Enrols the run's first administrator once, saving the key in the run's folder. Both workers may
 * try: the second is refused (exit 5, already enrolled) and uses the key the first one saves.
 */
export function enrolSupportDesk(): Promise<void> {
  deskEnrolled ??= (async () => {
    const saved = async () => (await readFile(DESK_KEY_FILE, 'utf8').catch(() => '')).trim();
    if (await saved()) return;
    await leaseAdmin(
      ...['staff', 'init', '--name', 'Journey Desk', '--email', 'desk@provider.example', '--save-key'],
    ).catch((error: { code?: number }) => {
      if (error.code !== 5) throw error;
    });
    await expect.poll(saved, { timeout: 15_000 }).not.toBe('');
  })();
  return deskEnrolled;
}

/** The support tool, as staff run it, issues the quote and invites the officer. */
export async function issueQuote(officer: QuotedOfficer): Promise<string> {
  await enrolSupportDesk();
  const { stdout } = await leaseAdmin(
    'application',
    'create',
    ...['--org', officer.org, '--first-name', officer.firstName, '--last-name', officer.lastName],
    ...['--email', officer.email, '--mobile', officer.mobile, '--make', 'Toyota', '--model', 'HiLux SR5'],
    ...['--drive-away-price', '58990', '--monthly-rental', '1120.50', '--term', '48'],
    ...['--quote-ref', officer.quoteRef, '--signing', officer.signing, '--yes', '--json'],
  );
  const issued = JSON.parse(stdout) as { applicationId: string; invitation: { outcome: string } };
  // The journeys run without SMTP: the invitation is kept in the outbox, where the tests read it.
  expect(issued.invitation.outcome).toBe('kept');
  return issued.applicationId;
}

/**
 * The support desk checks the lease documents an officer signed on paper and submitted, and accepts
 * them (decision 2030): the application finishes.
 */
export async function acceptPaperSigning(applicationId: string, reason: string): Promise<void> {
  await enrolSupportDesk();
  const { stdout } = await leaseAdmin(
    ...['application', 'check-paper-signing', applicationId, '--accept', '--reason', reason],
    ...['--yes', '--json'],
  );
  expect(JSON.parse(stdout)).toMatchObject({ finished: true, wetSignatureStatus: 'verified' });
}

/**
 * The support desk checks an officer's licence that is 'ID to check' and accepts or rejects it
 * (decisions 2080, 2090): a rejection reopens that officer's ID check.
 */
export async function checkIdentity(
  applicationId: string,
  officer: 1 | 2,
  verdict: 'accept' | 'reject',
  reason: string,
): Promise<void> {
  await enrolSupportDesk();
  const { stdout } = await leaseAdmin(
    ...['application', 'check-identity', applicationId, '--officer', String(officer), `--${verdict}`],
    ...['--reason', reason, '--yes', '--json'],
  );
  expect(JSON.parse(stdout)).toMatchObject({ licenceCheck: verdict === 'accept' ? 'accepted' : 'rejected' });
}

/** The newest mail to the address in the development outbox, as text. */
export async function newestMailTo(page: Page, origin: string, address: string): Promise<string> {
  await expect(async () => {
    await page.goto(`${origin}/dev/outbox/?to=${encodeURIComponent(address)}`);
    await expect(page.getByRole('link').nth(0)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('link').nth(0).click();
  return page.locator('pre').innerText();
}

/** The subjects of every mail the development outbox kept for the address. */
export async function mailSubjectsTo(page: Page, origin: string, address: string): Promise<string[]> {
  await page.goto(`${origin}/dev/outbox/?to=${encodeURIComponent(address)}`);
  return page.locator('td a').allInnerTexts();
}

/** The 'create your password' link of the newest mail to the address, on the given origin. */
export async function passwordLinkFor(page: Page, origin: string, address: string): Promise<string> {
  const text = await newestMailTo(page, origin, address);
  const link = /https?:\/\/[^\s]+\/reset-password\?[^\s]+/.exec(text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return `${origin}${url.pathname}${url.search}`;
}

/** From the invitation to the applicant's home: set a password, log in. */
export async function acceptInvitation(page: Page, origin: string, email: string, password: string) {
  await page.goto(await passwordLinkFor(page, origin, email));
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been updated.')).toBeVisible();
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The two sizes the portal is built for and looked at: a laptop's 1366×768 and a phone's 390×844. */
export const DESKTOP = { name: 'desktop', viewport: { width: 1366, height: 768 } } as const;
export const PHONE = { name: 'phone', viewport: { width: 390, height: 844 } } as const;
const SIZES = [DESKTOP, PHONE] as const;

/**
 * The page as a customer sees it at both sizes, whichever size the journey runs at (decision 2100):
 * nothing wider than the screen and a picture of each to look at; and at the journey's own size,
 * nothing axe calls serious. The journey's own size comes last, so the journey goes on as it was,
 * having lost nothing by the turn.
 */
export async function look(page: Page, testInfo: TestInfo, name: string) {
  const own = page.viewportSize();
  const isOwn = (size: (typeof SIZES)[number]) =>
    size.viewport.width === own?.width && size.viewport.height === own.height;
  for (const size of SIZES.filter((size) => !isOwn(size))) {
    await page.setViewportSize(size.viewport);
    await lookAtThisSize(page, testInfo, `${name}-${size.name}`);
  }
  if (own) await page.setViewportSize(own);
  await lookAtThisSize(page, testInfo, `${name}-${SIZES.find(isOwn)?.name ?? 'own'}`);
  await expectNoSeriousAxeViolations(page);
}

/** The outermost elements whose right edge passes the screen's, so a failure says what to mend. */
function whatSticksOut(): string {
  const width = window.innerWidth;
  const outermost = [...document.querySelectorAll('body *')].filter(
    (element) =>
      element.getBoundingClientRect().right > width &&
      !(element.parentElement && element.parentElement.getBoundingClientRect().right > width),
  );
  const named = outermost.slice(0, 5).map((element) => {
    const { left, right } = element.getBoundingClientRect();
    const html = element.outerHTML.slice(0, 160);
    return `\n  ${Math.round(left)}..${Math.round(right)} px: ${html}`;
  });
  return named.length ? `; past the edge:${named.join('')}` : '';
}

async function lookAtThisSize(page: Page, testInfo: TestInfo, name: string) {
  // The page lays itself out again for the new width before it is measured. An open popover (the
  // address suggestions) follows its field a few frames later, on a busy machine later still: a
  // width that stays too wide fails, one that settles within seconds does not.
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const settled = Date.now() + 3_000;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  while ((await overflow()) > 0 && Date.now() < settled) await page.waitForTimeout(100);
  const wider = await overflow();
  const stickingOut = wider > 0 ? await page.evaluate(whatSticksOut) : '';
  expect(wider, `${name}: wider than the screen${stickingOut}`).toBeLessThanOrEqual(0);
  await keepPicture(page, testInfo.outputPath(`${name}.png`), { fullPage: true });
}

/** A credit application step's header button, found by its number (its name also holds the title and the state). */
export const stepHeader = (page: Page, number: number) =>
  page.getByRole('button', { name: new RegExp(`^Step ${number} `) });

/** The radio of a yes/no question; Blueprint draws its own radio over the input, so the label is clicked. */
export async function answer(scope: Locator, question: string, value: 'Yes' | 'No') {
  await scope.getByRole('radiogroup', { name: question }).getByText(value, { exact: true }).click();
}
