import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';
import { landingsAt, openEveryAddress } from './support/every-address';
import { acceptInvitation, answer, issueQuote, look, stepHeader } from './support/applicant';
import { aCalculatorApplicant, logIn } from './support/calculator-applicant';
import {
  REFERRED_NZ_COMPANY,
  WAITED_FOR_AU_COMPANY,
  WAITED_FOR_NZ_COMPANY,
  reachApprovedCredit,
  submitForCreditDecision,
} from './support/credit-check';
import {
  consentAndSubmitReview,
  passIdentityCheckWithSpecimen,
  specimenHolder,
  reachApprovalsAsTheOnlyOfficer,
  reachApprovalsWithASecondOfficer,
} from './support/identity-check';

/**
 * The credit check (journey §2 'Waiting, on-hold and result screens', §4 'Credit check', decisions
 * 1520 and 1660): an AU company's officer submits the review, waits, and has the approval pushed to
 * the waiting screen; an NZ company's two-officer application waits on hold for Authorised Officer
 * (2), whose ID check submits it again; an NZ company the sandbox refers is told it was sent for
 * review.
 */

const PASSWORD = 'Credit-check-2026';
const AU_ORIGIN = `http://au.localhost:${E2E_PORT}`;
const NZ_ORIGIN = `http://nz.localhost:${E2E_PORT}`;
const ON_HOLD_TEXT = 'Your application will be submitted once Authorised Officer (2) completes their ID scan';

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const anOfficer = (org: 'org-au-demo' | 'org-nz-demo', stamp: string, name: string) => ({
  org,
  // The holder of the region's specimen licence, which they scan (decision 2080).
  ...specimenHolder(org === 'org-au-demo' ? 'AU' : 'NZ'),
  email: `${name}.${stamp}@credit-check.example`,
  mobile: org === 'org-au-demo' ? '0412345678' : '0211234567',
  quoteRef: `Q-CC-${stamp}`.slice(0, 40),
  signing: 'electronic' as const,
});

/** The progress column's step 4 is the one in progress (journey §2, §9). */
async function expectStepFourInProgress(page: Page) {
  const current = page.getByRole('list', { name: 'Application progress' }).locator('[aria-current="step"]');
  await expect(current).toContainText('Step 4');
}

for (const size of SIZES) {
  test.describe(`an AU company on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('the only officer passes the scan, submits the review and waits for the approval: pushed on the phone, found by the checks on the desktop', async ({
      page,
    }, testInfo) => {
      test.slow();
      const stamp = `${Date.now()}${size.name}`;
      const officer = anOfficer('org-au-demo', stamp, 'jane');
      // On the desktop the API's socket is held back, so the waiting screen's own checks find the
      // decision (the fallback); on the phone the messages the server pushes are watched.
      const pushed: string[] = [];
      await page.routeWebSocket(/\/graphql$/, (socket) => {
        if (size.name === 'desktop') return;
        const server = socket.connectToServer();
        server.onMessage((message) => {
          pushed.push(String(message));
          socket.send(message);
        });
      });
      const applicationId = await reachApprovedCredit(
        page,
        { ...officer, origin: AU_ORIGIN, password: PASSWORD },
        // A company the sandbox takes its usual few seconds over: the waiting screen stays up.
        WAITED_FOR_AU_COMPANY,
        async () => {
          await expectStepFourInProgress(page);
          await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Use' })).toBeVisible();
          // Without the socket the screen waits for its second check, 10 s on: time to look at it.
          if (size.name === 'desktop') await look(page, testInfo, '1-waiting');
        },
      );
      if (size.name === 'phone')
        expect(pushed.some((message) => message.includes('"creditDecision"'))).toBe(true);
      await expect(page.getByRole('button', { name: 'Sign Lease' })).toBeVisible();
      await expectStepFourInProgress(page);
      await look(page, testInfo, '2-approved');

      // Back on the waiting address, the decision already stored opens review and sign at once.
      await page.goto(`${AU_ORIGIN}/applications/${applicationId}/approvals-waiting`);
      await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/reviewAndSignContract$`));

      // Every address, once the contract is ready to sign (decision 2084): the quote and business
      // details read-only, every other step at review and sign.
      if (size.name === 'phone') {
        const ready = landingsAt('reviewAndSignContract', ['orderVerification', 'businessDetails']);
        await openEveryAddress(page, applicationId, ready);
      }
    });
  });
}

test.describe('an NZ company the sandbox refers, on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the officer is told the application was sent for review, and may log out', async ({
    page,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}refer`;
    const officer = anOfficer('org-nz-demo', stamp, 'tama');
    const applicationId = await issueQuote(officer);
    await acceptInvitation(page, NZ_ORIGIN, officer.email, PASSWORD);
    await reachApprovalsAsTheOnlyOfficer(page, applicationId, REFERRED_NZ_COMPANY);
    await passIdentityCheckWithSpecimen(page, 'NZ');
    await submitForCreditDecision(page, applicationId);
    await expect(
      page.getByRole('heading', { name: 'Your application has been sent for review.' }),
    ).toBeVisible();
    await expect(page.getByText('You will be notified shortly on how to proceed.')).toBeVisible();
    await look(page, testInfo, 'nz-desktop-refer');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});

// Two officers of an NZ company: Authorised Officer (2)'s role is typed, as NZ has no Director radio.
test.describe('an NZ company with two officers, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the application waits on hold for Authorised Officer (2), whose ID check submits it again', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}two`;
    const officer = anOfficer('org-nz-demo', stamp, 'mia');
    const second = {
      // The NZ specimen is the sandbox's only NZ card: both officers hold one in its holder's name.
      ...specimenHolder('NZ'),
      email: `tom.${stamp}@credit-check.example`,
      mobile: '0219876543',
      role: 'General Manager',
    };
    const applicationId = await issueQuote(officer);
    await acceptInvitation(page, NZ_ORIGIN, officer.email, PASSWORD);
    // A company the sandbox takes its usual few seconds over: Authorised Officer (2)'s 'ID Check
    // Complete' shows while it decides.
    await reachApprovalsWithASecondOfficer(page, applicationId, WAITED_FOR_NZ_COMPANY, second);
    await passIdentityCheckWithSpecimen(page, 'NZ');
    await consentAndSubmitReview(page);

    // Authorised Officer (2) has not checked their identity: on hold, nothing to resubmit yet.
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/application-on-hold$`));
    await expect(page.getByText(ON_HOLD_TEXT)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resubmit Application' })).toHaveCount(0);
    await expectStepFourInProgress(page);
    await look(page, testInfo, 'phone-3-on-hold');
    // Review and sign sends a waiting application back on hold.
    await page.goto(`${NZ_ORIGIN}/applications/${applicationId}/reviewAndSignContract`);
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/application-on-hold$`));

    // Authorised Officer (2), on a phone of their own: their ID check submits the application again.
    const theirs = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await acceptInvitation(theirs, NZ_ORIGIN, second.email, PASSWORD);
    await theirs.getByRole('button', { name: 'Proceed' }).click();
    await expect(theirs).toHaveURL(new RegExp(`/applications/${applicationId}/approvals$`));
    await passIdentityCheckWithSpecimen(theirs, 'NZ');
    await expect(theirs).toHaveURL(new RegExp(`/applications/${applicationId}/reviewAndSignContract$`));
    await expect(theirs.getByRole('heading', { name: 'ID Check Complete' })).toBeVisible();
    await look(theirs, testInfo, 'phone-4-secondary-complete');

    // The primary's on-hold screen no longer waits, and moves on by itself (decision 2083): the
    // application went to the credit service, which approves it; review and sign then shows the
    // contract ready to sign, with no reload.
    await expect(page.getByRole('heading', { name: 'Your contract is ready to sign' })).toBeVisible({
      timeout: 45_000,
    });
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/reviewAndSignContract$`));
    await theirs.reload();
    await expect(theirs.getByRole('heading', { name: 'Your contract is ready to sign' })).toBeVisible();
    await theirs.context().close();
  });
});

test.describe('a calculator applicant the sandbox refers, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is told the application was sent for review and returns to the shortlist', async ({
    page,
  }, testInfo) => {
    test.slow();
    const address = `sam.${Date.now()}.refer@credit-check.example`;
    // The holder of the AU specimen licence, which they scan (decision 2080).
    await aCalculatorApplicant(page, address, PASSWORD, undefined, specimenHolder('AU'));
    await logIn(page, address, PASSWORD);
    await page.getByRole('button', { name: 'Start credit application' }).click();
    await expect(page).toHaveURL(/\/applications\/[^/]+$/);
    const applicationId = /\/applications\/([^/]+)$/.exec(page.url())![1]!;
    await page.getByRole('button', { name: 'Get started' }).click();

    // The calculator variant: the business first (one the sandbox refers by its name), then the officer.
    const business = page.getByRole('region', { name: 'Business Details' });
    await business.getByRole('button', { name: 'Company Lookup' }).click();
    const lookup = page.getByRole('dialog', { name: 'Company Lookup' });
    await lookup.getByLabel('ABN or company name').fill('Refer Test Logistics');
    await lookup.getByRole('radio', { name: 'Refer Test Logistics Pty Ltd' }).check();
    await lookup.getByRole('button', { name: 'Select' }).click();
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

    await expect(stepHeader(page, 1)).toHaveAttribute('aria-expanded', 'true');
    const legalAddress = page.getByLabel(/^Registered Business Address/);
    await legalAddress.fill('George Street Sydney');
    await expect(
      page.getByRole('listbox', { name: 'Suggested addresses' }).getByRole('option').first(),
    ).toBeVisible();
    await legalAddress.press('ArrowDown');
    await legalAddress.press('Enter');
    await page.getByLabel(/^Business Contact Number/).fill('02 9876 5432');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/^Annual Revenue/).fill('1250000');
    await page
      .getByRole('region', { name: /Business Cashflow Details/ })
      .getByRole('button', { name: 'Next' })
      .click();
    const finance = page.getByRole('region', { name: /Other Details & Personal Guarantee/ });
    await finance.getByLabel(/^Current number of business vehicles/).fill('3');
    await finance.getByLabel(/^Number of employees/).fill('12');
    await answer(finance, 'Are you planning to lease more vehicles in the next 6 months?', 'No');
    await answer(finance, 'Will you provide a personal guarantee?', 'Yes');
    await finance.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/approvals$`));

    await passIdentityCheckWithSpecimen(page, 'AU');
    await submitForCreditDecision(page, applicationId);
    await expect(
      page.getByRole('heading', { name: 'Your application has been sent for review.' }),
    ).toBeVisible();
    await look(page, testInfo, 'calculator-phone-refer');
    await page.getByRole('button', { name: 'Return to shortlist' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
