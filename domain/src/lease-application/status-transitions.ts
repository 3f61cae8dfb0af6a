import {
  CALCULATOR_STATUSES,
  PRIMARY_STATUSES,
  SECONDARY_STATUSES,
} from '../application/application-journey';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { leaseApplicationErrors } from './lease-application-errors';

/** Who moves an application along (journey §6); partner callbacks act as `system`. */
export type JourneyActor =
  'primaryApplicant' | 'secondaryApplicant' | 'calculatorApplicant' | 'system' | 'staff';

/** The status orders of journey §4 are reused from the application context, not copied. */
const ORDERS = {
  primary: PRIMARY_STATUSES,
  secondary: SECONDARY_STATUSES,
  calculator: CALCULATOR_STATUSES,
} as const;
export type StatusTrack = keyof typeof ORDERS;

/** Which actors may take each track a step forward; staff may always do so (lease-admin). */
const MOVERS: Readonly<Record<StatusTrack, readonly JourneyActor[]>> = {
  primary: ['primaryApplicant', 'system', 'staff'],
  secondary: ['secondaryApplicant', 'primaryApplicant', 'system', 'staff'],
  calculator: ['calculatorApplicant', 'system', 'staff'],
};

export interface TransitionRow {
  track: StatusTrack;
  from: string | undefined;
  to: string;
  actors: readonly JourneyActor[];
}

/**
 * The one table of allowed moves: each step is reached only from the step before it (an empty
 * status reaches the first step), by the actors allowed on that track.
 */
export const TRANSITIONS: readonly TransitionRow[] = (Object.keys(ORDERS) as StatusTrack[]).flatMap((track) =>
  ORDERS[track].map((to, at) => ({
    track,
    from: at === 0 ? undefined : ORDERS[track][at - 1],
    to,
    actors: MOVERS[track],
  })),
);

/** Checks a move against the table; a refusal carries LEASE_APPLICATION.TRANSITION_NOT_ALLOWED. */
export function checkTransition(
  track: StatusTrack,
  from: string | undefined,
  to: string,
  actor: JourneyActor,
): Result<TransitionRow, DomainError> {
  // A calculator application with no status stands at viewShortlist (journey §4).
  const row =
    findRow(track, from, to) ??
    (track === 'calculator' && from === undefined ? findRow(track, 'viewShortlist', to) : undefined);
  if (!row || !row.actors.includes(actor)) {
    return fail(leaseApplicationErrors.transitionNotAllowed(track, from, to, actor));
  }
  return ok(row);
}

function findRow(track: StatusTrack, from: string | undefined, to: string): TransitionRow | undefined {
  return TRANSITIONS.find((r) => r.track === track && r.from === from && r.to === to);
}

/** Is `to` the step before `from` on the track: a step back, or the reopening of a finished application? */
export function isReverseOf(track: StatusTrack, from: string | undefined, to: string): boolean {
  return TRANSITIONS.some((row) => row.track === track && row.to === from && row.from === to);
}

/** The step that follows `from` on the track, if any: a calculator application without a status is at its shortlist. */
export function stepAfter(track: StatusTrack, from: string | undefined): string | undefined {
  const at = from ?? (track === 'calculator' ? 'viewShortlist' : undefined);
  return TRANSITIONS.find((row) => row.track === track && row.from === at)?.to;
}
