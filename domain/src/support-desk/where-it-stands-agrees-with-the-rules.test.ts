import { SequentialIds, SettableClock } from '../accounts/testing/in-memory-accounts';
import {
  CALCULATOR_STATUSES,
  PRIMARY_STATUSES,
  SECONDARY_STATUSES,
  type ApplicationJourney,
} from '../application/application-journey';
import type { ApplicationType, VehicleApplication } from '../application/vehicle-application';
import { stepAfter, TRANSITIONS, type StatusTrack } from '../lease-application/status-transitions';
import { InMemoryUnitOfWork } from '../lease-application/testing/in-memory-unit-of-work';
import { aLeaseApplication } from '../lease-application/testing/lease-application.builder';
import type { StaffMember } from '../staff/staff-member';
import { MoveApplicationAsStaff } from './staff-overrides';
import { whereItStands } from './where-it-stands';

/**
 * Where an application stands cannot disagree with the rules (decision 2114): for every status the
 * transitions table allows on each track, with every combination of the work that decides a step,
 * what the desk is told support may do is exactly what a staff move does when it is tried, and an
 * application is called stuck exactly when a forward move would be taken. The oracle is the real
 * use case, run on its own copy of the application for every step of every track.
 */

const administrator: StaffMember = {
  staffId: 'ada',
  name: 'Ada',
  email: 'ada@provider.example',
  role: 'administrator',
  status: 'active',
};

const combined = (...options: Partial<ApplicationJourney>[][]): Partial<ApplicationJourney>[] =>
  options.reduce<Partial<ApplicationJourney>[]>(
    (all, choices) => all.flatMap((fact) => choices.map((choice) => ({ ...fact, ...choice }))),
    [{}],
  );

const FACTS = combined(
  [{}, { quoteSignature: 'completed' }, { wetSignature: { signType: 'wet' } }],
  [{}, { businessDetails: { financeDetails: { completed: 'yes' } } }],
  [
    {},
    { statusCreditCheck: 'awaitingDecision' },
    { statusCreditCheck: 'waitingForSecondary' },
    { statusCreditCheck: 'approved' },
  ],
  [
    { secondaryApplicant: { userId: 'user-2' } },
    { secondaryApplicant: { userId: 'user-2', identityVerificationStatus: 'completed' } },
  ],
);

function* everyApplication(): Generator<VehicleApplication> {
  const types: [ApplicationType, readonly string[]][] = [
    ['standard', PRIMARY_STATUSES],
    ['calculator', CALCULATOR_STATUSES],
  ];
  for (const [type, statuses] of types)
    for (const status of [undefined, ...statuses])
      for (const statusSecondary of [undefined, ...SECONDARY_STATUSES])
        for (const facts of FACTS)
          yield aLeaseApplication()
            .ofType(type)
            .withFacts({ ...facts, primaryApplicant: { userId: 'user-1', confirmed: 'yes' } })
            .withPrimaryStatus(status as never)
            .withSecondaryStatus(statusSecondary)
            .build();
}

/** What a staff move to the step does, tried for real: moved at once, proposed, or refused. */
async function tried(application: VehicleApplication, track: StatusTrack, to: string) {
  const move = new MoveApplicationAsStaff({
    unitOfWork: new InMemoryUnitOfWork().given(application),
    ids: new SequentialIds('proposal'),
    clock: new SettableClock(new Date('2026-11-24T09:00:00.000Z')),
  });
  const outcome = await move.execute(administrator, {
    applicationId: application.applicationId,
    track,
    to,
    reason: 'Trying every move the desk could ask for',
  });
  if (!outcome.ok) return undefined;
  return outcome.value.outcome === 'moved' ? 'move' : outcome.value.proposal.kind;
}

describe('where an application stands agrees with what a staff move does', () => {
  it('for every status the table allows and every combination of the work done', async () => {
    const disagreements: string[] = [];
    let applications = 0;
    for (const application of everyApplication()) {
      applications += 1;
      const stands = whereItStands(application);
      const own: StatusTrack = application.applicationType === 'calculator' ? 'calculator' : 'primary';
      const tracks: StatusTrack[] = [own, 'secondary'];
      const done: string[] = [];
      for (const track of tracks)
        for (const { to } of TRANSITIONS.filter((row) => row.track === track)) {
          const kind = await tried(application, track, to);
          if (kind) done.push(`${track}:${to}:${kind}`);
        }
      const told = stands.supportMoves.map(({ track, to, kind }) => `${track}:${to}:${kind}`);
      const forward = done.filter((move) => move.endsWith(':move'));
      const { status, statusSecondary, ...facts } = application.journey;
      const which = `${application.applicationType} ${status}/${statusSecondary} ${JSON.stringify(facts)}`;
      if (JSON.stringify(told.sort()) !== JSON.stringify(done.sort()))
        disagreements.push(`${which}: told ${told.join(', ')}; a move does ${done.join(', ')}`);
      if (stands.stuck !== forward.length > 0) disagreements.push(`${which}: stuck is ${stands.stuck}`);
      if (stands.stuck && stands.waitingFor !== 'support')
        disagreements.push(`${which}: stuck but waits for ${stands.waitingFor}`);
      for (const move of forward) {
        const [track, to] = move.split(':');
        if (!stands.reason.includes(`--to ${to}`))
          disagreements.push(`${which}: ${track} may move to ${to} but the reason says ${stands.reason}`);
      }
      // Who enters the next step: staff are named there when, and only where, a move may take them in.
      const next = stepAfter(own, application.journey.status);
      if (stands.next?.status !== next) disagreements.push(`${which}: next is ${stands.next?.status}`);
      const staffEnterNext = forward.includes(`${own}:${next}:move`);
      if (staffEnterNext && !stands.next?.movedBy.includes('staff'))
        disagreements.push(`${which}: staff may move it to ${next}, but are not named as moving it`);
      if (next === 'finished' && stands.next?.movedBy.includes('staff'))
        disagreements.push(`${which}: staff named as finishing it`);
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    // The walk really walked: both kinds of application, every status of both tracks, all the facts.
    expect(applications).toBe(2 * 6 * 4 * FACTS.length);
  });
});
