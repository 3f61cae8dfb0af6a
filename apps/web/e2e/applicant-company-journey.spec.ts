import { expect, test } from './support/journey-test';
import { E2E_PORT } from './playwright.config';
import {
  acceptInvitation,
  answer,
  DESKTOP,
  issueQuote,
  look,
  newestMailTo,
  stepHeader,
} from './support/applicant';
import { confirmTheOfficers } from './support/identity-check';

/**
 * An AU company with two officers, from the provider's quote to the identity check: the officer
 * signs the quote in the e-signature view, confirms the business and themselves, invites Authorised
 * Officer (2), completes the credit application with a personal guarantee, and reaches the identity
 * check; the second officer's invitation is in the outbox. On a desktop; each page looked at on a phone too.
 */

const PASSWORD = 'Two-officers-48';
const ORIGIN = `http://au.localhost:${E2E_PORT}`;
const HARBOUR_CITY_PLUMBING = {
  companySearch: 'Harbour City Plumbing',
  companyName: 'Harbour City Plumbing Pty Ltd',
  registeredAddressSearch: 'George Street Sydney',
  contactNumber: '02 9876 5432',
};

test.describe(`on a ${DESKTOP.name}`, () => {
  const size = DESKTOP;
  test.use({ viewport: size.viewport });

  test('two officers of an AU company: the quote signed electronically, business details complete, Authorised Officer (2) invited', async ({
    page,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}${size.name}`;
    const officer = {
      org: 'org-au-demo' as const,
      firstName: 'Mia',
      lastName: 'Chen',
      email: `mia.${stamp}@harbour-plumbing.example`,
      mobile: '0412345678',
      quoteRef: `Q-2O-${stamp}`.slice(0, 40),
      signing: 'electronic' as const,
    };
    const secondEmail = `tom.${stamp}@harbour-plumbing.example`;
    const applicationId = await issueQuote(officer);
    await acceptInvitation(page, ORIGIN, officer.email, PASSWORD);

    // The quote, signed in the e-signature view inside the dialog.
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Accept Quote & Continue' }).click();
    const signing = page.frameLocator('iframe[title="Quote signing"]');
    await signing.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/businessDetails$`));

    // The business, then the officer, then Authorised Officer (2).
    await confirmTheOfficers(page, HARBOUR_CITY_PLUMBING, {
      firstName: 'Tom',
      lastName: 'Avery',
      email: secondEmail,
      mobile: '0498 765 432',
    });
    // The officers confirmed and Authorised Officer (2) invited are looked at by the reassignment's journey.

    // The credit application: the business's addresses and contact, its cash flow, its finances.
    await expect(stepHeader(page, 1)).toHaveAttribute('aria-expanded', 'true');
    const legalAddress = page.getByLabel(/^Registered Business Address/);
    await legalAddress.fill('George Street Sydney');
    await expect(
      page.getByRole('listbox', { name: 'Suggested addresses' }).getByRole('option').first(),
    ).toBeVisible();
    await legalAddress.press('ArrowDown');
    await legalAddress.press('Enter');
    await expect(legalAddress).toHaveValue(/George Street, Sydney NSW 2000$/);
    await page.getByLabel(/^Business Contact Number/).fill('02 9876 5432');
    await page.getByRole('button', { name: 'Next' }).click();

    const cashflow = page.getByRole('region', { name: /Business Cashflow Details/ });
    await page.getByLabel(/^Annual Revenue/).fill('2400000');
    await cashflow.getByRole('button', { name: 'Next' }).click();

    const finance = page.getByRole('region', { name: /Other Details & Personal Guarantee/ });
    await finance.getByLabel(/^Current number of business vehicles/).fill('6');
    await finance.getByLabel(/^Number of employees/).fill('40');
    await answer(finance, 'Are you planning to lease more vehicles in the next 6 months?', 'No');
    // The limit starts at the quote's drive-away price and cannot go below it.
    const limit = finance.getByRole('slider');
    await expect(limit).toHaveAttribute('aria-valuetext', '$58,990');
    await limit.press('ArrowLeft');
    await expect(limit).toHaveAttribute('aria-valuetext', '$58,990');
    await limit.press('ArrowRight');
    await expect(limit).not.toHaveAttribute('aria-valuetext', '$58,990');
    await answer(finance, 'Will you provide a personal guarantee?', 'Yes');
    await look(page, testInfo, '2-other-details');
    await finance.getByRole('button', { name: 'Next' }).click();

    // On to the identity check; Authorised Officer (2) has their invitation.
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/approvals$`));
    const invitation = await newestMailTo(page, ORIGIN, secondEmail);
    expect(invitation).toMatch(/Authorised Officer \(2\)/);
    expect(invitation).toMatch(/\/reset-password\?/);
  });
});
