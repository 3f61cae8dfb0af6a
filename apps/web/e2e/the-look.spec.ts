import { expect, test, type Page, type TestInfo } from './support/journey-test';
import { E2E_PORT } from './playwright.config';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { keepPicture } from './support/pictures';

/**
 * The pages as each organisation's customers see them, on a desktop and a phone: nothing wider than
 * the screen, every image sized before it loads and described, no layout shift above 0.02, and a
 * screenshot of each page kept with the run's results (never committed) for a person to look at.
 */
const regions = [
  {
    region: 'AU',
    origin: `http://au.localhost:${E2E_PORT}`,
    brand: 'Southern Cross Fleet',
    phone: '0412345678',
    where: 'Postcode',
    place: '3000',
    business: 'Harbour',
    businessName: 'Harbour City Plumbing Pty Ltd',
    // axe runs at one size a region, the sizes shared out (decision 2100).
    axeAt: 'desktop',
  },
  {
    region: 'NZ',
    origin: `http://nz.localhost:${E2E_PORT}`,
    brand: 'Kiwi Fleet Leasing',
    phone: '021 234 567',
    where: 'Location',
    place: 'Lower Hutt',
    business: 'Kiwi F',
    businessName: 'Kiwi Freight Solutions Limited',
    axeAt: 'phone',
  },
] as const;
const viewports = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const PASSWORD = 'Flat-white-27';
const SHORTLIST_KEY = 'leasePortal.shortlist';
const RATE_BOOK = `query ($filter: RateBookFilter!) { rateBook(filter: $filter) { results { rows {
  catalogVehicleId catalogYear vehicleMake vehicleModel vehicleTrim vehicleDescription vehicleDrivetrain
  vehicleFueltype vehiclePrimaryfueltype vehicleTransmissiongroup vehicleBodytype vehicleSeats
  consumerPrice catalogPrice weekLeaseprice monthLeaseprice duration durationUnit
  jatoImagepath jatoImagepathTrim jatoImagepathBase } } } }`;

/** Starts counting layout shifts before the page's own scripts run. */
async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);
}

/**
 * What a person would notice first: a sideways scroll, an image with no size or no words; and, where
 * asked, what axe calls serious.
 */
async function expectAWellMadePage(page: Page, axe: boolean) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page is no wider than the screen').toBeLessThanOrEqual(0);
  const images = await page.locator('main img').evaluateAll((found) =>
    found.map((img) => ({
      src: img.getAttribute('src'),
      alt: img.getAttribute('alt'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    })),
  );
  for (const image of images) expect(image.alt, `${image.src} has alt text`).not.toBeNull();
  // Vehicle pictures (unlike logos, whose box the stylesheet fixes) carry their own size.
  const vehicleImages = await page
    .locator('main .lp-vehicle-image img, main .lp-choose__tile-image')
    .evaluateAll((found) => found.map((img) => [img.getAttribute('width'), img.getAttribute('height')]));
  for (const [width, height] of vehicleImages) expect(width && height).toBeTruthy();
  if (axe) await expectNoSeriousAxeViolations(page);
}

async function look(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await keepPicture(page, testInfo.outputPath(`${name}.png`), { fullPage });
}

/** The 'create your password' link of the newest mail to the address, read from the dev outbox. */
async function passwordLinkFor(page: Page, origin: string, address: string): Promise<string> {
  // The mail is kept by the job that sends it: the outbox is read again until it is there.
  await expect(async () => {
    await page.goto(`${origin}/dev/outbox/?to=${encodeURIComponent(address)}`);
    await expect(page.getByRole('link').nth(0)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('link').nth(0).click();
  const text = await page.locator('pre').innerText();
  const link = /https?:\/\/[^\s]+\/reset-password\?[^\s]+/.exec(text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return `${origin}${url.pathname}${url.search}`;
}

for (const r of regions) {
  test(`${r.region}: the calculator, enquiry, login and dashboard look like ${r.brand}'s own site`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await countLayoutShifts(page);
    const address = `look.${r.region.toLowerCase()}.${Date.now()}@lygon-espresso.example`;

    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      const at = `${r.region}-${viewport.name}`;

      await page.goto(`${r.origin}/calculator`);
      await expect(page.getByRole('banner').getByRole('img', { name: r.brand })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Step 1. Choose your vehicle' })).toBeVisible();
      await look(page, testInfo, `${at}-1-calculator`);
      await expectAWellMadePage(page, viewport.name === r.axeAt);

      await page.goto(`${r.origin}/calculator/results?vehicleBodytype=UTE`);
      const cards = page.getByTestId('vehicle-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().getByRole('img')).toHaveJSProperty('complete', true);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), 'layout shift while the results load').toBeLessThanOrEqual(0.02);
      await look(page, testInfo, `${at}-2-results`, false);
      await expectAWellMadePage(page, viewport.name === r.axeAt);

      await page.goto(`${r.origin}/calculator/enquire-now`);
      await expect(page.getByRole('heading', { name: 'Enquire now' })).toBeVisible();
      await look(page, testInfo, `${at}-3-enquiry`);
      await expectAWellMadePage(page, viewport.name === r.axeAt);

      await page.goto(`${r.origin}/login`);
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      await look(page, testInfo, `${at}-4-login`);
      await expectAWellMadePage(page, viewport.name === r.axeAt);
    }

    // A customer with an online account and two shortlisted vehicles, for the dashboard.
    await page.goto(`${r.origin}/calculator`);
    const rows = await page.evaluate(
      async ([query, filter]) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables: { filter } }),
        });
        const answer = await response.json();
        return (answer.data.rateBook.results.rows as object[]).slice(0, 2);
      },
      [RATE_BOOK, { countryCode: r.region, pageSize: 10, minDuration: 36, maxDuration: 36 }] as const,
    );
    await page.evaluate(
      ([key, vehicles]) => window.localStorage.setItem(key, JSON.stringify({ vehicles, cycle: 'weekly' })),
      [SHORTLIST_KEY, rows.map((row) => ({ ...row, countryCode: r.region, isShortlisted: true }))] as const,
    );
    await page.goto(`${r.origin}/calculator/enquire-now`);
    await page.getByText('Create an online account', { exact: true }).click();
    await page.getByLabel(/^First name/).fill('Alex');
    await page.getByLabel(/^Last name/).fill('Barista');
    await page.getByLabel(/^Phone/).fill(r.phone);
    await page.getByLabel(/^Email/).fill(address);
    await page.getByLabel(new RegExp(`^${r.where}`)).fill(r.place);
    await page.getByLabel(/^Fleet size/).fill('3');
    await page.getByLabel(/^Business name/).fill(r.business);
    await page.getByRole('option', { name: new RegExp(r.businessName) }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/calculator\/thank-you$/);
    await page.goto(await passwordLinkFor(page, r.origin, address));
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Your password has been updated.')).toBeVisible();
    await page.goto(`${r.origin}/login`);
    await page.getByLabel('E-mail').fill(address);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await page.goto(`${r.origin}/dashboard`);
      const cards = page.getByRole('list', { name: 'Shortlisted vehicles' }).getByRole('listitem');
      await expect(cards).toHaveCount(2);
      await expect(cards.first().getByRole('img')).toHaveJSProperty('complete', true);
      await expect(cards.first()).toContainText('per week');
      await expect(cards.first()).toContainText('RRP');
      await look(page, testInfo, `${r.region}-${viewport.name}-5-dashboard`);
      await expectAWellMadePage(page, viewport.name === r.axeAt);
    }
  });
}
