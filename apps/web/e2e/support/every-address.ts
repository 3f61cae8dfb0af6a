import { expect, type Browser, type Page } from '@playwright/test';

/**
 * Every address of the applicant journey under /applications/:id (journey §2 'Routes'), as a customer
 * may open it from a bookmark, a mail or the browser's history. The e-signature service's return
 * pages are left out: they open in its popup and close themselves.
 */
export const JOURNEY_ADDRESSES = [
  '',
  'orderVerification',
  'businessDetails',
  'approvals',
  'id-scan',
  'approvals-waiting',
  'application-on-hold',
  'reviewAndSignContract',
  'secondary-waiting',
] as const;
export type JourneyAddress = (typeof JOURNEY_ADDRESSES)[number];

/** Where each address lands for one viewer at one moment of the application. */
export type Landings = Record<JourneyAddress, JourneyAddress>;

/** Every address landing where the application is at, but those named (the home always opens). */
export const landingsAt = (at: JourneyAddress, opens: readonly JourneyAddress[] = []): Landings =>
  Object.fromEntries(
    JOURNEY_ADDRESSES.map((address) => [address, address === '' || opens.includes(address) ? address : at]),
  ) as Landings;

export const pathOf = (applicationId: string, address = '') =>
  new RegExp(`/applications/${applicationId}${address ? `/${address}` : ''}$`);

/**
 * The page drew, says nothing of an unexpected error, and offers a way on: an enabled button or a link
 * in the journey's own screen, not only the footer's Logout or the browser's Forward.
 */
export async function expectAWayOn(page: Page) {
  await expect(page.locator('.lp-screen').first()).toBeVisible();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Oops! There seems to be an issue' })).toHaveCount(0);
  await expect(page.getByText('Sorry, we could not save your details')).toHaveCount(0);
  await expect(
    page.locator('.lp-screen').locator('button:not([disabled]):visible, a[href]:visible').first(),
  ).toBeVisible();
}

/**
 * Every journey address opened by one signed-in viewer (decision 2084): each lands where `landings`
 * says and draws with a way on. Opening an address is a fresh load of the page, as a reload of it is,
 * so a page that is its own landing is not reloaded again (decision 2106). With `backAndForward`, Back
 * twice and Forward twice through what was opened, each page drawn with a way on: the history an
 * address that moves on leaves behind is the same rule at every moment, so one sweep walks it.
 */
export async function openEveryAddress(
  page: Page,
  applicationId: string,
  landings: Landings,
  { backAndForward = false } = {},
) {
  const landed: JourneyAddress[] = [];
  for (const address of JOURNEY_ADDRESSES) {
    await page.goto(`/applications/${applicationId}${address ? `/${address}` : ''}`);
    const landing = pathOf(applicationId, landings[address]);
    await expect(page, `/${address} lands on /${landings[address]}`).toHaveURL(landing);
    await expectAWayOn(page);
    landed.push(landings[address]);
  }
  if (!backAndForward) return;
  const walk = landed.slice(-3);
  for (const address of walk.slice(0, -1).reverse()) {
    await page.goBack();
    await expect(page, `Back to /${address}`).toHaveURL(pathOf(applicationId, address));
    await expectAWayOn(page);
  }
  for (const address of walk.slice(1)) {
    await page.goForward();
    await expect(page, `Forward to /${address}`).toHaveURL(pathOf(applicationId, address));
    await expectAWayOn(page);
  }
}

/**
 * The addresses opened in a browser that is not signed in: each shows the login, and the sign-in
 * leads where `landings` says, with a way on. One browser, signed out again before each address.
 */
export async function openSignedOut(
  browser: Browser,
  origin: string,
  applicationId: string,
  who: { email: string; password: string },
  landings: Partial<Landings>,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const [address, landing] of Object.entries(landings)) {
    await context.clearCookies();
    await page.goto(`${origin}/applications/${applicationId}${address ? `/${address}` : ''}`);
    await expect(page, `/${address} signed out`).toHaveURL(/\/login/);
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page, `/${address} after the sign-in`).toHaveURL(pathOf(applicationId, landing));
    await expectAWayOn(page);
  }
  await context.close();
}
