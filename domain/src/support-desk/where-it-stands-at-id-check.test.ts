import { SequentialIds, SettableClock } from '../accounts/testing/in-memory-accounts';
import type { User } from '../accounts/user';
import type { ApplicationJourney } from '../application/application-journey';
import { anApplication } from '../application/vehicle-application.builder';
import type { ApplicationType, VehicleApplication } from '../application/vehicle-application';
import { AN_AU_ID_FORM, AN_AU_OFFICER } from '../identity-check/testing/an-au-officer';
import { anIdentityCheckWorld } from '../identity-check/testing/identity-check-world';
import { TRANSITIONS, type StatusTrack } from '../lease-application/status-transitions';
import { InMemoryUnitOfWork } from '../lease-application/testing/in-memory-unit-of-work';
import { aLeaseApplication } from '../lease-application/testing/lease-application.builder';
import type { StaffMember } from '../staff/staff-member';
import { MoveApplicationAsStaff } from './staff-overrides';
import { whereItStands } from './where-it-stands';

/**
 * Where an application stands once an officer has confirmed their ID check, reached by the portal's
 * own use case (ConfirmIdDetails) on each track: the step's work is not done until Authorised Officer
 * (1) submits the review, so support is offered no move into signing, nothing is called stuck, and
 * the one awaited is who really acts next.
 */

const ada = AN_AU_OFFICER;
const bo: User = { ...ada, id: 'bo', email: 'bo@business.example' };
const ID_FORM = AN_AU_ID_FORM;
const administrator: StaffMember = {
  staffId: 'grace',
  name: 'Grace',
  email: 'grace@provider.example',
  role: 'administrator',
  status: 'active',
};
const licence = { idScanData: { fileUrls: ['front', 'back'] } };
const officer1 = { userId: ada.id, confirmed: 'yes', ...licence };
const officer2 = { userId: bo.id, ...licence };

/** The application after `who` confirmed their ID details, as the portal stores it. */
async function afterIdConfirmed(
  type: ApplicationType,
  journey: ApplicationJourney,
  who: User,
): Promise<VehicleApplication> {
  const application = anApplication()
    .ofType(type)
    .ownedBy(ada.id)
    .withJourney({ quoteSignature: 'completed', businessDetails: { financeDetails: { completed: 'yes' } } })
    .withJourney(journey)
    .build();
  const world = anIdentityCheckWorld().given({ ...application, orgId: ada.orgId });
  const confirmed = await world.confirmIdDetails.execute({
    user: who,
    applicationId: application.applicationId,
    applicantType: who === ada ? 'primary' : 'secondary',
    form: ID_FORM,
  });
  if (!confirmed.ok) throw confirmed.error;
  return world.stored(application.applicationId)!.value;
}

/** Every staff move on the application's tracks, tried for real: moved at once or proposed. */
async function staffMovesTried(application: VehicleApplication): Promise<string[]> {
  const own: StatusTrack = application.applicationType === 'calculator' ? 'calculator' : 'primary';
  const done: string[] = [];
  for (const track of [own, 'secondary'] as const)
    for (const { to } of TRANSITIONS.filter((row) => row.track === track)) {
      const outcome = await new MoveApplicationAsStaff({
        unitOfWork: new InMemoryUnitOfWork().given(application),
        ids: new SequentialIds('proposal'),
        clock: new SettableClock(new Date('2026-11-24T09:00:00.000Z')),
      }).execute(administrator, {
        applicationId: application.applicationId,
        track,
        to,
        reason: 'Trying every move the desk could ask for',
      });
      if (outcome.ok)
        done.push(
          `${track}:${to}:${outcome.value.outcome === 'moved' ? 'move' : outcome.value.proposal.kind}`,
        );
    }
  return done;
}

const TO_REVIEW = 'Waiting for Authorised Officer (1) to review and submit the application';

describe('where an application stands once an officer confirmed their ID check', () => {
  it.each([
    {
      track: 'one officer',
      type: 'standard',
      journey: { status: 'approvals', primaryApplicant: officer1 },
      who: ada,
      waitingFor: 'authorisedOfficer1',
      reason: `${TO_REVIEW} (privacy consent not given).`,
      supportMoves: ['primary:businessDetails:moveBack'],
    },
    {
      track: 'a calculator application',
      type: 'calculator',
      journey: { status: 'approvals', primaryApplicant: officer1 },
      who: ada,
      waitingFor: 'authorisedOfficer1',
      reason: `${TO_REVIEW} (privacy consent not given).`,
      supportMoves: ['calculator:businessDetails:moveBack'],
    },
    {
      track: 'two officers, Authorised Officer (1) first',
      type: 'standard',
      journey: {
        status: 'approvals',
        statusSecondary: 'approvals',
        primaryApplicant: officer1,
        secondaryApplicant: officer2,
      },
      who: ada,
      waitingFor: 'authorisedOfficer1',
      reason: `${TO_REVIEW} (privacy consent not given). Authorised Officer (2)'s ID check is outstanding too.`,
      supportMoves: ['primary:businessDetails:moveBack'],
    },
    {
      // Their own track moves on to signing in the same write; the review still waits for Officer (1).
      track: 'two officers, Authorised Officer (2) first',
      type: 'standard',
      journey: {
        status: 'approvals',
        statusSecondary: 'approvals',
        primaryApplicant: officer1,
        secondaryApplicant: officer2,
      },
      who: bo,
      waitingFor: 'authorisedOfficer1',
      reason: "Waiting for Authorised Officer (1)'s ID check.",
      supportMoves: ['primary:businessDetails:moveBack', 'secondary:approvals:moveBack'],
    },
    {
      // The credit check held for this very ID check is submitted in the same write.
      track: 'two officers, Authorised Officer (2) last',
      type: 'standard',
      journey: {
        status: 'reviewAndSignContract',
        statusSecondary: 'approvals',
        statusCreditCheck: 'waitingForSecondary',
        primaryApplicant: {
          ...officer1,
          identityVerificationStatus: 'completed',
          privacyConsent: 'confirmed',
          applicationReviewStatus: 'completed',
        },
        secondaryApplicant: officer2,
      },
      who: bo,
      waitingFor: 'portal',
      reason: 'Waiting for the credit decision: submitted, and the credit bureau has not answered yet.',
      supportMoves: ['primary:approvals:moveBack', 'secondary:approvals:moveBack'],
    },
  ] as const)(
    'on $track: nothing stuck, no move into signing, the next one to act awaited',
    async ({ type, journey, who, waitingFor, reason, supportMoves }) => {
      const application = await afterIdConfirmed(type, journey as ApplicationJourney, who);
      const stands = whereItStands(application);

      expect(stands).toMatchObject({ waitingFor, reason, stuck: false });
      const told = stands.supportMoves.map(({ track, to, kind }) => `${track}:${to}:${kind}`);
      expect(told).toEqual(supportMoves);
      expect((await staffMovesTried(application)).sort()).toEqual([...supportMoves].sort());
    },
  );

  /** Officer (1)'s ID check done, the application at approvals, its credit check as given. */
  const atApprovalsWithCredit = (statusCreditCheck: 'awaitingDecision' | 'approved') =>
    whereItStands(
      aLeaseApplication()
        .withFacts({
          statusCreditCheck,
          primaryApplicant: { ...officer1, identityVerificationStatus: 'completed' },
        })
        .withPrimaryStatus('approvals')
        .build(),
    );

  it('waits for the credit decision at approvals, offering support no move into signing before it comes', () => {
    const stands = atApprovalsWithCredit('awaitingDecision');
    expect(stands.stuck).toBe(false);
    expect(stands.supportMoves.filter(({ kind }) => kind === 'move')).toEqual([]);
  });

  it('says an approval the status did not follow is stuck, and how support moves it on', () => {
    const stands = atApprovalsWithCredit('approved');
    expect(stands.stuck).toBe(true);
    expect(stands.reason).toMatch(
      /^The credit check is approved but the status did not move on: move it with `lease-admin application move \S+ --to reviewAndSignContract/,
    );
  });
});
