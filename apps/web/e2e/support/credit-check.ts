import { expect, type Page } from '@playwright/test';
import { acceptInvitation, issueQuote, type QuotedOfficer } from './applicant';
import {
  consentToReview,
  passIdentityCheckWithSpecimen,
  reachApprovalsAsTheOnlyOfficer,
  type CompanyOfficer,
} from './identity-check';

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

/**
 * A company's only officer from the issued quote to an approved credit check, on the review-and-sign
 * page with 'Your contract is ready to sign': the quote signed, the business details, the ID check
 * with the region's specimen licence, the review consented to and submitted. Answers the application.
 */
export async function reachApprovedCredit(
  page: Page,
  officer: QuotedOfficer & { origin: string; password: string },
  company: CompanyOfficer = APPROVED_AU_COMPANY,
  whileWaiting?: () => Promise<void>,
): Promise<string> {
  const applicationId = await issueQuote(officer);
  await acceptInvitation(page, officer.origin, officer.email, officer.password);
  await reachApprovalsAsTheOnlyOfficer(page, applicationId, company, officer.signing);
  await passIdentityCheckWithSpecimen(page, officer.org === 'org-nz-demo' ? 'NZ' : 'AU');
  await submitForCreditDecision(page, applicationId, whileWaiting);
  await expect(page.getByRole('heading', { name: 'Your contract is ready to sign' })).toBeVisible();
  return applicationId;
}
