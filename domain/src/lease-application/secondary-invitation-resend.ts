import type { ApplicationJourney } from '../application/application-journey';
import type { DomainError } from '../shared/result';
import { leaseApplicationErrors } from './lease-application-errors';

/** At most one resend of Authorised Officer (2)'s invitation per this many minutes (decision 2094). */
export const SECONDARY_INVITATION_RESEND_MINUTES = 10;

/** When Authorised Officer (2)'s invitation may next be sent again; now when it never was. */
export function nextSecondaryInvitationResendAt(journey: ApplicationJourney, now: Date): Date {
  const last = journey.secondaryApplicant?.invitationResentAt;
  const next = last ? new Date(Date.parse(last) + SECONDARY_INVITATION_RESEND_MINUTES * 60_000) : now;
  return Number.isNaN(next.getTime()) ? now : next;
}

/**
 * Why Authorised Officer (2)'s invitation may not be sent again now, or undefined when it may: only
 * while the credit check is on hold for them, they have not started (no password confirmed, no ID
 * check), and the last resend is long enough ago.
 */
export function secondaryInvitationResendRefusal(
  journey: ApplicationJourney,
  now: Date,
): DomainError | undefined {
  if (journey.statusCreditCheck !== 'waitingForSecondary')
    return leaseApplicationErrors.notOnHoldForSecondary();
  const secondary = journey.secondaryApplicant;
  if (!secondary?.userId || !secondary.email) return leaseApplicationErrors.notOnHoldForSecondary();
  if (secondary.confirmed === 'yes' || secondary.identityVerificationStatus) {
    return leaseApplicationErrors.secondaryStartedNoResend();
  }
  const next = nextSecondaryInvitationResendAt(journey, now);
  if (next > now) return leaseApplicationErrors.invitationResentRecently(next, now);
  return undefined;
}
