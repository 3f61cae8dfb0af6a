import {
  CALCULATOR_STATUSES,
  PRIMARY_STATUSES,
  SECONDARY_STATUSES,
} from '../application/application-journey';
import { checkTransition, TRANSITIONS, type JourneyActor, type StatusTrack } from './status-transitions';

const ACTORS: JourneyActor[] = [
  'primaryApplicant',
  'secondaryApplicant',
  'calculatorApplicant',
  'system',
  'staff',
];
const ALLOWED: Record<StatusTrack, JourneyActor[]> = {
  primary: ['primaryApplicant', 'system', 'staff'],
  secondary: ['secondaryApplicant', 'primaryApplicant', 'system', 'staff'],
  calculator: ['calculatorApplicant', 'system', 'staff'],
};
const ORDERS: Record<StatusTrack, readonly string[]> = {
  primary: PRIMARY_STATUSES,
  secondary: SECONDARY_STATUSES,
  calculator: CALCULATOR_STATUSES,
};

describe('the transition table', () => {
  it('has one row per step of every order', () => {
    expect(TRANSITIONS).toHaveLength(5 + 3 + 5);
  });

  const cases = TRANSITIONS.flatMap((row) =>
    ACTORS.map((actor) => ({ ...row, actor, allowed: ALLOWED[row.track].includes(actor) })),
  );
  it.each(cases)(
    '$track: $from -> $to by $actor (allowed: $allowed)',
    ({ track, from, to, actor, allowed }) => {
      const result = checkTransition(track, from, to, actor);
      expect(result.ok).toBe(allowed);
      if (!result.ok) {
        expect(result.error.code).toBe('NOT_ALLOWED');
        expect(result.error.details?.reason).toBe('LEASE_APPLICATION.TRANSITION_NOT_ALLOWED');
      }
    },
  );

  const skips = (Object.keys(ORDERS) as StatusTrack[]).flatMap((track) =>
    ORDERS[track].flatMap((from, at) =>
      ORDERS[track].filter((_, to) => to !== at + 1).map((to) => ({ track, from, to })),
    ),
  );
  it.each(skips)('$track refuses $from -> $to even for staff', ({ track, from, to }) => {
    expect(checkTransition(track, from, to, 'staff').ok).toBe(false);
  });

  it('lets an empty calculator status stand for viewShortlist', () => {
    expect(checkTransition('calculator', undefined, 'businessDetails', 'calculatorApplicant').ok).toBe(true);
    expect(checkTransition('calculator', undefined, 'approvals', 'calculatorApplicant').ok).toBe(false);
  });

  it('refuses an unknown status', () => {
    expect(checkTransition('primary', 'finished', 'archived', 'staff').ok).toBe(false);
  });
});
