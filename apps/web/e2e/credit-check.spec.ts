import { expect, test, type Page } from './support/journey-test';
import { E2E_PORT } from './playwright.config';
import { landingsAt, openEveryAddress } from './support/every-address';
import { look } from './support/applicant';
import { aCalculatorApplicant, logIn } from './support/calculator-applicant';
import {
  REFERRED_NZ_COMPANY,
  WAITED_FOR_AU_COMPANY,
  reachApprovedCredit,
  reachTheReview,
  submitForCreditDecision,
} from './support/credit-check';
import { specimenHolder, type CompanyOfficer } from './support/identity-check';
import { completeBusinessDetails, passIdentityCheck } from './support/through-the-api';

/**
 * The credit check (journey §2 'Waiting, on-hold and result screens', §4 'Credit check', decisions
 * 1520 and 1660): an AU company's officer submits the review, waits, and has the approval pushed to
 * the waiting screen; an NZ company the sandbox refers, and a calculator applicant's business, are told
 * it was sent for review. The application on hold for Authorised Officer (2), whose ID check submits
 * it again, is outcome-screens.spec.ts's. What comes before the review is arranged through the API
 * (decision 2106).
 */

const PASSWORD = 'Credit-check-2026';
const AU_ORIGIN = `http://au.localhost:${E2E_PORT}`;
const NZ_ORIGIN = `http://nz.localhost:${E2E_PORT}`;

/** An AU business the sandbox credit service refers to a person, by its name. */
const REFERRED_AU_COMPANY: CompanyOfficer = {
  companySearch: 'Refer Test Logistics',
  companyName: 'Refer Test Logistics Pty Ltd',
  registeredAddressSearch: 'George Street Sydney',
  contactNumber: '02 9876 5432',
};

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

    test('the only officer submits the review and waits for the approval: pushed on the phone, found by the checks on the desktop', async ({
      page,
    }, testInfo) => {
      test.slow();
      const stamp = `${Date.now()}${size.name}`;
      const officer = anOfficer('org-au-demo', stamp, 'jane');
      // On the desktop the API's socket is held back, so the waiting screen's own checks find the
      // decision (the fallback). On the phone the checks are held until the server has pushed the
      // decision, so only the push can open the next step: on a busy machine the screen may open
      // after the decision, and the check made at once would otherwise find it before the socket did.
      let decisionPushed!: () => void;
      const pushedDecision = new Promise<void>((resolve) => (decisionPushed = resolve));
      await page.routeWebSocket(/\/graphql$/, (socket) => {
        if (size.name === 'desktop') return;
        const server = socket.connectToServer();
        server.onMessage((message) => {
          if (String(message).includes('"creditDecision"')) decisionPushed();
          socket.send(message);
        });
      });
      if (size.name === 'phone') {
        await page.route(/\/graphql$/, async (route) => {
          const operation = (route.request().postDataJSON() as { operationName?: string } | null)
            ?.operationName;
          if (operation === 'creditCheck') await pushedDecision;
          await route.fallback();
        });
      }
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
      await expect(page.getByRole('button', { name: 'Sign Lease' })).toBeVisible();
      await expectStepFourInProgress(page);
      // One look sees the page at both sizes: the phone's journey takes it.
      if (size.name === 'phone') await look(page, testInfo, '2-approved');

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
    const applicationId = await reachTheReview(
      page,
      { ...officer, origin: NZ_ORIGIN, password: PASSWORD },
      REFERRED_NZ_COMPANY,
    );
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

    // The calculator's business details (its own journey's subject) and the ID check through the API
    // (decision 2106), with a business the sandbox refers by its name.
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/businessDetails$`));
    await completeBusinessDetails(page, applicationId, REFERRED_AU_COMPANY);
    await passIdentityCheck(page, applicationId, 'AU');
    await page.goto(`${AU_ORIGIN}/applications/${applicationId}/approvals`);
    await expect(
      page.getByRole('button', { name: 'Review Privacy Collection Notice & Consent' }),
    ).toBeVisible();
    await submitForCreditDecision(page, applicationId);
    await expect(
      page.getByRole('heading', { name: 'Your application has been sent for review.' }),
    ).toBeVisible();
    await look(page, testInfo, 'calculator-phone-refer');
    await page.getByRole('button', { name: 'Return to shortlist' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
