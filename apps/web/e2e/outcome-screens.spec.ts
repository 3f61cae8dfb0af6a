import { expect, test } from './support/journey-test';
import { E2E_PORT } from './playwright.config';
import { acceptInvitation, issueQuote, look } from './support/applicant';
import { WAITED_FOR_NZ_COMPANY, reachTheReview, submitForCreditDecision } from './support/credit-check';
import {
  consentAndSubmitReview,
  passIdentityCheckWithSpecimen,
  signTheQuote,
  specimenHolder,
  type CompanyOfficer,
} from './support/identity-check';
import { completeBusinessDetails, passIdentityCheck } from './support/through-the-api';

/**
 * Outcome screens that move on (decision 2083): an NZ company's two-officer application waits on hold
 * for Authorised Officer (2), whose ID check submits it again (journey §2, §4 'Credit check'), and
 * Authorised Officer (1)'s on-hold page moves on by itself once the credit check approves, with no
 * reload, and offers to resend Authorised Officer (2)'s invitation (decision 2094); a declined
 * application has its own screen, and its home says so. What comes before the review is arranged
 * through the API (decision 2106).
 */

const ON_HOLD_TEXT = 'Your application will be submitted once Authorised Officer (2) completes their ID scan';

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

  test('waits on hold for Authorised Officer (2), whose ID check submits it again, and moves on by itself when the credit check approves', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}m`;
    const officer = anNzOfficer(stamp, 'ana');
    const second = {
      // The NZ specimen is the sandbox's only NZ card: both officers hold one in its holder's name.
      ...specimenHolder('NZ'),
      email: `rua.${stamp}@outcome-screens.example`,
      mobile: '0219876543',
      role: 'General Manager',
    };
    const applicationId = await issueQuote(officer);
    await acceptInvitation(page, NZ_ORIGIN, officer.email, PASSWORD);
    // A company the sandbox takes its usual few seconds over: Authorised Officer (2)'s 'ID Check
    // Complete' shows while it decides.
    await signTheQuote(page, applicationId, 'electronic');
    await completeBusinessDetails(page, applicationId, WAITED_FOR_NZ_COMPANY, second);
    await passIdentityCheck(page, applicationId, 'NZ');
    await page.goto(`${NZ_ORIGIN}/applications/${applicationId}/approvals`);
    await consentAndSubmitReview(page);

    // Authorised Officer (2) has not checked their identity: on hold, nothing to resubmit yet.
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/application-on-hold$`));
    await expect(page.getByRole('heading', { name: 'Application on hold' })).toBeVisible();
    await expect(page.getByText(ON_HOLD_TEXT)).toBeVisible();
    await expect(page.getByText(/We are waiting for .+, your Authorised Officer \(2\)/)).toBeVisible();
    await expect(page.getByText('Q-OS-', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^0800/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resubmit Application' })).toHaveCount(0);
    // The progress column's step 4 is the one in progress (journey §2, §9).
    await expect(
      page.getByRole('list', { name: 'Application progress' }).locator('[aria-current="step"]'),
    ).toContainText('Step 4');
    await look(page, testInfo, 'phone-on-hold');
    // Review and sign sends a waiting application back on hold.
    await page.goto(`${NZ_ORIGIN}/applications/${applicationId}/reviewAndSignContract`);
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/application-on-hold$`));

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

    // Authorised Officer (2), on a phone of their own: their ID check submits the application again.
    const theirs = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await acceptInvitation(theirs, NZ_ORIGIN, second.email, PASSWORD);
    await theirs.getByRole('button', { name: 'Proceed' }).click();
    await expect(theirs).toHaveURL(new RegExp(`/applications/${applicationId}/approvals$`));
    await passIdentityCheckWithSpecimen(theirs, 'NZ');
    await expect(theirs).toHaveURL(new RegExp(`/applications/${applicationId}/reviewAndSignContract$`));
    await expect(theirs.getByRole('heading', { name: 'ID Check Complete' })).toBeVisible();
    await look(theirs, testInfo, 'phone-secondary-complete');

    // No reload: the page Authorised Officer (1) left open moves on to the contract ready to sign.
    await expect(page.getByRole('heading', { name: 'Your contract is ready to sign' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/reviewAndSignContract$`));
    await theirs.reload();
    await expect(theirs.getByRole('heading', { name: 'Your contract is ready to sign' })).toBeVisible();
    await theirs.context().close();
  });
});

// The same steps at both sizes, so one journey (decision 2100): its looks see each page at both.
test.describe('an NZ company the sandbox declines, on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('is told respectfully, with its reference and whom to call, and its home says declined', async ({
    page,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}d`;
    const officer = anNzOfficer(stamp, 'hemi');
    const applicationId = await reachTheReview(
      page,
      { ...officer, origin: NZ_ORIGIN, password: PASSWORD },
      DECLINED_NZ_COMPANY,
    );
    await submitForCreditDecision(page, applicationId);
    await expect(
      page.getByRole('heading', { name: 'We are unable to approve your application at this time' }),
    ).toBeVisible();
    await expect(page.getByText('You will be notified shortly on how to proceed.')).toHaveCount(0);
    await expect(page.getByText(/^Questions\? Call us on 0800/)).toBeVisible();
    await look(page, testInfo, 'declined');

    await page.goto(`${NZ_ORIGIN}/applications/${applicationId}`);
    await expect(page.getByRole('heading', { name: 'Your application was not approved' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Application in progress' })).toHaveCount(0);
    await look(page, testInfo, 'declined-home');
  });
});
