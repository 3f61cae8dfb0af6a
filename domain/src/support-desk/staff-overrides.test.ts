import {
  CollectingMailer,
  CountingSecretTokens,
  SequentialIds,
  SettableClock,
} from '../accounts/testing/in-memory-accounts';
import type {
  ApplicationStatus,
  ApplicationJourney,
  SecondaryStatus,
} from '../application/application-journey';
import { PROPOSAL_LIFETIME_MS } from '../staff/override-proposal';
import { STAFF_REASONS } from '../staff/staff-errors';
import type { StaffMember, StaffRole } from '../staff/staff-member';
import { LEASE_APPLICATION_REASONS } from '../lease-application/lease-application-errors';
import {
  CREDIT_DECISIONS,
  DecideOverride,
  MoveApplicationAsStaff,
  ProposeCreditDecision,
} from './staff-overrides';
import type { StatusTrack } from '../lease-application/status-transitions';
import { InMemoryUnitOfWork } from '../lease-application/testing/in-memory-unit-of-work';
import { aLeaseApplication } from '../lease-application/testing/lease-application.builder';

const member = (staffId: string, role: StaffRole): StaffMember => ({
  staffId,
  name: staffId,
  email: `${staffId}@provider.example`,
  role,
  status: 'active',
});
const sam = member('sam', 'support');
const cora = member('cora', 'creditOfficer');
const ada = member('ada', 'administrator');

/** Every step's work done: the quote signed, the credit application complete, a credit decision. */
const WORK_DONE: Partial<ApplicationJourney> = {
  quoteSignature: 'completed',
  businessDetails: { financeDetails: { completed: 'yes' } },
  statusCreditCheck: 'approved',
  secondaryApplicant: { identityVerificationStatus: 'completed' },
};

function aDesk(status?: ApplicationStatus, facts: Partial<ApplicationJourney> = WORK_DONE) {
  const uow = new InMemoryUnitOfWork().given(
    aLeaseApplication().withPrimaryStatus(status).withFacts(facts).build(),
  );
  const clock = new SettableClock(new Date('2026-11-24T09:00:00.000Z'));
  const deps = {
    unitOfWork: uow,
    ids: new SequentialIds('proposal'),
    clock,
    tokens: new CountingSecretTokens(),
    mailer: new CollectingMailer(),
  };
  return {
    uow,
    clock,
    move: new MoveApplicationAsStaff(deps),
    credit: new ProposeCreditDecision(deps),
    decide: new DecideOverride(deps),
    statusNow: () => uow.applications.get('app-1')?.value.journey.status,
  };
}

const reasonOf = (result: { ok: boolean; error?: { details?: Record<string, unknown> } }) =>
  result.ok ? undefined : result.error?.details?.reason;

describe('staff move applications only through the domain', () => {
  it('moves an application one step forward at once, with the reason and the member in the trail', async () => {
    const desk = aDesk('businessDetails');
    const moved = await desk.move.execute(sam, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'approvals',
      reason: 'Credit application completed, status did not follow',
    });
    expect(moved).toEqual({
      ok: true,
      value: { outcome: 'moved', track: 'primary', from: 'businessDetails', to: 'approvals', version: 2 },
    });
    expect(desk.statusNow()).toBe('approvals');
    // The move is the application's last change, as support's search by date reads it.
    expect(desk.uow.applications.get('app-1')?.value.updatedAt).toBe('2026-11-24T09:00:00.000Z');
    expect(desk.uow.audit).toEqual([
      expect.objectContaining({
        actor: 'staff:sam',
        action: 'application.status.changed',
        details: expect.objectContaining({ reason: 'Credit application completed, status did not follow' }),
      }),
    ]);
  });

  it.each(['awaitingDecision', 'referred', 'declined'] as const)(
    'never moves an application to lease signing while its credit check is %s',
    async (statusCreditCheck) => {
      const desk = aDesk('approvals', { ...WORK_DONE, statusCreditCheck });
      const moved = await desk.move.execute(sam, {
        applicationId: 'app-1',
        track: 'primary',
        to: 'reviewAndSignContract',
        reason: 'Customer says the bank approved it',
      });
      expect(reasonOf(moved)).toBe(LEASE_APPLICATION_REASONS.stepWorkNotDone);
      expect(moved).toMatchObject({
        error: { message: expect.stringContaining('has not approved the lease') },
      });
      expect(desk.statusNow()).toBe('approvals');
      expect(desk.uow.audit).toEqual([]);
    },
  );

  it('refuses a skipped step with the table’s stable reason, and a blank reason, changing nothing', async () => {
    const desk = aDesk('businessDetails');
    const skipped = await desk.move.execute(sam, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'reviewAndSignContract',
      reason: 'customer asked',
    });
    expect(reasonOf(skipped)).toBe(LEASE_APPLICATION_REASONS.transitionNotAllowed);
    const blank = await desk.move.execute(sam, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'approvals',
      reason: '  ',
    });
    expect(reasonOf(blank)).toBe(STAFF_REASONS.reasonRequired);
    const pasted = await desk.move.execute(sam, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'approvals',
      reason: 'x'.repeat(501),
    });
    expect(reasonOf(pasted)).toBe(STAFF_REASONS.reasonTooLong);
    expect(desk.statusNow()).toBe('businessDetails');
    expect(desk.uow.audit).toEqual([]);
  });

  it('makes a move back a proposal that a credit officer, not its maker, approves once', async () => {
    const desk = aDesk('approvals');
    const proposed = await desk.move.execute(sam, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'businessDetails',
      reason: 'Wrong bank statement uploaded',
    });
    if (!proposed.ok || proposed.value.outcome !== 'proposed') throw new Error('expected a proposal');
    const { proposalId, kind } = proposed.value.proposal;
    expect(kind).toBe('moveBack');
    expect(desk.statusNow()).toBe('approvals');

    const supportTries = await desk.decide.execute(member('sue', 'support'), {
      proposalId,
      decision: 'approved',
    });
    expect(reasonOf(supportTries)).toBe(STAFF_REASONS.notPermitted);
    const ownTry = await desk.decide.execute(
      { ...sam, role: 'creditOfficer' },
      { proposalId, decision: 'approved' },
    );
    expect(reasonOf(ownTry)).toBe(STAFF_REASONS.ownProposal);
    expect(desk.statusNow()).toBe('approvals');

    const approved = await desk.decide.execute(cora, { proposalId, decision: 'approved' });
    expect(approved).toMatchObject({ ok: true, value: { status: 'approved', decidedBy: 'cora' } });
    expect(desk.statusNow()).toBe('businessDetails');
    const again = await desk.decide.execute(ada, { proposalId, decision: 'approved' });
    expect(reasonOf(again)).toBe(STAFF_REASONS.proposalDecided);
    expect(desk.uow.audit.map((entry) => entry.action)).toEqual([
      'override.proposed',
      'application.status.changed',
      'override.approved',
    ]);
    expect(desk.uow.audit[1]).toMatchObject({
      actor: 'staff:cora',
      details: { from: 'approvals', to: 'businessDetails', proposedBy: 'sam', proposalId },
    });
  });

  it('lets a proposal expire after its lifetime, and rejects without changing anything', async () => {
    const desk = aDesk('finished');
    const reopen = await desk.move.execute(sam, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'reviewAndSignContract',
      reason: 'Lessee asked to change the vehicle',
    });
    if (!reopen.ok || reopen.value.outcome !== 'proposed') throw new Error('expected a proposal');
    expect(reopen.value.proposal.kind).toBe('reopen');
    const { proposalId } = reopen.value.proposal;
    // Reopening is the administrators' to decide, not a credit officer's.
    expect(reasonOf(await desk.decide.execute(cora, { proposalId, decision: 'approved' }))).toBe(
      STAFF_REASONS.notPermitted,
    );
    desk.clock.set(new Date(Date.parse('2026-11-24T09:00:00.000Z') + PROPOSAL_LIFETIME_MS));
    expect(reasonOf(await desk.decide.execute(ada, { proposalId, decision: 'approved' }))).toBe(
      STAFF_REASONS.proposalExpired,
    );
    expect(desk.statusNow()).toBe('finished');

    const fresh = await desk.move.execute(sam, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'reviewAndSignContract',
      reason: 'Asked again',
    });
    if (!fresh.ok || fresh.value.outcome !== 'proposed') throw new Error('expected a proposal');
    const rejected = await desk.decide.execute(ada, {
      proposalId: fresh.value.proposal.proposalId,
      decision: 'rejected',
      note: 'Needs a new application',
    });
    expect(rejected).toMatchObject({ ok: true, value: { status: 'rejected' } });
    expect(desk.statusNow()).toBe('finished');
    expect(desk.uow.audit.at(-1)).toMatchObject({
      action: 'override.rejected',
      details: { note: 'Needs a new application' },
    });
  });

  it('applies nothing when the application moved on after the proposal', async () => {
    const desk = aDesk('approvals');
    const proposed = await desk.move.execute(sam, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'businessDetails',
      reason: 'Wrong statement',
    });
    if (!proposed.ok || proposed.value.outcome !== 'proposed') throw new Error('expected a proposal');
    await desk.move.execute(sam, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'reviewAndSignContract',
      reason: 'Reviewed',
    });
    const approved = await desk.decide.execute(cora, {
      proposalId: proposed.value.proposal.proposalId,
      decision: 'approved',
    });
    expect(reasonOf(approved)).toBe(STAFF_REASONS.proposalStale);
    expect(desk.statusNow()).toBe('reviewAndSignContract');
    // Closed with why, by the member whose approval found it so: nobody else tries it again.
    const { proposalId } = proposed.value.proposal;
    expect(desk.uow.overrides.get(proposalId)).toMatchObject({
      status: 'closed',
      closedReason: 'moved on: status now reviewAndSignContract',
      decidedBy: cora.staffId,
    });
    expect(desk.uow.audit.at(-1)).toMatchObject({
      actor: `staff:${cora.staffId}`,
      action: 'override.closed',
      subject: `proposal:${proposalId}`,
    });
    expect(reasonOf(await desk.decide.execute(ada, { proposalId, decision: 'approved' }))).toBe(
      STAFF_REASONS.proposalClosed,
    );
  });

  it('moves forward only when the step’s work is done, and never to finished', async () => {
    const refusals: [ApplicationStatus, string, string][] = [
      ['reviewQuote', 'businessDetails', LEASE_APPLICATION_REASONS.stepWorkNotDone],
      ['businessDetails', 'approvals', LEASE_APPLICATION_REASONS.stepWorkNotDone],
      ['approvals', 'reviewAndSignContract', LEASE_APPLICATION_REASONS.stepWorkNotDone],
      ['reviewAndSignContract', 'finished', LEASE_APPLICATION_REASONS.finishedBySigningOnly],
    ];
    for (const [from, to, reason] of refusals) {
      const desk = aDesk(from, {});
      const refused = await desk.move.execute(ada, {
        applicationId: 'app-1',
        track: 'primary',
        to,
        reason: 'The customer phoned',
      });
      expect([to, reasonOf(refused)]).toEqual([to, reason]);
      expect(desk.statusNow()).toBe(from);
      expect(desk.uow.audit).toEqual([]);
    }
    // Signed, and even approved, the lease is still finished only by the signing itself.
    const signed = aDesk('reviewAndSignContract', { ...WORK_DONE, statusCreditCheck: 'approved' });
    const finished = await signed.move.execute(ada, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'finished',
      reason: 'The customer phoned',
    });
    expect(reasonOf(finished)).toBe(LEASE_APPLICATION_REASONS.finishedBySigningOnly);
    // A quote on paper moves on by the officer's own Proceed only, once they have read it (decision 2114).
    const wet = aDesk('reviewQuote', { wetSignature: { signType: 'wet' } });
    const moved = await wet.move.execute(sam, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'businessDetails',
      reason: 'Chose paper, did not move on',
    });
    expect(reasonOf(moved)).toBe(LEASE_APPLICATION_REASONS.stepWorkNotDone);
    expect(wet.statusNow()).toBe('reviewQuote');
  });

  it('refuses a credit decision approved after the application finished', async () => {
    const desk = aDesk('reviewAndSignContract', { ...WORK_DONE, statusCreditCheck: 'referred' });
    const proposed = await desk.credit.execute(cora, {
      applicationId: 'app-1',
      decision: 'approved',
      reason: 'Referred: guarantor income verified',
    });
    if (!proposed.ok) throw proposed.error;
    const stored = desk.uow.applications.get('app-1');
    if (!stored) throw new Error('expected the application');
    desk.uow.given({ ...stored.value, journey: { ...stored.value.journey, status: 'finished' } });
    const approved = await desk.decide.execute(ada, {
      proposalId: proposed.value.proposalId,
      decision: 'approved',
    });
    expect(reasonOf(approved)).toBe(STAFF_REASONS.proposalStale);
    expect(desk.uow.applications.get('app-1')?.value.journey.statusCreditCheck).toBe('referred');
    expect(desk.uow.overrides.get(proposed.value.proposalId)).toMatchObject({
      status: 'closed',
      closedReason: 'moved on: the application is finished',
    });
  });

  it('offers a credit officer a referral, an approval or a decline: one word for a referral (decision 2073)', async () => {
    expect(CREDIT_DECISIONS).toEqual(['referred', 'approved', 'declined']);
    const desk = aDesk('reviewAndSignContract', { ...WORK_DONE, statusCreditCheck: 'awaitingDecision' });
    for (const decision of ['refer', 'awaitingDecision']) {
      const refused = await desk.credit.execute(cora, { applicationId: 'app-1', decision, reason: 'x' });
      expect(reasonOf(refused)).toBe(STAFF_REASONS.overrideInvalid);
    }
    const referred = await desk.credit.execute(cora, {
      applicationId: 'app-1',
      decision: 'referred',
      reason: 'Trust deed to be read by a person',
    });
    if (!referred.ok) throw referred.error;
    expect(referred.value.change).toEqual({ from: 'awaitingDecision', to: 'referred' });
  });

  it('sets a credit decision only when a second member approves it', async () => {
    const desk = aDesk('reviewAndSignContract', {});
    expect(
      reasonOf(
        await desk.credit.execute(sam, {
          applicationId: 'app-1',
          decision: 'waitingForSecondary',
          reason: 'x',
        }),
      ),
    ).toBe(STAFF_REASONS.overrideInvalid);
    const proposed = await desk.credit.execute(cora, {
      applicationId: 'app-1',
      decision: 'approved',
      reason: 'Referred: guarantor income verified by phone',
    });
    if (!proposed.ok) throw proposed.error;
    expect(desk.uow.applications.get('app-1')?.value.journey.statusCreditCheck).toBeUndefined();
    const approved = await desk.decide.execute(ada, {
      proposalId: proposed.value.proposalId,
      decision: 'approved',
    });
    expect(approved.ok).toBe(true);
    expect(desk.uow.applications.get('app-1')?.value.journey.statusCreditCheck).toBe('approved');
    expect(desk.uow.audit.map((entry) => entry.action)).toContain('application.creditDecision.overridden');
  });
});

/**
 * Stated here, not read from the transitions table the code uses: the journey's steps in order, and
 * the forward moves support may make when (and only when) the step's work is done.
 */
const STEPS: Record<StatusTrack, readonly string[]> = {
  primary: ['reviewQuote', 'businessDetails', 'approvals', 'reviewAndSignContract', 'finished'],
  secondary: ['approvals', 'reviewAndSignContract', 'finished'],
  calculator: ['viewShortlist', 'businessDetails', 'approvals', 'reviewAndSignContract', 'finished'],
};
const SUPPORT_MAY_MOVE: Record<StatusTrack, readonly string[]> = {
  primary: ['reviewQuote→businessDetails', 'businessDetails→approvals', 'approvals→reviewAndSignContract'],
  secondary: ['approvals→reviewAndSignContract'],
  calculator: ['businessDetails→approvals', 'approvals→reviewAndSignContract'],
};

describe('no staff move reaches a status the domain forbids', () => {
  const cases = (Object.keys(STEPS) as StatusTrack[]).flatMap((track) =>
    [undefined, ...STEPS[track]].flatMap((from) =>
      [...STEPS[track], 'nowhere'].flatMap((to) =>
        (['nothing done', 'work done'] as const).map((facts) => [track, from, to, facts] as const),
      ),
    ),
  );

  it.each(cases)('%s from %s to %s with %s', async (track, from, to, facts) => {
    const base = aLeaseApplication()
      .ofType(track === 'calculator' ? 'calculator' : 'standard')
      .withFacts(facts === 'work done' ? WORK_DONE : {});
    const built = (
      track === 'secondary'
        ? base.withPrimaryStatus('approvals').withSecondaryStatus(from as SecondaryStatus | undefined)
        : base.withPrimaryStatus(from as ApplicationStatus | undefined)
    ).build();
    const uow = new InMemoryUnitOfWork().given(built);
    const deps = {
      unitOfWork: uow,
      ids: new SequentialIds('p'),
      clock: new SettableClock(),
      tokens: new CountingSecretTokens(),
      mailer: new CollectingMailer(),
    };
    const moved = await new MoveApplicationAsStaff(deps).execute(sam, {
      applicationId: 'app-1',
      track,
      to,
      reason: 'test',
    });
    if (moved.ok && moved.value.outcome === 'proposed') {
      await new DecideOverride(deps).execute(ada, {
        proposalId: moved.value.proposal.proposalId,
        decision: 'approved',
      });
    }
    const journey = uow.applications.get('app-1')?.value.journey;
    const after = track === 'secondary' ? journey?.statusSecondary : journey?.status;
    if (after === from) return;
    const steps = STEPS[track];
    const standing = from ?? (track === 'calculator' ? 'viewShortlist' : undefined);
    const at = standing === undefined ? -1 : steps.indexOf(standing);
    const reached = steps.indexOf(after ?? '');
    // Never finished, never a skipped step, never forward while the step's work is undone.
    expect(after).not.toBe('finished');
    expect(Math.abs(reached - at)).toBe(1);
    if (reached > at) {
      expect(facts).toBe('work done');
      expect(SUPPORT_MAY_MOVE[track]).toContain(`${standing}→${after}`);
    }
    expect(after).toBe(to);
  });

  it('never reaches reviewAndSignContract without a credit decision, nor finished unsigned', async () => {
    for (const [from, to] of [
      ['approvals', 'reviewAndSignContract'],
      ['reviewAndSignContract', 'finished'],
    ] as const) {
      const desk = aDesk(from, { ...WORK_DONE, statusCreditCheck: undefined, quoteSignature: 'none' });
      await desk.move.execute(ada, {
        applicationId: 'app-1',
        track: 'primary',
        to,
        reason: 'The customer phoned',
      });
      expect(desk.statusNow()).toBe(from);
    }
  });
});
