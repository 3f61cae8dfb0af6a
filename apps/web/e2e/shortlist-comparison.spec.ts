import { expect, test, type Locator } from './support/journey-test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT } from './playwright.config';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { keepPicture } from './support/pictures';

/**
 * The shortlist as a comparison with running-cost estimates (decision 1050), per region, on a
 * desktop and a phone: shortlist three vehicles, compare them, change term and cycle, change a
 * fuel price and watch the estimate follow.
 */
const regions = [
  { region: 'AU', host: 'au.localhost', gst: '(incl. gst)' },
  { region: 'NZ', host: 'nz.localhost', gst: '(ex. gst)' },
] as const;
const viewports = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
// A diesel ute, an electric sedan and a petrol hybrid, sold in both countries.
const SEARCH = `pair=${encodeURIComponent('FORD:Ranger|TESLA:Model 3|TOYOTA:Corolla')}`;
const CHOSEN = ['Ford Ranger XLT 4x4 Double Cab', 'Tesla Model 3 RWD', 'Toyota Corolla ZR Hybrid Hatch'];
const LOOKS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test-results');

/** The cells of the row headed by `name`. */
function cellsOf(table: Locator, name: RegExp): Locator {
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name }) })
    .getByRole('cell');
}

/** No text in the comparison is cut off: every cell holds what it shows. */
async function expectNothingClipped(table: Locator) {
  const clipped = await table.evaluate((element) =>
    [...element.querySelectorAll('th, td, .bp6-tag, button')]
      .filter((cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.scrollHeight > cell.clientHeight + 1)
      .map((cell) => cell.textContent),
  );
  expect(clipped).toEqual([]);
}

for (const r of regions) {
  for (const viewport of viewports) {
    test.describe(`${r.region} ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test('compares three shortlisted vehicles with an editable running-cost estimate', async ({ page }) => {
        const origin = `http://${r.host}:${E2E_PORT}`;
        await page.goto(`${origin}/calculator/results?${SEARCH}`);
        for (const name of CHOSEN) {
          const card = page.getByTestId('vehicle-card').filter({ hasText: name });
          await card.getByRole('button', { name: 'Shortlist' }).click();
          await expect(card.getByRole('button', { name: 'Shortlisted' })).toBeVisible();
        }
        await page.getByRole('button', { name: 'View shortlist' }).click();
        await expect(page).toHaveURL(/\/calculator\/shortlists$/);

        const table = page.getByRole('table', { name: 'Your shortlisted vehicles compared' });
        const head = table.getByRole('rowgroup').first();
        await expect(head.getByRole('columnheader')).toHaveText([
          /Ford Ranger/,
          /Tesla Model 3/,
          /Toyota Corolla/,
        ]);
        await expect(
          table.getByRole('columnheader', { name: `Your lease, 3 years ${r.gst}` }),
        ).toBeAttached();
        await expect(table.getByRole('rowheader', { name: /^Fuel.*Differs/ })).toBeAttached();
        await expect(table.getByRole('rowheader', { name: /^Seats/ })).not.toContainText('Differs');
        await expect(cellsOf(table, /^Weekly lease price/)).toHaveText([/^\$\d/, /^\$\d/, /^\$\d/]);

        // The estimate shows what it assumed, per fuel, at the region's default prices.
        const running = cellsOf(table, /^Estimated weekly fuel or charging cost/);
        await expect(running).toHaveText([/diesel at \$/, /electricity at \$/, /petrol at \$/]);
        const dieselBefore = await running.first().locator('.lp-compare__value').textContent();
        const hint = page.getByText(/Swipe or scroll sideways to see each vehicle/);
        if (viewport.name === 'phone') await expect(hint).toBeVisible();
        else await expect(hint).toBeHidden();
        await keepPicture(page, path.join(LOOKS, `shortlist-comparison-${r.region}-${viewport.name}.png`), {
          fullPage: true,
        });
        await expectNothingClipped(table);
        await expectNoSeriousAxeViolations(page);

        // A dearer diesel price raises the ute's estimate, and says so.
        const diesel = page.getByLabel('Diesel price ($/L)');
        await diesel.fill('3.50');
        await expect(running.first()).toContainText('diesel at $3.50/L');
        await expect(running.first().locator('.lp-compare__value')).not.toHaveText(dieselBefore ?? '');
        await diesel.fill('350');
        await expect(page.getByText('Enter dollars per litre, not cents: like 1.95')).toBeVisible();
        await expect(running.first()).toContainText('No estimate');
        await diesel.fill('3.5');

        // Term and cycle change what the comparison leads with.
        await page.getByText('5 years', { exact: true }).click();
        await page
          .getByRole('radio', { name: 'Monthly' })
          .or(page.getByRole('button', { name: 'Monthly' }))
          .click();
        await expect(
          table.getByRole('columnheader', { name: `Your lease, 5 years ${r.gst}` }),
        ).toBeAttached();
        await expect(table.getByRole('rowheader', { name: /^Monthly, 5 years \(chosen\)/ })).toBeAttached();
        await expect(cellsOf(table, /^Estimated monthly fuel or charging cost/)).toHaveCount(3);
        await expect(cellsOf(table, /^Estimated monthly fuel or charging cost/).first()).toContainText(
          '$3.50/L',
        );

        if (viewport.name === 'phone') {
          // The comparison scrolls sideways from the keyboard, a vehicle at a time.
          const scroller = page.getByRole('region', { name: 'Your shortlisted vehicles compared' });
          await scroller.focus();
          await page.keyboard.press('ArrowRight');
          await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
          await keepPicture(page, path.join(LOOKS, `shortlist-comparison-${r.region}-phone-scrolled.png`));
        } else {
          await keepPicture(page, path.join(LOOKS, `shortlist-comparison-${r.region}-desktop-monthly.png`), {
            fullPage: true,
          });
        }
        await expectNothingClipped(table);
        await expectNoSeriousAxeViolations(page);

        // Every action of the shortlist page stays.
        await expect(page.getByRole('button', { name: 'Request callback' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Enquire now' })).toBeVisible();
        await table.getByRole('button', { name: 'Remove Toyota Corolla' }).click();
        await expect(head.getByRole('columnheader')).toHaveCount(2);
      });
    });
  }
}
