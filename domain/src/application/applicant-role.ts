import type { ApplicationJourney } from './application-journey';
import type { VehicleApplication } from './vehicle-application';

/** The viewer's part in one application: it decides which home, steps and actions they get. */
export type ApplicantRole = 'primary' | 'secondary' | 'none';

type ApplicationParties = Pick<VehicleApplication, 'applicationType' | 'orgUserId' | 'journey'>;

const sameUser = (a: string | undefined, b: string | undefined): boolean => !!a && !!b && a === b;

/** A primary applicant exists once someone has been named Authorised Officer (1). */
export function hasPrimaryApplicant(journey: ApplicationJourney): boolean {
  const primary = journey.primaryApplicant;
  return !!primary && (!!primary.userId || !!primary.email);
}

/**
 * Journey §4 'Who is primary': the user named as primary applicant; while nobody is named, the
 * application's owner, to whom the quote or calculator application belongs (decision 0105). The
 * specification says any user of a calculator application without a primary; only its owner can
 * reach it, and naming the owner keeps a stranger from ever becoming primary on the server.
 */
export function isPrimaryApplicant(application: ApplicationParties, userId: string | undefined): boolean {
  if (hasPrimaryApplicant(application.journey)) {
    return sameUser(application.journey.primaryApplicant?.userId, userId);
  }
  return sameUser(application.orgUserId, userId);
}

/** Journey §6: the user named as secondary applicant, Authorised Officer (2). */
export function isSecondaryApplicant(application: ApplicationParties, userId: string | undefined): boolean {
  return sameUser(application.journey.secondaryApplicant?.userId, userId);
}

export function applicantRoleOf(application: ApplicationParties, userId: string | undefined): ApplicantRole {
  if (isPrimaryApplicant(application, userId)) return 'primary';
  if (isSecondaryApplicant(application, userId)) return 'secondary';
  return 'none';
}

/** An applicant's identityVerificationStatus once their ID check is confirmed (journey §3). */
export const IDENTITY_VERIFIED = 'completed';
/**
 * An applicant's identityVerificationStatus once staff rejected their licence (decision 2080): their ID
 * check is open again until they send a licence and confirm their details again.
 */
export const IDENTITY_REOPENED = 'reopened';
