import { expect, type Page } from '@playwright/test';
import { acceptInvitation, issueQuote, type QuotedOfficer } from './applicant';
import { consentToReview, signTheQuote, type CompanyOfficer } from './identity-check';
import { completeBusinessDetails, passIdentityCheck, submitForCredit } from './through-the-api';

/**
 * The credit check as applicants go through it (decisions 1520, 1660): the review submitted, the
 * waiting screen, and the decision pushed to it. The sandbox credit service decides after its delay
 * (SANDBOX_CREDIT_DELAY_MS), and the registry's 'Wait Test' companies after at least 4 s however short
 * that is (decision 2050); it approves an ordinary guaranteed company, and refers or declines the
 * 'Refer Test' and 'Decline Test' companies. Shared by the journeys that go on to sign the lease.
 */

/** The waiting screen's text (journey §2). */
export const WAITING_TEXT =
  'Thank you for completing the application. Please wait while we submit your application, this will only take a few seconds.';

/** A 'Wait Test' company is decided after 4 s, and the job collects it at its first retry, about 5 s later. */
const DECISION_TIMEOUT_MS = 30_000;

/** An AU company the sandbox credit service approves (guaranteed, within the automatic limit). */
export const APPROVED_AU_COMPANY: CompanyOfficer = {
  companySearch: 'Blue Gum Logistics',
  companyName: 'Blue Gum Logistics Pty Ltd',
  registeredAddressSearch: 'George Street Sydney',
  contactNumber: '02 9876 5432',
};

/**
 * An AU company the sandbox credit service approves as it does the one above, but only after its usual
 * delay (decision 2050): the screens shown while it decides (the waiting screen, Authorised Officer
 * (2)'s 'ID Check Complete') stay up to be looked at.
 */
export const WAITED_FOR_AU_COMPANY: CompanyOfficer = {
  companySearch: 'Wait Test Transport',
  companyName: 'Wait Test Transport Pty Ltd',
  registeredAddressSearch: 'George Street Sydney',
  contactNumber: '02 9876 5432',
};

/** The NZ company the sandbox credit service approves only after its usual delay (decision 2050). */
export const WAITED_FOR_NZ_COMPANY: CompanyOfficer = {
  companySearch: 'Wait Test Carriers',
  companyName: 'Wait Test Carriers Limited',
  registeredAddressSearch: 'Queen Street Auckland',
  contactNumber: '09 555 1234',
};

/** An NZ company the sandbox credit service refers to a person, by its name. */
export const REFERRED_NZ_COMPANY: CompanyOfficer = {
  companySearch: 'Refer Test Freight',
  companyName: 'Refer Test Freight Limited',
  registeredAddressSearch: 'Queen Street Auckland',
  contactNumber: '09 555 1234',
};

/**
 * Confirm & Submit, then the credit check as the officer sees it: review and sign once the decision is
 * pushed. `whileWaiting` may look at the waiting screen, at its address with its text, for a 'Wait Test'
 * company the sandbox takes its time over; any other company is decided at once, so its waiting screen
 * is up for a moment only and is not looked for.
 */
export async function submitForCreditDecision(
  page: Page,
  applicationId: string,
  whileWaiting?: () => Promise<void>,
) {
  await consentToReview(page);
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();
  if (whileWaiting) {
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/approvals-waiting$`));
    await expect(page.getByText(WAITING_TEXT)).toBeVisible();
    await whileWaiting();
  }
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/reviewAndSignContract$`), {
    timeout: DECISION_TIMEOUT_MS,
  });
}

/** The quote issued and signed in the browser; the business details and the ID check through the API. */
async function arrangedUpToTheReview(
  page: Page,
  officer: QuotedOfficer & { origin: string; password: string },
  company: CompanyOfficer,
): Promise<string> {
  const applicationId = await issueQuote(officer);
  await acceptInvitation(page, officer.origin, officer.email, officer.password);
  await signTheQuote(page, applicationId, officer.signing);
  await completeBusinessDetails(page, applicationId, company);
  await passIdentityCheck(page, applicationId, officer.org === 'org-nz-demo' ? 'NZ' : 'AU');
  return applicationId;
}

/**
 * A company's only officer from the issued quote to the review, ready to submit: the quote signed in
 * the browser, the business details and the ID check (the region's specimen licence) through the API
 * (decision 2106). The page shows the Application Review. Answers the application.
 */
export async function reachTheReview(
  page: Page,
  officer: QuotedOfficer & { origin: string; password: string },
  company: CompanyOfficer = APPROVED_AU_COMPANY,
): Promise<string> {
  const applicationId = await arrangedUpToTheReview(page, officer, company);
  await page.goto(`${officer.origin}/applications/${applicationId}/approvals`);
  await expect(
    page.getByRole('button', { name: 'Review Privacy Collection Notice & Consent' }),
  ).toBeVisible();
  return applicationId;
}

/**
 * The review consented to and submitted in the browser, to an approved credit check, on the
 * review-and-sign page with 'Your contract is ready to sign'. Answers the application.
 */
export async function reachApprovedCredit(
  page: Page,
  officer: QuotedOfficer & { origin: string; password: string },
  company: CompanyOfficer = APPROVED_AU_COMPANY,
  whileWaiting?: () => Promise<void>,
): Promise<string> {
  const applicationId = await reachTheReview(page, officer, company);
  await submitForCreditDecision(page, applicationId, whileWaiting);
  await expect(page.getByRole('heading', { name: 'Your contract is ready to sign' })).toBeVisible();
  return applicationId;
}

/**
 * For the journeys about signing: the same approved credit check with the review submitted through
 * the API too, then the review-and-sign page opened once the decision is in. Answers the application.
 */
export async function reachTheContractReadyToSign(
  page: Page,
  officer: QuotedOfficer & { origin: string; password: string },
  company: CompanyOfficer = APPROVED_AU_COMPANY,
): Promise<string> {
  const applicationId = await arrangedUpToTheReview(page, officer, company);
  await submitForCredit(page, applicationId);
  await openWhenApproved(page, officer.origin, applicationId);
  return applicationId;
}

/** Review and sign opened once the credit service's approval is in (its job decides it). */
export async function openWhenApproved(page: Page, origin: string, applicationId: string) {
  await expect(async () => {
    await page.goto(`${origin}/applications/${applicationId}/reviewAndSignContract`);
    await expect(page.getByRole('heading', { name: 'Your contract is ready to sign' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: DECISION_TIMEOUT_MS });
}
