import { expect, test, type Page } from './support/journey-test';
import { E2E_PORT } from './playwright.config';
import { expectNoSeriousAxeViolations } from './support/accessibility';

/** The shortlist, enquiry and call-back journeys of the calculator, per region (calculator §2, §4, §5). */
const regions = [
  {
    region: 'AU',
    host: 'au.localhost',
    phone: '0412345678',
    where: 'Postcode',
    place: '3000',
    business: 'Harbour',
    businessName: 'Harbour City Plumbing Pty Ltd',
  },
  {
    region: 'NZ',
    host: 'nz.localhost',
    phone: '021 234 567',
    where: 'Location',
    place: 'Lower Hutt',
    business: 'Kiwi F',
    businessName: 'Kiwi Freight Solutions Limited',
  },
] as const;

const STORAGE_KEY = 'leasePortal.shortlist';
const SEED_QUERY = `query seed($filter: RateBookFilter!) { rateBook(filter: $filter) { results { rows {
  catalogVehicleId catalogYear vehicleMake vehicleModel vehicleTrim vehicleDescription vehicleDrivetrain
  vehicleFueltype vehiclePrimaryfueltype vehicleTransmissiongroup vehicleBodytype vehicleSeats
  consumerPrice catalogPrice weekLeaseprice monthLeaseprice duration durationUnit } } } }`;

/** Two vehicles of the region's rate book, put on the visitor's local shortlist. */
async function seedShortlist(page: Page, origin: string, region: string) {
  // The rate book is asked from the page, so the request carries the organisation's host.
  await page.goto(`${origin}/calculator`);
  const rows = await page.evaluate(
    async ([query, filter]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { filter } }),
      });
      const answer = await response.json();
      if (!answer.data) throw new Error(JSON.stringify(answer.errors));
      return (answer.data.rateBook.results.rows as { vehicleMake: string }[]).slice(0, 2);
    },
    [SEED_QUERY, { countryCode: region, pageSize: 10, minDuration: 36, maxDuration: 36 }] as const,
  );
  expect(rows.length).toBeGreaterThan(0);
  await page.evaluate(
    ([key, vehicles]) => window.localStorage.setItem(key, JSON.stringify({ vehicles, cycle: 'weekly' })),
    [STORAGE_KEY, rows.map((row) => ({ ...row, countryCode: region, isShortlisted: true }))] as const,
  );
  return rows;
}

for (const r of regions) {
  const origin = `http://${r.host}:${E2E_PORT}`;

  test.describe(`${r.region} calculator shortlist and enquiry`, () => {
    test('the shortlist page changes term and cycle, and removes vehicles', async ({ page }) => {
      const rows = await seedShortlist(page, origin, r.region);
      await page.goto(`${origin}/calculator/shortlists`);
      await expect(page.getByRole('heading', { name: 'Step 3. Your shortlisted vehicles' })).toBeVisible();
      await expect(page.getByLabel('KM driven annually')).toHaveValue('15,000');
      const comparison = page.getByRole('table', { name: 'Your shortlisted vehicles compared' });
      await expect(comparison.getByRole('button', { name: /^Remove / })).toHaveCount(rows.length);
      await expect(comparison.getByRole('rowheader', { name: /^Weekly lease price/ })).toBeVisible();

      await page.getByText('5 years', { exact: true }).click();
      await expect(page.getByRole('radio', { name: '5 years' })).toBeChecked();
      await page
        .getByRole('button', { name: 'Monthly' })
        .or(page.getByRole('radio', { name: 'Monthly' }))
        .click();
      await expect(comparison.getByRole('rowheader', { name: /^Monthly lease price/ })).toBeVisible();

      await page.getByRole('button', { name: 'Lease inclusions' }).click();
      const inclusions = page.getByRole('dialog', { name: 'Lease inclusions' });
      await expect(inclusions).toContainText('Replacement Tyres');
      // Closed before going on: an open dialog would lie over the Remove buttons.
      await inclusions.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(inclusions).toBeHidden();
      await expectNoSeriousAxeViolations(page);

      for (const row of rows)
        await page
          .getByRole('button', { name: `Remove ${row.vehicleMake}` })
          .first()
          .click();
      await expect(page.getByText('No vehicles are shortlisted.')).toBeVisible();
      await expect(page.getByText('Please shortlist at least one vehicle to proceed.')).toBeVisible();
      await page.getByRole('button', { name: 'Return to search results' }).click();
      await expect(page).toHaveURL(/\/calculator\/results/);
    });

    test('the enquiry form shows each rule, then submits to the thank-you page', async ({ page }) => {
      await seedShortlist(page, origin, r.region);
      await page.goto(`${origin}/calculator/shortlists`);
      await page.getByRole('button', { name: 'Enquire now' }).click();
      await expect(page.getByRole('heading', { name: 'Enquire now' })).toBeVisible();
      const submit = page.getByRole('button', { name: 'Submit' });
      await expect(submit).toBeDisabled();

      const fill = async (label: string, value: string) => {
        const field = page.getByLabel(new RegExp(`^${label}`));
        await field.fill(value);
        await field.blur();
      };
      await fill('First name', 'J');
      await expect(page.getByText('Field value must have at least 2 characters.')).toBeVisible();
      await fill('First name', 'Jo');
      await fill('Last name', '');
      await expect(page.getByText('Field is required')).toBeVisible();
      await fill('Last name', 'Smith');
      await fill('Phone', '12');
      await expect(
        page.getByText(
          r.region === 'AU'
            ? 'Field value length must equal to 10'
            : 'Field value must have at least 9 characters.',
        ),
      ).toBeVisible();
      await fill('Phone', r.phone);
      await fill('Email', 'jo');
      await expect(page.getByText('Field needs to be an email address')).toBeVisible();
      await fill('Email', 'jo@example.com');
      await fill(r.where, r.region === 'AU' ? '30' : '');
      await expect(
        page.getByText(r.region === 'AU' ? 'Field value length must equal to 4' : 'Field is required'),
      ).toBeVisible();
      await fill(r.where, r.place);
      await fill('Fleet size', 'ten');
      await expect(page.getByText('Field needs to be digits')).toBeVisible();
      await fill('Fleet size', '12');
      await expect(page.getByLabel(/^Years trading/)).toHaveValue(
        r.region === 'AU' ? 'Minimum 2 years' : 'Minimum 1 year',
      );
      await expect(submit).toBeDisabled();

      await page.getByLabel(/^Business name/).fill(r.business);
      // The lookup answers after its 300 ms debounce: wait for the business itself, not any option.
      await page.getByRole('option', { name: new RegExp(r.businessName) }).click();
      await expect(submit).toBeEnabled();
      await expectNoSeriousAxeViolations(page);

      await submit.click();
      await expect(page).toHaveURL(/\/calculator\/thank-you$/);
      await expect(
        page.getByText(
          'Your enquiry has been submitted and your vehicle shortlist has been forwarded to a lease specialist who will be in touch shortly.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to home page' })).toBeVisible();
      // The thank-you page clears the shortlist: nothing of it is left in the browser.
      expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    });

    test('a call-back request thanks the visitor and clears the form', async ({ page }) => {
      await seedShortlist(page, origin, r.region);
      await page.goto(`${origin}/calculator/shortlists`);
      await page.getByRole('button', { name: 'Request callback' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request a call' });
      const submit = dialog.getByRole('button', { name: 'Submit' });
      await expect(submit).toBeDisabled();
      await dialog.getByLabel(/^First name/).fill('Jo');
      await dialog.getByLabel(/^Last name/).fill('Smith');
      await dialog.getByLabel(/^Contact number/).fill(r.phone);
      await dialog.getByLabel(/^Email/).fill('jo@example.com');
      await expect(submit).toBeEnabled();
      await expectNoSeriousAxeViolations(page);
      await submit.click();
      await expect(dialog.getByText(/Your request has been sent/)).toBeVisible();
    });

    test('an empty shortlist sends the visitor back to the results', async ({ page }) => {
      await page.goto(`${origin}/calculator`);
      await page.evaluate((key) => window.localStorage.removeItem(key), STORAGE_KEY);
      const notice = page.getByText('No vehicles are shortlisted.');
      await page.goto(`${origin}/calculator/shortlists`);
      await expect(notice).toBeVisible();
      // The button is pressed while the notice is read: after 5 s the page goes back by itself.
      await page.getByRole('button', { name: 'Return to search results' }).click();
      await expect(page).toHaveURL(/\/calculator\/results/);

      // Left alone, the notice is checked for accessibility, then goes back to the results by itself.
      await page.goto(`${origin}/calculator/shortlists`);
      await expect(notice).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await expect(page).toHaveURL(/\/calculator\/results/, { timeout: 15_000 });
    });
  });
}
