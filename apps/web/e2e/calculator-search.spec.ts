import { expect, test } from './support/journey-test';
import { E2E_PORT } from './playwright.config';
import { expectNoSeriousAxeViolations } from './support/accessibility';

/** Choose vehicle and results pages, for each region's organisation, against the demo rate book. */
const organisations = [
  { host: 'au.localhost', gst: '(incl. gst)' },
  { host: 'nz.localhost', gst: '(ex. gst)' },
];

for (const org of organisations) {
  const base = `http://${org.host}:${E2E_PORT}`;

  test.describe(org.host, () => {
    test('chooses a body type, refines, sorts, pages and shortlists three vehicles', async ({ page }) => {
      await page.goto(`${base}/calculator`);
      await expect(page.getByRole('heading', { name: 'Step 1. Choose your vehicle' })).toBeVisible();
      const next = page.getByRole('button', { name: 'Next' });
      await expect(next).toBeDisabled();
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('checkbox', { name: 'SEDAN' }).check({ force: true });
      await expect(next).toBeEnabled();
      await next.click();
      await expect(page).toHaveURL(/\/calculator\/results\?vehicleBodytype=SEDAN/);
      await expect(page.getByRole('heading', { name: 'Step 2. Vehicle results' })).toBeVisible();
      const cards = page.getByTestId('vehicle-card');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first()).toContainText(org.gst);
      await expect(page.getByText(/^\d+-\d+ of \d+$/)).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Refine: automatic only.
      const panel = page.getByRole('form', { name: 'Refine search' });
      const update = panel.getByRole('button', { name: 'Update search' });
      await expect(update).toBeDisabled();
      await panel.getByRole('checkbox', { name: 'Automatic' }).check({ force: true });
      await update.click();
      await expect(page).toHaveURL(/vehicleTransmission=Automatic/);

      // Sort by RRP, descending; back on page 1.
      await page.getByRole('combobox', { name: /Sort by/ }).selectOption('consumer_price');
      await page.getByRole('button', { name: 'Ascending' }).click();
      await expect(page).toHaveURL(/sortBy=consumer_price/);
      await expect(page).toHaveURL(/sortOrder=desc/);

      // Page size 10, then page 2.
      await page.getByRole('combobox', { name: /Per page/ }).selectOption('10');
      await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
      const second = page.getByRole('button', { name: 'Page 2' });
      if (await second.isVisible()) {
        await second.click();
        await expect(page.getByText(/^11-\d+ of \d+$/)).toBeVisible();
        await expect(page).toHaveURL(/currentPage=2/);
      }

      // Shortlist three; the fourth is disabled and the limit is noticed.
      const viewShortlist = page.getByRole('button', { name: 'View shortlist' });
      await expect(viewShortlist).toBeDisabled();
      for (let index = 0; index < 3; index += 1) {
        await cards.nth(index).getByRole('button', { name: 'Shortlist' }).click();
      }
      await expect(page.getByText('Limit has been reached.')).toBeVisible();
      await expect(cards.nth(3).getByRole('button', { name: 'Shortlist' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Shortlisted vehicles (3)' })).toBeVisible();

      // The shortlist survives a reload.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Shortlisted vehicles (3)' })).toBeVisible();

      await viewShortlist.click();
      await expect(page).toHaveURL(/\/calculator\/shortlists$/);
    });

    test('shows the no-results dialog and starts a new search', async ({ page }) => {
      await page.goto(
        `${base}/calculator/results?vehicleBodytype=VAN&vehicleFueltype=Electric&vehicleSeats=17`,
      );
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('No results found.')).toBeVisible();
      await expect(
        dialog.getByText('Sorry. No results are available as your search criteria was too specific.'),
      ).toBeVisible();
      await expect(dialog.getByText('Please adjust your choices and try again.')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole('button', { name: 'Start a new search' }).click();
      await expect(page).toHaveURL(/\/calculator\/search$/);
    });

    test('on a phone the refine panel opens in a drawer', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${base}/calculator/results?vehicleBodytype=SUV`);
      await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
      await page.getByRole('button', { name: 'Refine search' }).click();
      // The side panel is hidden on a phone: the only refine form shown is the drawer's.
      const drawer = page.getByRole('form', { name: 'Refine search' });
      await expect(drawer.getByRole('button', { name: 'Update search' })).toBeDisabled();
      await expectNoSeriousAxeViolations(page);
      await context.close();
    });
  });
}
