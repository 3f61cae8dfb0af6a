import { DomainError } from '../shared/result';
import { IDENTITY_REOPENED } from './applicant-role';
import type { Applicant, ApplicationJourney } from './application-journey';

/**
 * Whether an officer's licence is known to be theirs (decision 2080). A scanned licence whose name
 * matches the officer's is; a licence uploaded by hand, or scanned without a name the scan could
 * read, waits for staff to look at it ('ID to check'), who accept it or reject it with a reason.
 * A scanned licence in someone else's name is never kept, so it has no check.
 */
export const LICENCE_CHECK_STATUSES = ['nameMatched', 'toCheck', 'accepted', 'rejected'] as const;
export type LicenceCheckStatus = (typeof LICENCE_CHECK_STATUSES)[number];

/** How the licence reached the portal. */
export type LicenceSource = 'scan' | 'upload';

export interface LicenceCheck {
  status: LicenceCheckStatus;
  source: LicenceSource;
  /** When staff checked it: the member's staff id, the moment, and their reason. */
  checkedBy?: string;
  checkedAt?: string;
  reason?: string;
}

/** The licence as its officer sent it: a matched scan needs nobody; anything else waits for staff. */
export function licenceCheckOf(source: LicenceSource, nameMatched: boolean): LicenceCheck {
  return { status: source === 'scan' && nameMatched ? 'nameMatched' : 'toCheck', source };
}

/** Whether the licence waits for staff to check it. */
export const licenceToCheck = (check: LicenceCheck | undefined): boolean => check?.status === 'toCheck';

/**
 * The identity check in the customer's words (decision 2080): 'verified' only when the licence is known
 * to be the officer's (a scan in their name, or staff accepted it); 'received, being checked' while staff
 * have yet to look; 'not accepted' once staff rejected it. A check kept before decision 2080 has no
 * licence check and stays as it was told.
 */
export type IdentityCheckWord = 'verified' | 'beingChecked' | 'notAccepted';

export function identityCheckWordOf(check: LicenceCheck | undefined): IdentityCheckWord {
  if (check?.status === 'toCheck') return 'beingChecked';
  if (check?.status === 'rejected') return 'notAccepted';
  return 'verified';
}

/**
 * Whether staff rejected the officer's licence and so reopened their ID check (decision 2080): the
 * officer scans or uploads their licence again and confirms their details again, wherever they stand;
 * it stays reopened until they confirm.
 */
export const identityCheckReopened = (applicant: Applicant | undefined): boolean =>
  applicant?.identityVerificationStatus === IDENTITY_REOPENED;

/**
 * The first officer whose ID check a rejected licence reopened, if any. Neither officer signs the lease
 * until that check is done again: a lease signed with a licence staff did not accept binds someone
 * nobody has identified.
 */
export function officerToCheckAgain(journey: ApplicationJourney): 'primary' | 'secondary' | undefined {
  if (identityCheckReopened(journey.primaryApplicant)) return 'primary';
  if (identityCheckReopened(journey.secondaryApplicant)) return 'secondary';
  return undefined;
}

const OFFICER_WORDS = { primary: 'Authorised Officer (1)', secondary: 'Authorised Officer (2)' } as const;

/** Signing refused while an officer's ID check is reopened: whose, and what comes first. */
export const licenceNotAccepted = (officer: 'primary' | 'secondary') =>
  new DomainError(
    'NOT_ALLOWED',
    `The lease cannot be signed yet: ${OFFICER_WORDS[officer]}'s driver's licence was not accepted, so their ID check must be done again first.`,
    { reason: 'IDENTITY_CHECK.LICENCE_NOT_ACCEPTED', officer },
  );
