import type { LeaseApplication } from '../lease-application/lease-application';
import type { JourneyActor } from '../lease-application/status-transitions';
import type { DomainError, Result } from '../shared/result';
import { ok } from '../shared/result';

/**
 * The signing's completion (journey §4): the application finishes, and Authorised Officer (2)'s
 * track with it. Signed electronically, their track must be at review and sign like the lease's; on
 * paper their signature travels on the officer's documents, so their track finishes when it stands
 * there and is left as it is otherwise.
 */
export function finishLease(
  application: LeaseApplication,
  actor: JourneyActor,
  reason: string,
  secondary: 'mustFinish' | 'finishesWhenAtSigning',
): Result<void, DomainError> {
  const s = application.journey;
  application.change((journey) => ({ ...journey, reviewAndSignContractStatus: 'completed' }));
  const primary = application.advance('primary', 'finished', actor, reason);
  if (!primary.ok) return primary;
  const hasSecondary = !!s.secondaryApplicant?.userId;
  const atSigning = s.statusSecondary === 'reviewAndSignContract';
  if (!hasSecondary || (secondary === 'finishesWhenAtSigning' && !atSigning)) return ok(undefined);
  return application.advance('secondary', 'finished', actor, reason);
}
