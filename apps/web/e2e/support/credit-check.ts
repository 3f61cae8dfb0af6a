import { expect, type Page } from '@playwright/test';
import { acceptInvitation, issueQuote, type QuotedOfficer } from './applicant';
import {
  consentAndSubmitReview,
  passIdentityCheckWithSpecimen,
  reachApprovalsAsTheOnlyOfficer,
  type CompanyOfficer,
} from './identity-check';

/**
 * The credit check as applicants go through it (decisions 1520, 1660): the review submitted, the
 * waiting screen, and the decision pushed to it. The sandbox credit service approves an ordinary
 * guaranteed company after its delay, and refers or declines the registry's 'Refer Test' and
 * 'Decline Test' companies. Shared by the journeys that go on to sign the lease.
 */

/** The waiting screen's text (journey §2). */
export const WAITING_TEXT =
  'Thank you for completing the application. Please wait while we submit your application, this will only take a few seconds.';

/** The sandbox decides after 4 s and the job collects it at its first retry, about 5 s later. */
const DECISION_TIMEOUT_MS = 30_000;

/** An AU company the sandbox credit service approves (guaranteed, within the automatic limit). */
export const APPROVED_AU_COMPANY: CompanyOfficer = {
  companySearch: 'Blue Gum Logistics',
  companyName: 'Blue Gum Logistics Pty Ltd',
  registeredAddressSearch: 'George Street Sydney',
  contactNumber: '02 9876 5432',
};

/** An NZ company the sandbox credit service approves. */
export const APPROVED_NZ_COMPANY: CompanyOfficer = {
  companySearch: 'Kiwi Freight Solutions',
  companyName: 'Kiwi Freight Solutions Limited',
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
 * After Confirm & Submit: the waiting screen (where `whileWaiting` may look at it: the decision takes
 * a few seconds), then review and sign once the decision is pushed.
 */
export async function waitForCreditDecision(
  page: Page,
  applicationId: string,
  whileWaiting?: () => Promise<void>,
) {
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/approvals-waiting$`));
  await expect(page.getByText(WAITING_TEXT)).toBeVisible();
  await whileWaiting?.();
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
  await consentAndSubmitReview(page);
  await waitForCreditDecision(page, applicationId, whileWaiting);
  await expect(page.getByRole('heading', { name: 'Your contract is ready to sign' })).toBeVisible();
  return applicationId;
}
