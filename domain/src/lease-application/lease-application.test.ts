import fc from 'fast-check';
import {
  CALCULATOR_STATUSES,
  PRIMARY_STATUSES,
  SECONDARY_STATUSES,
} from '../application/application-journey';
import type { ShortlistEntry } from '../application/vehicle-application';
import { LeaseApplication } from './lease-application';
import { TRANSITIONS, type JourneyActor, type StatusTrack } from './status-transitions';
import { aLeaseApplication } from './testing/lease-application.builder';

const ACTORS: JourneyActor[] = [
  'primaryApplicant',
  'secondaryApplicant',
  'calculatorApplicant',
  'system',
  'staff',
];
const TRACKS: StatusTrack[] = ['primary', 'secondary', 'calculator'];
const STEPS = [...new Set([...PRIMARY_STATUSES, ...CALCULATOR_STATUSES, ...SECONDARY_STATUSES])];

/** One call of the aggregate's methods, as any front end or partner could make it. */
const aCall = fc.oneof(
  fc.record({
    kind: fc.constant('advance' as const),
    track: fc.constantFrom(...TRACKS),
    to: fc.constantFrom(...STEPS, 'nowhere'),
    actor: fc.constantFrom(...ACTORS),
  }),
  fc.record({
    kind: fc.constant('reverse' as const),
    track: fc.constantFrom(...TRACKS),
    to: fc.constantFrom(...STEPS),
  }),
  fc.record({
    kind: fc.constant('change' as const),
    status: fc.option(fc.constantFrom(...STEPS), { nil: undefined }),
  }),
);

/** The row of the table a move took, forwards or backwards; undefined when it took none. */
function rowOf(track: string, from: string | null, to: string) {
  const track_ = track as StatusTrack;
  const found = (a: string | undefined, b: string) =>
    TRANSITIONS.find((row) => row.track === track_ && row.from === a && row.to === b);
  const start = track_ === 'calculator' && from === null ? 'viewShortlist' : (from ?? undefined);
  return found(start, to) ?? found(from ?? undefined, to) ?? found(to, from ?? '');
}

describe('LeaseApplication: statuses move only as the transitions table allows', () => {
  it('reaches no state the table does not allow, whatever the calls and whoever makes them', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('standard' as const, 'calculator' as const),
        fc.array(aCall, { maxLength: 40 }),
        (type, calls) => {
          const application = LeaseApplication.of({
            value: aLeaseApplication().ofType(type).build(),
            version: 1,
          });
          for (const call of calls) {
            const before = { ...application.journey };
            if (call.kind === 'advance') {
              const track = call.track === 'secondary' ? 'secondary' : application.primaryTrack;
              application.advance(track, call.to, call.actor, 'property test');
            } else if (call.kind === 'reverse') {
              application.reverse(
                call.track === 'secondary' ? 'secondary' : application.primaryTrack,
                call.to,
                {},
              );
            } else {
              // A change that tries to write a status is refused whole.
              const tried = () =>
                application.change((s) => ({ ...s, status: call.status as never, quoteApprover: 'x' }));
              if (call.status !== before.status) expect(tried).toThrow(/only through/);
              expect(application.journey.status).toBe(before.status);
            }
          }
          const events = application.pullEvents().filter((e) => e.action === 'application.status.changed');
          for (const { details } of events) {
            const { track, from, to } = details as { track: string; from: string | null; to: string };
            expect(rowOf(track, from, to)).toBeDefined();
          }
          // The state is where the last move of each track left it.
          const last = (track: string) =>
            events.filter((e) => e.details?.track === track).at(-1)?.details?.to;
          expect(application.journey.status).toBe(last(application.primaryTrack));
          expect(application.journey.statusSecondary).toBe(last('secondary'));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('lets each actor advance only the tracks the table names for them', () => {
    for (const actor of ACTORS) {
      const application = LeaseApplication.of({ value: aLeaseApplication().build(), version: 1 });
      const moved = application.advance('primary', 'reviewQuote', actor, 'test');
      const allowed = TRANSITIONS.some(
        (row) => row.track === 'primary' && row.to === 'reviewQuote' && row.actors.includes(actor),
      );
      expect(moved.ok).toBe(allowed);
      expect(application.journey.status).toBe(allowed ? 'reviewQuote' : undefined);
    }
  });

  it('records one status event per move, with the step it left and the reason', () => {
    const application = LeaseApplication.of({
      value: aLeaseApplication().withPrimaryStatus('approvals').build(),
      version: 3,
    });
    expect(
      application.advance('primary', 'reviewAndSignContract', 'primaryApplicant', 'submitCreditCheck').ok,
    ).toBe(true);
    expect(application.advance('primary', 'businessDetails', 'staff', 'back').ok).toBe(false);
    expect(application.reverse('primary', 'approvals', { proposalId: 'p-1' }).ok).toBe(true);
    expect(application.pullEvents()).toEqual([
      {
        action: 'application.status.changed',
        details: {
          track: 'primary',
          from: 'approvals',
          to: 'reviewAndSignContract',
          reason: 'submitCreditCheck',
        },
      },
      {
        action: 'application.status.changed',
        details: { track: 'primary', from: 'reviewAndSignContract', to: 'approvals', proposalId: 'p-1' },
      },
    ]);
    expect(application.pullEvents()).toEqual([]);
    expect(application.version).toBe(3);
  });
});

describe('LeaseApplication: facts outside the journey change through methods named for them', () => {
  const aShortlisted = (catalogVehicleId: string, duration: number): ShortlistEntry => ({
    catalogVehicleId,
    distance: 15_000,
    distanceUnit: 'km',
    duration,
    durationUnit: 'month',
  });
  const atBusinessDetails = () =>
    LeaseApplication.of({
      value: {
        ...aLeaseApplication()
          .withPrimaryStatus('businessDetails')
          .withSecondaryStatus('approvals')
          .withFacts({
            primaryApplicant: { userId: 'user-1', firstName: 'Ann', email: 'ann@example.com' },
            currentUser: { region: 'AU', orgName: 'Acme', firstName: 'Ann', email: 'ann@example.com' },
          })
          .build(),
        calculator: { shortlists: [aShortlisted('car-1', 36)] },
      },
      version: 4,
    });

  it('nominates Authorised Officer (1): the owner and the current user change, no status does', () => {
    const application = atBusinessDetails();
    const officer = {
      userId: 'user-2',
      firstName: 'Bo',
      lastName: 'Lee',
      email: 'bo@example.com',
      phone: '0400',
    };

    application.nominatePrimaryApplicant(
      officer,
      { id: 'user-2', email: 'Bo@example.com' },
      {
        nomineeWasKnown: true,
        via: 'reassignQuote',
      },
    );

    expect(application.state.orgUserId).toBe('user-2');
    expect(application.journey.primaryApplicant).toEqual(officer);
    expect(application.journey.currentUser).toEqual({
      region: 'AU',
      orgName: 'Acme',
      firstName: 'Bo',
      email: 'Bo@example.com',
    });
    expect(application.journey.status).toBe('businessDetails');
    expect(application.journey.statusSecondary).toBe('approvals');
    expect(application.pullEvents()).toEqual([
      {
        action: 'application.primary-applicant.nominated',
        details: { fromUserId: 'user-1', toUserId: 'user-2', nomineeWasKnown: true, via: 'reassignQuote' },
      },
    ]);
    expect(application.version).toBe(4);
  });

  it('names the owner as the officer before when the application had no Authorised Officer (1)', () => {
    const application = LeaseApplication.of({ value: aLeaseApplication().build(), version: 1 });

    application.nominatePrimaryApplicant(
      { userId: 'user-2' },
      { id: 'user-2', email: 'bo@example.com' },
      {
        nomineeWasKnown: false,
        via: 'lease-admin',
      },
    );

    expect(application.journey.currentUser).toBeUndefined();
    expect(application.pullEvents()).toEqual([
      {
        action: 'application.primary-applicant.nominated',
        details: { fromUserId: 'user-1', toUserId: 'user-2', nomineeWasKnown: false, via: 'lease-admin' },
      },
    ]);
  });

  it('keeps the calculator shortlist whole, leaving the journey and its statuses as they were', () => {
    const application = atBusinessDetails();
    const journey = application.journey;
    const entries = [aShortlisted('car-2', 24), aShortlisted('car-3', 48)];

    application.keepShortlists(entries);

    expect(application.state.calculator).toEqual({ shortlists: entries });
    expect(application.journey).toBe(journey);
    expect(application.pullEvents()).toEqual([
      { action: 'calculator.shortlists.changed', details: { from: ['car-1'], to: ['car-2', 'car-3'] } },
    ]);
  });

  it('keeps a first shortlist on an application without calculator details', () => {
    const application = LeaseApplication.of({ value: aLeaseApplication().build(), version: 1 });

    application.keepShortlists([]);

    expect(application.state.calculator).toEqual({ shortlists: [] });
    expect(application.pullEvents()).toEqual([
      { action: 'calculator.shortlists.changed', details: { from: [], to: [] } },
    ]);
  });
});
