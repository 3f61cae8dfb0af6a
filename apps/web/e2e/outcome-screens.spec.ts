import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { acceptInvitation, issueQuote, look } from './support/applicant';
import { WAITED_FOR_NZ_COMPANY, submitForCreditDecision } from './support/credit-check';
import {
  consentAndSubmitReview,
  passIdentityCheckWithSpecimen,
  reachApprovalsAsTheOnlyOfficer,
  reachApprovalsWithASecondOfficer,
  specimenHolder,
  type CompanyOfficer,
} from './support/identity-check';

/**
 * Outcome screens that move on (decision 2083): Authorised Officer (1)'s on-hold page moves on by
 * itself once Authorised Officer (2) checks their identity and the credit check approves, with no
 * reload, and offers to resend Authorised Officer (2)'s invitation (decision 2094); a declined
 * application has its own screen, and its home says so.
 */

const PASSWORD = 'Outcome-screens-2026';
const NZ_ORIGIN = `http://nz.localhost:${E2E_PORT}`;

/** The NZ company the sandbox credit service declines, by its name (decision 1660). */
const DECLINED_NZ_COMPANY: CompanyOfficer = {
  companySearch: 'Decline Test Couriers',
  companyName: 'Decline Test Couriers Limited',
  registeredAddressSearch: 'Queen Street Auckland',
  contactNumber: '09 555 1234',
};

const anNzOfficer = (stamp: string, name: string) => ({
  org: 'org-nz-demo' as const,
  ...specimenHolder('NZ'),
  email: `${name}.${stamp}@outcome-screens.example`,
  mobile: '0211234567',
  quoteRef: `Q-OS-${stamp}`.slice(0, 40),
  signing: 'electronic' as const,
});

test.describe('the on-hold page of two NZ officers, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('moves on by itself when Authorised Officer (2) finishes and the credit check approves', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}m`;
    const officer = anNzOfficer(stamp, 'ana');
    const second = {
      ...specimenHolder('NZ'),
      email: `rua.${stamp}@outcome-screens.example`,
      mobile: '0219876543',
      role: 'General Manager',
    };
    const applicationId = await issueQuote(officer);
    await acceptInvitation(page, NZ_ORIGIN, officer.email, PASSWORD);
    await reachApprovalsWithASecondOfficer(page, applicationId, WAITED_FOR_NZ_COMPANY, second);
    await passIdentityCheckWithSpecimen(page, 'NZ');
    await consentAndSubmitReview(page);

    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/application-on-hold$`));
    await expect(page.getByRole('heading', { name: 'Application on hold' })).toBeVisible();
    await expect(page.getByText(/We are waiting for .+, your Authorised Officer \(2\)/)).toBeVisible();
    await expect(page.getByText('Q-OS-', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^0800/ }).first()).toBeVisible();
    await look(page, testInfo, 'phone-on-hold');

    // Authorised Officer (1) resends the invitation (decision 2094): it goes once, a fresh link in the
    // outbox beside the first, and the button waits before another; officer (2) takes the newest link.
    const resend = page.getByRole('button', { name: 'Resend Invitation' });
    await resend.click();
    await expect(page.getByRole('status').filter({ hasText: 'Invitation sent again to' })).toBeVisible();
    await expect(resend).toBeDisabled();
    const outbox = await page.context().newPage();
    await expect(async () => {
      await outbox.goto(`${NZ_ORIGIN}/dev/outbox/?to=${encodeURIComponent(second.email)}`);
      await expect(outbox.getByRole('link', { name: /Authorised Officer \(2\)/ })).toHaveCount(2, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 15_000 });
    await outbox.close();

    const theirs = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await acceptInvitation(theirs, NZ_ORIGIN, second.email, PASSWORD);
    await theirs.getByRole('button', { name: 'Proceed' }).click();
    await passIdentityCheckWithSpecimen(theirs, 'NZ');
    await expect(theirs.getByRole('heading', { name: 'ID Check Complete' })).toBeVisible();
    await theirs.context().close();

    // No reload: the page Authorised Officer (1) left open moves on to the contract ready to sign.
    await expect(page.getByRole('heading', { name: 'Your contract is ready to sign' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/reviewAndSignContract$`));
    await look(page, testInfo, 'phone-moved-on');
  });
});

for (const size of [
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const) {
  test.describe(`an NZ company the sandbox declines, on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('is told respectfully, with its reference and whom to call, and its home says declined', async ({
      page,
    }, testInfo) => {
      test.slow();
      const stamp = `${Date.now()}${size.name[0]}`;
      const officer = anNzOfficer(stamp, 'hemi');
      const applicationId = await issueQuote(officer);
      await acceptInvitation(page, NZ_ORIGIN, officer.email, PASSWORD);
      await reachApprovalsAsTheOnlyOfficer(page, applicationId, DECLINED_NZ_COMPANY);
      await passIdentityCheckWithSpecimen(page, 'NZ');
      await submitForCreditDecision(page, applicationId);
      await expect(
        page.getByRole('heading', { name: 'We are unable to approve your application at this time' }),
      ).toBeVisible();
      await expect(page.getByText('You will be notified shortly on how to proceed.')).toHaveCount(0);
      await expect(page.getByText(/^Questions\? Call us on 0800/)).toBeVisible();
      await look(page, testInfo, `${size.name}-declined`);

      await page.goto(`${NZ_ORIGIN}/applications/${applicationId}`);
      await expect(page.getByRole('heading', { name: 'Your application was not approved' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Application in progress' })).toHaveCount(0);
      await look(page, testInfo, `${size.name}-declined-home`);
    });
  });
}
