import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { answer, look, passwordLinkFor, stepHeader } from './support/applicant';

/**
 * The credit application (journey §2 'Business details accordion', §4, §5): a calculator applicant
 * starts the credit application from the dashboard, confirms the business and themselves, saves the
 * business details with an address from the autocomplete and the cashflow, fills in part of the other
 * details and chooses Save & Close. Signed in again, the saved steps are complete and the other details
 * are as left; without a personal guarantee the statements are asked for, one is uploaded, and Next
 * opens the identity check. On a desktop and a phone.
 */

const PASSWORD = 'Credit-limit-150k';
const ORIGIN = `http://au.localhost:${E2E_PORT}`;
const SHORTLIST_KEY = 'leasePortal.shortlist';
const RATE_BOOK = `query ($filter: RateBookFilter!) { rateBook(filter: $filter) { results { rows {
  catalogVehicleId catalogYear vehicleMake vehicleModel vehicleTrim vehicleDescription vehicleDrivetrain
  vehicleFueltype vehiclePrimaryfueltype vehicleTransmissiongroup vehicleBodytype vehicleSeats
  consumerPrice catalogPrice weekLeaseprice monthLeaseprice duration durationUnit } } } }`;

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** A small but real PDF: the server checks what the bytes are, not only the name. */
const STATEMENT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** A call from the page, as its own scripts make them. */
async function graphqlFromPage<T>(page: Page, query: string, variables: Record<string, unknown>) {
  return page.evaluate(
    async ([q, v]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return response.json() as Promise<{ data?: T; errors?: { message: string }[] }>;
    },
    [query, variables] as const,
  );
}

/** A visitor shortlists a vehicle, asks for an online account and sets a password (as accounts.spec does). */
async function aCalculatorApplicant(page: Page, address: string) {
  await page.goto('/calculator');
  const rates = await graphqlFromPage<{
    rateBook: { results: { rows: { catalogVehicleId: string }[] } };
  }>(page, RATE_BOOK, { filter: { countryCode: 'AU', pageSize: 10, minDuration: 36, maxDuration: 36 } });
  expect(rates.errors).toBeUndefined();
  const shortlisted = rates.data!.rateBook.results.rows.slice(0, 1);
  await page.evaluate(
    ([key, vehicles]) => window.localStorage.setItem(key, JSON.stringify({ vehicles, cycle: 'weekly' })),
    [SHORTLIST_KEY, shortlisted.map((row) => ({ ...row, countryCode: 'AU', isShortlisted: true }))] as const,
  );
  await page.goto('/calculator/enquire-now');
  await page.getByText('Create an online account', { exact: true }).click();
  await page.getByLabel(/^First name/).fill('Sam');
  await page.getByLabel(/^Last name/).fill('Okafor');
  await page.getByLabel(/^Phone/).fill('0491570156');
  await page.getByLabel(/^Email/).fill(address);
  await page.getByLabel(/^Postcode/).fill('2000');
  await page.getByLabel(/^Fleet size/).fill('3');
  await page.getByLabel(/^Business name/).fill('Harbour');
  await page.getByRole('option', { name: /Harbour City Plumbing Pty Ltd/ }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your account has been created')).toBeVisible();

  await page.goto(await passwordLinkFor(page, ORIGIN, address));
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been updated.')).toBeVisible();
}

async function logIn(page: Page, address: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(address);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

for (const size of SIZES) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('a calculator applicant saves the credit application step by step, closes it, comes back to it and goes on to the identity check', async ({
      page,
    }, testInfo) => {
      test.slow();
      const address = `sam.${Date.now()}.${size.name}@harbour-plumbing.example`;
      await aCalculatorApplicant(page, address);
      await logIn(page, address);

      await page.getByRole('button', { name: 'Start credit application' }).click();
      await expect(page).toHaveURL(/\/applications\/[^/]+$/);
      const applicationId = /\/applications\/([^/]+)$/.exec(page.url())![1]!;
      await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible();
      await page.getByRole('button', { name: 'Get started' }).click();
      await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/businessDetails$`));

      // The calculator variant: the business first, then the officer.
      const business = page.getByRole('region', { name: 'Business Details' });
      await expect(business.getByRole('button', { name: 'Company Lookup' })).toBeVisible();
      await business.getByRole('button', { name: 'Company Lookup' }).click();
      const lookup = page.getByRole('dialog', { name: 'Company Lookup' });
      await lookup.getByLabel('ABN or company name').fill('Harbour City Plumbing');
      await lookup.getByRole('radio', { name: 'Harbour City Plumbing Pty Ltd' }).check();
      await lookup.getByRole('button', { name: 'Select' }).click();
      await expect(lookup).toBeHidden();
      await business.getByLabel('Industry').selectOption({ label: 'Construction' });
      await business.getByLabel('Sub Division').selectOption({ label: 'Building Construction' });
      await business.getByLabel('Sub Group').selectOption({ index: 1 });
      await business.getByRole('button', { name: 'Confirm' }).click();
      const officer1 = page.getByRole('region', { name: 'Authorised Officer (1)' });
      await officer1.getByRole('group', { name: 'Are you an Authorised Officer?' }).getByText('Yes').click();
      await officer1
        .getByRole('group', { name: 'Does the business have more than 1 Authorised Officer?' })
        .getByText('No', { exact: true })
        .click();
      await officer1.getByRole('button', { name: 'Continue' }).click();

      // Step 1: Business Details.
      await expect(stepHeader(page, 1)).toHaveAttribute('aria-expanded', 'true');
      await expect(stepHeader(page, 2)).toBeDisabled();
      await expect(stepHeader(page, 3)).toBeDisabled();
      await expect(page.getByLabel('Legal Business Name')).toHaveValue('Harbour City Plumbing Pty Ltd');
      const next = page.getByRole('button', { name: 'Next' });
      await expect(next).toBeDisabled();
      const legalAddress = page.getByLabel(/^Registered Business Address/);
      await legalAddress.fill('George Street Sydney');
      const suggestions = page.getByRole('listbox', { name: 'Suggested addresses' });
      await expect(suggestions.getByRole('option').first()).toBeVisible();
      await legalAddress.press('ArrowDown');
      await legalAddress.press('Enter');
      await expect(legalAddress).toHaveValue(/George Street, Sydney NSW 2000$/);
      const chosenAddress = await legalAddress.inputValue();
      const contact = page.getByLabel(/^Business Contact Number/);
      await contact.fill('02 9876 543');
      await contact.blur();
      await expect(page.getByText('Field value length must equal to 10')).toBeVisible();
      await contact.fill('02 9876 5432');
      await page.getByLabel(/^Business Website/).fill('harbourcityplumbing.example');
      await look(page, testInfo, `${size.name}-1-business-details`);
      await expect(next).toBeEnabled();
      await next.click();

      // Step 2: Business Cashflow Details.
      await expect(stepHeader(page, 1)).toHaveAccessibleName(/Completed/);
      await expect(stepHeader(page, 1)).toHaveAttribute('aria-expanded', 'false');
      await expect(stepHeader(page, 2)).toHaveAttribute('aria-expanded', 'true');
      const revenue = page.getByLabel(/^Annual Revenue/);
      const cashflow = page.getByRole('region', { name: /Business Cashflow Details/ });
      await expect(cashflow.getByRole('button', { name: 'Next' })).toBeDisabled();
      await revenue.fill('1,250,000');
      await revenue.blur();
      await expect(page.getByText('Field needs to be float')).toBeVisible();
      await revenue.fill('1250000');
      await look(page, testInfo, `${size.name}-2-cashflow`);
      await cashflow.getByRole('button', { name: 'Next' }).click();

      // Step 3: Other Details & Personal Guarantee, part of it, then Save & Close.
      await expect(stepHeader(page, 2)).toHaveAccessibleName(/Completed/);
      const finance = page.getByRole('region', { name: /Other Details & Personal Guarantee/ });
      await finance.getByLabel(/^Current number of business vehicles/).fill('3');
      await finance.getByLabel(/^Number of employees/).fill('12');
      await answer(finance, 'Are you planning to lease more vehicles in the next 6 months?', 'Yes');
      await expect(finance.getByLabel('Number of vehicles')).toHaveValue('1');
      await finance.getByRole('button', { name: 'increment' }).click();
      await expect(finance.getByLabel('Number of vehicles')).toHaveValue('2');
      const limit = finance.getByRole('slider');
      // A calculator application has no drive-away price yet: the limit starts at 50,000.
      await expect(limit).toHaveAttribute('aria-valuetext', '$50,000');
      await finance.getByText('Apply for the maximum automatic credit limit of $150,000').click();
      await expect(limit).toHaveAttribute('aria-valuetext', '$150,000');
      await look(page, testInfo, `${size.name}-3-other-details`);
      await finance.getByRole('button', { name: 'About: Credit limit' }).click();
      const info = page.getByRole('dialog', { name: 'Credit limit' });
      await expect(info).toContainText('$150,000');
      await page.keyboard.press('Escape');
      await expect(info).toBeHidden();
      await finance.getByRole('button', { name: 'Save & Close' }).click();
      await expect(page).toHaveURL(/\/login/);

      // Signed in again: the first two steps are complete, the third as it was left.
      await logIn(page, address);
      await page.getByRole('button', { name: 'Continue credit application' }).click();
      await page.getByRole('button', { name: 'Continue credit application' }).click();
      await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/businessDetails$`));
      await expect(stepHeader(page, 1)).toHaveAccessibleName(/Completed/);
      await expect(stepHeader(page, 2)).toHaveAccessibleName(/Completed/);
      await expect(stepHeader(page, 3)).toHaveAttribute('aria-expanded', 'true');
      await expect(finance.getByLabel(/^Current number of business vehicles/)).toHaveValue('3');
      await expect(finance.getByLabel(/^Number of employees/)).toHaveValue('12');
      await expect(finance.getByLabel('Number of vehicles')).toHaveValue('2');
      await expect(finance.getByRole('slider')).toHaveAttribute('aria-valuetext', '$150,000');
      await stepHeader(page, 1).click();
      await expect(page.getByLabel(/^Registered Business Address/)).toHaveValue(chosenAddress);
      await expect(page.getByLabel(/^Business Contact Number/)).toHaveValue('0298765432');
      // One step is open at a time: opening the first closed the third.
      await expect(stepHeader(page, 3)).toHaveAttribute('aria-expanded', 'false');
      await stepHeader(page, 3).click();
      await expect(stepHeader(page, 3)).toHaveAttribute('aria-expanded', 'true');

      // No personal guarantee: confirmed, then the statements are asked for.
      await answer(finance, 'Will you provide a personal guarantee?', 'No');
      await finance.getByRole('button', { name: 'Next' }).click();
      const guarantee = page.getByRole('dialog', {
        name: 'Are you sure you want to proceed without a personal guarantee?',
      });
      await expect(guarantee).toBeVisible();
      await look(page, testInfo, `${size.name}-4-guarantee-dialog`);
      await guarantee.getByRole('button', { name: 'Confirm' }).click();
      const documents = page.getByRole('dialog', { name: 'Supporting documents required!' });
      await expect(documents).toContainText(
        'Please upload business financial statements to support your credit limit request.',
      );
      await documents.getByRole('button', { name: 'OK' }).click();
      await expect(documents).toBeHidden();

      await finance.getByLabel('Upload financial statements').setInputFiles([
        {
          name: 'Harbour City Plumbing financial statements FY2024 and FY2025.pdf',
          mimeType: 'application/pdf',
          buffer: STATEMENT_PDF,
        },
        { name: 'Balance sheet.pdf', mimeType: 'application/pdf', buffer: STATEMENT_PDF },
      ]);
      const statements = finance.getByRole('list', { name: 'Financial statements' });
      await expect(statements.getByRole('button', { name: /^Remove / })).toHaveCount(2);
      await statements.getByRole('button', { name: 'Remove Balance sheet.pdf' }).click();
      await expect(statements.getByRole('button', { name: /^Remove / })).toHaveCount(1);
      await look(page, testInfo, `${size.name}-5-statements`);

      await finance.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/approvals$`));
      const after = await graphqlFromPage<{
        getVehicleApplication: {
          vehicleApplication: {
            scoreboard: {
              status: string;
              businessDetails: { financeDetails: Record<string, unknown> };
            };
          };
        };
      }>(
        page,
        `query { getVehicleApplication { vehicleApplication { scoreboard { status businessDetails {
          financeDetails { valueOfApplication maximum personalGuarantee howManyVehicles completed fileUrls { fileName } } } } } } }`,
        {},
      );
      const scoreboard = after.data!.getVehicleApplication.vehicleApplication.scoreboard;
      expect(scoreboard.status).toBe('approvals');
      expect(scoreboard.businessDetails.financeDetails).toEqual({
        valueOfApplication: 150000,
        maximum: true,
        personalGuarantee: 'no',
        howManyVehicles: 2,
        completed: 'yes',
        fileUrls: [{ fileName: 'Harbour City Plumbing financial statements FY2024 and FY2025.pdf' }],
      });
    });
  });
}
