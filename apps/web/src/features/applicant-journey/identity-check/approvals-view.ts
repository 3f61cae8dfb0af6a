import {
  applicantRoleOf,
  type ApplicationJourney,
  IDENTITY_REOPENED,
  IDENTITY_VERIFIED,
  type IdScanResult,
  type JourneyRouteName,
  scannedIdDetailsOf,
} from '@lease-portal/domain';
import type { GetApprovalsQuery } from '../../../gql/graphql';
import { withoutNulls, type WithoutNulls } from '../../../shared/organisation/without-nulls';
import { scoreboardOf, signsOnPaper, type JourneyApplication } from '../journey-view';

type Answer = NonNullable<GetApprovalsQuery['getVehicleApplication']['vehicleApplication']>;
/** The approvals step's own reading of the application: identity checks, consent and the review's facts. */
export type Approvals = WithoutNulls<Answer['scoreboard']>;
export type ApprovalsApplicant =
  NonNullable<Approvals['primaryApplicant']> | NonNullable<Approvals['secondaryApplicant']>;

export const approvalsOf = (answer: Answer): Approvals => withoutNulls(answer.scoreboard);

export type ApprovalsRole = 'primary' | 'secondary';

/** Whose approvals step it is: the primary's has the review too; someone else has none. */
export function approvalsRoleOf(application: JourneyApplication, userId: string): ApprovalsRole | undefined {
  const role = applicantRoleOf(
    { ...application, journey: scoreboardOf(application) as ApplicationJourney },
    userId,
  );
  return role === 'none' ? undefined : role;
}

export const applicantOf = (approvals: Approvals, role: ApprovalsRole): ApprovalsApplicant | undefined =>
  role === 'primary' ? approvals.primaryApplicant : approvals.secondaryApplicant;

export const identityChecked = (applicant: ApprovalsApplicant | undefined): boolean =>
  applicant?.identityVerificationStatus === IDENTITY_VERIFIED;

/**
 * What the ID check section says once the check is done, in the customer's words (decision 2080):
 * verified only when the licence is known to be theirs.
 */
export const IDENTITY_DONE_WORDS = {
  verified: 'Your identity has been verified.',
  beingChecked:
    'We have received your licence and it is being checked. We will contact you if we need anything else.',
  notAccepted: 'We could not accept the licence you sent. Our team will contact you.',
} as const;

export const identityDoneWordsOf = (applicant: ApprovalsApplicant | undefined): string =>
  IDENTITY_DONE_WORDS[applicant?.identityCheck ?? 'verified'];

/**
 * Staff rejected the officer's licence, which reopened their ID check (decision 2080): until they send a
 * licence and confirm their details again they are not verified, and the lease is not signed.
 */
export const identityReopened = (applicant: ApprovalsApplicant | undefined): boolean =>
  applicant?.identityVerificationStatus === IDENTITY_REOPENED;

/** Why the officer is asked for their licence again, and the way on, in plain words. */
export const REOPENED_WORDS = {
  title: 'We need your driver’s licence again',
  body: 'Our team checked the licence you sent and could not accept it, so your identity is not verified yet and the lease cannot be signed. Please scan your driver’s licence again, or upload clear photos of its front and back.',
  action: 'Check my identity again',
} as const;

/** The scan dialog starts at the manual upload once the applicant's scan has failed (journey §4). */
export const scanErrorCountOf = (applicant: ApprovalsApplicant | undefined): number =>
  applicant?.idScanData?.idScan?.errorCount ?? 0;

/**
 * Where the ID check opens on load: at the details form when a licence is kept and the form is not yet
 * confirmed, filled with what the kept scan read (nothing after a manual upload), so a reload or Back
 * and Forward never throws a good scan away; else at the landing.
 */
export function keptLicenceDetailsOf(applicant: ApprovalsApplicant | undefined): IdScanResult | undefined {
  if (!applicant?.idScanData?.fileUrls?.length || identityChecked(applicant)) return undefined;
  return scannedIdDetailsOf(applicant.idScanData);
}

/** The review is done once the credit check was submitted from it (journey §4 'Credit check'). */
export const REVIEW_COMPLETED = 'completed';

/**
 * What the step shows on load (journey §4 'Identity check'): the ID check while it is not done; then
 * the primary's review, or where the primary goes once the review is done too; the secondary goes on
 * as soon as their ID check is done.
 */
export type ApprovalsStage =
  { show: 'identityCheck' } | { show: 'review' } | { show: 'elsewhere'; route: JourneyRouteName };

export function approvalsStage(
  application: JourneyApplication,
  approvals: Approvals,
  role: ApprovalsRole,
): ApprovalsStage {
  const applicant = applicantOf(approvals, role);
  if (!identityChecked(applicant)) return { show: 'identityCheck' };
  if (role === 'secondary') return { show: 'elsewhere', route: routeAfterSecondaryIdentity(application) };
  if (approvals.primaryApplicant?.applicationReviewStatus === REVIEW_COMPLETED) {
    return { show: 'elsewhere', route: 'reviewAndSignContract' };
  }
  return { show: 'review' };
}

/** Authorised Officer (2) goes on to sign: on paper through the secondary-waiting screen, else online. */
export const routeAfterSecondaryIdentity = (application: JourneyApplication): JourneyRouteName =>
  signsOnPaper(application) ? 'wet-signature-secondary' : 'reviewAndSignContract';
