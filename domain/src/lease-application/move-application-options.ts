import type { VehicleApplication } from '../application/vehicle-application';
import { DomainError } from '../shared/result';
import { LeaseApplication } from './lease-application';
import { TRANSITIONS, type StatusTrack } from './status-transitions';

/** A move staff may ask for: made at once, or proposed for a second member (a step back, a reopening). */
export interface StaffMoveOption {
  track: StatusTrack;
  to: string;
  kind: 'move' | 'moveBack' | 'reopen';
}

/** The tracks of an application: its own (a calculator application's, or the standard one) and Officer (2)'s. */
const tracksOf = (application: VehicleApplication): StatusTrack[] => [
  application.applicationType === 'calculator' ? 'calculator' : 'primary',
  'secondary',
];

const stepsOf = (track: StatusTrack): string[] =>
  TRANSITIONS.filter((row) => row.track === track).map((row) => row.to);

/**
 * Every move staff may ask for now (decision 2114), found by putting each step of each track to the
 * aggregate itself: a step back or reopening it would take as a proposal, or a forward move it would
 * make at once. Nothing here restates a rule, so what the desk is told it may do is what a move does.
 */
export function staffMoveOptions(application: VehicleApplication): StaffMoveOption[] {
  return tracksOf(application).flatMap((track) =>
    stepsOf(track).flatMap((to): StaffMoveOption[] => {
      // A fresh aggregate for each question: a move it makes is thrown away with it.
      const asked = LeaseApplication.of({ value: application, version: 0 });
      const reversal = asked.reversalTo(track, to);
      if (reversal) return [{ track, to, kind: reversal }];
      return asked.moveInto('staff', track, to, 'staff', 'asked what staff may do').ok
        ? [{ track, to, kind: 'move' }]
        : [];
    }),
  );
}

/** The moves in a sentence for a refusal or a reading: "move it to approvals; propose a move back to reviewQuote". */
export function staffMovesInWords(options: readonly StaffMoveOption[]): string {
  if (options.length === 0) return 'no move by staff';
  return options
    .map((option) => {
      const secondary = option.track === 'secondary' ? " on Authorised Officer (2)'s track" : '';
      if (option.kind === 'move') return `move it to ${option.to}${secondary}`;
      if (option.kind === 'reopen') return `propose reopening it (back to ${option.to})`;
      return `propose a move back to ${option.to}${secondary}`;
    })
    .join('; ');
}

/**
 * A refused staff move, told with where the application stands on the track and what staff may do
 * instead (decision 2114): the same code and reason, the moves in its details for scripts.
 */
export function refusedWithStaffMoves(
  refusal: DomainError,
  application: VehicleApplication,
  track: StatusTrack,
): DomainError {
  const standsAt = LeaseApplication.of({ value: application, version: 0 }).statusOn(track);
  const allowedMoves = staffMoveOptions(application);
  const where = track === 'secondary' ? "Authorised Officer (2)'s track stands" : 'It stands';
  return new DomainError(
    refusal.code,
    `${refusal.message} ${where} at ${standsAt ?? 'no step yet (not opened)'}; staff may: ` +
      `${staffMovesInWords(allowedMoves)}.`,
    { ...refusal.details, standsAt: standsAt ?? null, allowedMoves },
  );
}

/**
 * What a staff move to the step would be now, asked before anyone is prompted: the option it is (a
 * move, or a proposal), or the refusal the move would answer, told as `refusedWithStaffMoves` tells it.
 */
export function staffMoveTo(
  application: VehicleApplication,
  track: StatusTrack,
  to: string,
): { ok: true; option: StaffMoveOption } | { ok: false; refusal: DomainError } {
  const option = staffMoveOptions(application).find((each) => each.track === track && each.to === to);
  if (option) return { ok: true, option };
  const asked = LeaseApplication.of({ value: application, version: 0 }).moveInto(
    'staff',
    track,
    to,
    'staff',
    'asked what staff may do',
  );
  const refusal = asked.ok
    ? new DomainError('NOT_ALLOWED', `The application cannot move to ${to}.`)
    : asked.error;
  return { ok: false, refusal: refusedWithStaffMoves(refusal, application, track) };
}
