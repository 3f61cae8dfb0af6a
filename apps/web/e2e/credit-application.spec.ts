import { expect, test } from './support/journey-test';
import { answer, look, PHONE, stepHeader } from './support/applicant';
import { aCalculatorApplicant, graphqlFromPage, logIn } from './support/calculator-applicant';
import { landingsAt, openEveryAddress } from './support/every-address';
import { pressEscapeInDialog } from './support/dialogs';

/**
 * The credit application (journey §2 'Business details accordion', §4, §5): a calculator applicant
 * starts the credit application from the dashboard, confirms the business and themselves, finds the
 * register's address filled in, enters an address by hand, saves the business details with an
 * address from the autocomplete and the cashflow, fills in part of the other
 * details and chooses Save & Close. Signed in again, the saved steps are complete and the other details
 * are as left; without a personal guarantee the statements are asked for, one is uploaded, and Next
 * opens the identity check. On a phone; each page looked at on a desktop too.
 */

const PASSWORD = 'Credit-limit-150k';
/** A small but real PDF: the server checks what the bytes are, not only the name. */
const STATEMENT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

test.describe(`on a ${PHONE.name}`, () => {
  const size = PHONE;
  test.use({ viewport: size.viewport });

  test('a calculator applicant saves the credit application step by step, closes it, comes back to it and goes on to the identity check', async ({
    page,
  }, testInfo) => {
    test.slow();
    const address = `sam.${Date.now()}.${size.name}@harbour-plumbing.example`;
    await aCalculatorApplicant(page, address, PASSWORD);
    await logIn(page, address, PASSWORD);

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
    // The ABR publishes no street address, so nothing is filled in: the customer gives it (decision 2110).
    await expect(legalAddress).toHaveValue('');
    await expect(page.getByText('Start typing, then choose the address from the list.')).toBeVisible();
    // An address the look-up does not know is entered by hand, from the keyboard.
    await legalAddress.fill('Zzyzx Nowhere Track');
    const enterManually = page.getByRole('button', { name: 'Enter the address manually' });
    await expect(enterManually).toBeVisible();
    await legalAddress.press('Tab');
    await expect(enterManually).toBeFocused();
    await page.keyboard.press('Enter');
    const manual = page.getByRole('group', { name: 'Enter the address manually' });
    await manual.getByLabel(/^Street number/).fill('7');
    await manual.getByLabel(/^Street name/).fill('Zzyzx Nowhere Track');
    await manual.getByLabel(/^Suburb/).fill('Bourke');
    await manual.getByLabel(/^State or territory/).selectOption('nsw');
    await manual.getByLabel(/^Postcode/).fill('284');
    await manual.getByRole('button', { name: 'Use this address' }).click();
    await expect(manual.getByText('Field value length must equal to 4')).toBeVisible();
    await manual.getByLabel(/^Postcode/).fill('2840');
    await look(page, testInfo, '1-business-details-by-hand');
    await manual.getByRole('button', { name: 'Use this address' }).click();
    await expect(legalAddress).toHaveValue('7 Zzyzx Nowhere Track, Bourke NSW 2840');
    await expect(page.getByRole('button', { name: 'Edit the address manually' })).toBeFocused();
    // Then an address from the autocomplete after all.
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
    await look(page, testInfo, '1-business-details');
    await expect(next).toBeEnabled();
    await next.click();

    // Step 2: Business Cashflow Details.
    await expect(stepHeader(page, 1)).toHaveAccessibleName(/Completed/);
    await expect(stepHeader(page, 1)).toHaveAttribute('aria-expanded', 'false');
    await expect(stepHeader(page, 2)).toHaveAttribute('aria-expanded', 'true');
    const revenue = page.getByLabel(/^Annual Revenue/);
    const cashflow = page.getByRole('region', { name: /Business Cashflow Details/ });
    await expect(cashflow.getByRole('button', { name: 'Next' })).toBeDisabled();
    await revenue.fill('1.2m');
    await revenue.blur();
    await expect(page.getByText('Field needs to be float')).toBeVisible();
    // Thousands separators are how people write revenue.
    await revenue.fill('1,250,000');
    await expect(page.getByText('Field needs to be float')).toBeHidden();
    await look(page, testInfo, '2-cashflow');
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
    await look(page, testInfo, '3-other-details');
    await finance.getByRole('button', { name: 'About: Credit limit' }).click();
    const info = page.getByRole('dialog', { name: 'Credit limit' });
    await expect(info).toContainText('$150,000');
    await pressEscapeInDialog(page);
    await expect(info).toBeHidden();
    await finance.getByRole('button', { name: 'Save & Close' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('status')).toContainText('Your progress has been saved.');

    // Signed in again: the first two steps are complete, the third as it was left.
    await logIn(page, address, PASSWORD);
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
    await look(page, testInfo, '4-guarantee-dialog');
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
    await look(page, testInfo, '5-statements');

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

    // Every address of a calculator applicant at the ID check (decision 2084): no quote review on
    // their way, the credit application read-only, every step ahead at the ID check.
    await openEveryAddress(page, applicationId, landingsAt('approvals', ['businessDetails', 'approvals']));
  });
});
