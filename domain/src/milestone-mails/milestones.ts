import type { ApplicationJourney } from '../application/application-journey';

/** The moments of an application its officers hear about by e-mail (decision 2082). */
export const MILESTONES = [
  'submitted',
  'onHoldForSecondary',
  'approved',
  'referred',
  'declined',
  'secondaryTurnToSign',
  'documentsReceived',
  'leaseComplete',
  'secondaryNotStarted',
  'waitingAtStep',
] as const;
export type Milestone = (typeof MILESTONES)[number];

/** Which officer a milestone mail goes to. */
export type MilestoneRecipient = 'primary' | 'secondary';

/** A reminder is checked when it falls due: it goes only while the application still waits there. */
export interface ReminderCondition {
  /** The track that must not have moved, and the step it must still be at. */
  track: 'primary' | 'secondary';
  status: string | null;
  /** For the secondary's reminder: who was invited (their user id), so a new nominee is not chased. */
  secondaryUserId?: string | null;
}

export interface MilestoneNotice {
  milestone: Milestone;
  recipient: MilestoneRecipient;
  /** Reminders only: how long after the change the reminder falls due, and what must still hold. */
  after?: { days: number; unless: ReminderCondition };
}

/** How long an officer may leave Authorised Officer (2)'s invitation unstarted before a reminder. */
export const SECONDARY_REMINDER_DAYS = 2;
/** How long an application may wait at a step for an officer before the one who must act is reminded. */
export const STEP_REMINDER_DAYS = 3;

/** Steps nobody is chased at: the calculator's shortlist is browsing, a finished lease is done. */
const UNREMINDED_STEPS: ReadonlySet<string> = new Set(['viewShortlist', 'finished']);

/**
 * Authorised Officer (2) signs electronically once their track is at the lease and its envelope is out
 * (decision 1701); on paper their signature travels on Authorised Officer (1)'s documents, and the
 * witness signs on Authorised Officer (1)'s device, so neither is written to.
 */
const secondaryMaySign = (journey: ApplicationJourney): boolean =>
  journey.statusSecondary === 'reviewAndSignContract' &&
  Boolean(journey.leaseEnvelopeId) &&
  journey.wetSignature?.signType !== 'wet';

const changedTo = <T>(before: T | undefined, after: T | undefined, value: T): boolean =>
  before !== value && after === value;

/**
 * The milestones a change of an application reached, from its journey as read and as saved: each
 * mail once for the change that made it true, none for a save that changed nothing of the kind. The
 * credit check's statuses say submitted, on hold, approved, referred and declined; the tracks say the
 * secondary's turn to sign and the lease's completion; the paper documents say they were received.
 */
export function milestonesBetween(before: ApplicationJourney, after: ApplicationJourney): MilestoneNotice[] {
  const notices: MilestoneNotice[] = [];
  const hasSecondary = Boolean(after.secondaryApplicant?.email);

  const credit = (value: NonNullable<ApplicationJourney['statusCreditCheck']>) =>
    changedTo(before.statusCreditCheck, after.statusCreditCheck, value);
  if (credit('awaitingDecision')) notices.push({ milestone: 'submitted', recipient: 'primary' });
  if (credit('waitingForSecondary')) notices.push({ milestone: 'onHoldForSecondary', recipient: 'primary' });
  if (credit('approved')) notices.push({ milestone: 'approved', recipient: 'primary' });
  if (credit('referred')) notices.push({ milestone: 'referred', recipient: 'primary' });
  if (credit('declined')) notices.push({ milestone: 'declined', recipient: 'primary' });

  if (hasSecondary && !secondaryMaySign(before) && secondaryMaySign(after)) {
    notices.push({ milestone: 'secondaryTurnToSign', recipient: 'secondary' });
  }
  if (changedTo(before.wetSignature?.status, after.wetSignature?.status, 'submitted')) {
    notices.push({ milestone: 'documentsReceived', recipient: 'primary' });
  }
  if (changedTo(before.status, after.status, 'finished')) {
    notices.push({ milestone: 'leaseComplete', recipient: 'primary' });
    if (hasSecondary) notices.push({ milestone: 'leaseComplete', recipient: 'secondary' });
  }

  // A new Authorised Officer (2) hears again if they have not started two days after their invitation.
  const secondaryUserId = after.secondaryApplicant?.userId;
  if (secondaryUserId && secondaryUserId !== before.secondaryApplicant?.userId) {
    notices.push({
      milestone: 'secondaryNotStarted',
      recipient: 'secondary',
      after: {
        days: SECONDARY_REMINDER_DAYS,
        unless: { track: 'secondary', status: after.statusSecondary ?? null, secondaryUserId },
      },
    });
  }

  // Each step entered waits three days at most before whoever must act there is reminded.
  if (after.status !== before.status && after.status && !UNREMINDED_STEPS.has(after.status)) {
    notices.push({
      milestone: 'waitingAtStep',
      recipient: 'primary',
      after: { days: STEP_REMINDER_DAYS, unless: { track: 'primary', status: after.status } },
    });
  }
  if (
    hasSecondary &&
    after.statusSecondary !== before.statusSecondary &&
    after.statusSecondary &&
    after.statusSecondary !== 'finished'
  ) {
    notices.push({
      milestone: 'waitingAtStep',
      recipient: 'secondary',
      after: { days: STEP_REMINDER_DAYS, unless: { track: 'secondary', status: after.statusSecondary } },
    });
  }
  return notices;
}

/**
 * Whether a reminder still applies when it falls due: the track has not moved, the same Authorised
 * Officer (2) is invited, and nobody else must act first (the provider, while the credit check is
 * with the bureau or referred to a person, or while staff check the paper documents).
 */
export function reminderStillDue(journey: ApplicationJourney, condition: ReminderCondition): boolean {
  const status = (condition.track === 'secondary' ? journey.statusSecondary : journey.status) ?? null;
  if (status !== condition.status) return false;
  if (condition.secondaryUserId !== undefined) {
    const secondary = journey.secondaryApplicant;
    if ((secondary?.userId ?? null) !== condition.secondaryUserId) return false;
    if (secondary?.confirmed === 'yes' || secondary?.identityVerificationStatus) return false;
    return true;
  }
  if (journey.statusCreditCheck === 'awaitingDecision' || journey.statusCreditCheck === 'referred')
    return false;
  if (journey.statusCreditCheck === 'declined') return false;
  // At the lease, Authorised Officer (2) can act only on an envelope that is out, and not on paper.
  if (condition.track === 'secondary' && status === 'reviewAndSignContract' && !secondaryMaySign(journey))
    return false;
  // On hold for Authorised Officer (2)'s ID check, it is their turn: their own reminder chases them.
  if (condition.track === 'primary' && journey.statusCreditCheck === 'waitingForSecondary') return false;
  if (journey.wetSignature?.status === 'submitted') return false;
  return true;
}
