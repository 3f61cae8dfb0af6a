import {
  CollectingMailer,
  CountingSecretTokens,
  SequentialIds,
} from '../accounts/testing/in-memory-accounts';
import type { ApplicationJourney } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import { keepSentLeaseEnvelope } from '../contract-signing/lease-envelope';
import { LEASE_ENVELOPE_WITHDRAWN_REASON } from '../lease-application/envelope-work';
import { LeaseApplication } from '../lease-application/lease-application';
import type { OrgProfile } from '../organisation/org-profile';
import { DomainError } from '../shared/result';
import type { StaffMember } from '../staff/staff-member';
import {
  DecideOverride,
  MoveApplicationAsStaff,
  ProposeCreditDecision,
} from '../support-desk/staff-overrides';
import { ESignatureError } from './e-signature.port';
import { asJobFailure, ENVELOPE_SEND_JOB, ENVELOPE_VOID_JOB } from './envelope-jobs';
import { anEnvelopeJobsWorld } from './testing/envelope-jobs-world';

// Sending and voiding an envelope are jobs queued with the change that needs them (decision 2109).

const profile: OrgProfile = {
  orgId: 'fleet-co',
  name: 'Fleet Co',
  region: 'AU',
  whiteLabel: { region: 'AU', enableWhiteLabel: true, domains: ['au.fleetco.example'] },
  calculator: { headerLinks: [] },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
  theme: {},
  loginLogos: {},
};

const ada = {
  id: 'ada',
  orgId: 'fleet-co',
  firstName: 'Ada',
  lastName: 'Officer',
  email: 'ada@haulage.example',
  region: 'AU' as const,
  createdAt: '2026-05-01T00:00:00.000Z',
};

function anApplication(journey: ApplicationJourney): VehicleApplication {
  return {
    applicationId: 'app-1',
    applicationType: 'standard',
    orgId: 'fleet-co',
    orgUserId: 'ada',
    journey: {
      primaryApplicant: { userId: 'ada', firstName: 'Ada', lastName: 'Officer', email: ada.email },
      quoteDetails: { primaryQuoteReference: 'Q-1001' },
      leaseDetails: { driveAwayPrice: 52990, monthlyRentalNet: 1180, terms: 48 },
      vehicleDetails: { make: 'Toyota', model: 'RAV4 Hybrid' },
      ...journey,
    },
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
  };
}

/** An application at the lease's signing, its credit approved, before the account to debit is given. */
const atSigning = (journey: ApplicationJourney = {}) =>
  anApplication({
    status: 'reviewAndSignContract',
    statusCreditCheck: 'approved',
    quoteSignature: 'completed',
    entityDetails: { entityType: 'PRV' },
    companyDetails: { companyLegalName: 'Harbour Haulage Pty Ltd', abn: '51824753556' },
    businessDetails: { financeDetails: { personalGuarantee: 'no', creditLimit: 60000, completed: 'yes' } },
    ...journey,
  });

const AU_ACCOUNT = { accountName: 'Harbour Haulage Pty Ltd', bsb: '062-000', accountNumber: '12345678' };

const openReviewQuote = {
  applicationId: 'app-1',
  track: 'primary' as const,
  to: 'reviewQuote',
  actor: 'primaryApplicant' as const,
  actorId: 'ada',
  reason: 'opened the quote',
  mover: 'customer' as const,
};

const quoteView = {
  user: ada,
  returnUrl: 'http://au.fleetco.example/applications/app-1/quotesign',
  host: 'au.fleetco.example',
};
const leaseView = {
  user: ada,
  applicationId: 'app-1',
  isCurrentUserPrimary: true,
  returnUrl: 'http://au.fleetco.example/applications/app-1/quotesign-mla',
  host: 'au.fleetco.example',
};

const member = (staffId: string, role: StaffMember['role']): StaffMember => ({
  staffId,
  name: staffId,
  email: `${staffId}@provider.example`,
  role,
  status: 'active',
});

function aDesk(world: ReturnType<typeof anEnvelopeJobsWorld>) {
  const deps = {
    unitOfWork: world.unitOfWork,
    ids: new SequentialIds('proposal'),
    clock: world.clock,
    tokens: new CountingSecretTokens(),
    mailer: new CollectingMailer(),
  };
  const decide = new DecideOverride(deps);
  const approve = async (proposed: { ok: boolean; value?: unknown }) => {
    const value = proposed.value as { proposal?: { proposalId: string }; proposalId?: string } | undefined;
    const proposalId = value?.proposal?.proposalId ?? value?.proposalId;
    if (!proposalId) throw new Error(`expected a proposal: ${JSON.stringify(proposed)}`);
    const decided = await decide.execute(member('cora', 'administrator'), {
      proposalId,
      decision: 'approved',
    });
    if (!decided.ok) throw new Error(`not approved: ${decided.error.message}`);
  };
  return {
    move: new MoveApplicationAsStaff(deps),
    credit: new ProposeCreditDecision(deps),
    approve,
    sam: member('sam', 'creditOfficer'),
  };
}

describe("the quote's envelope, sent by a job", () => {
  it('is queued once, by the change that brings the quote to its review, and not for a quote signed on paper', async () => {
    const world = anEnvelopeJobsWorld([profile]);
    await world.add(anApplication({ quoteSignature: 'none' }));
    expect(await world.move.execute(openReviewQuote)).toMatchObject({ ok: true });
    expect(
      world
        .envelopeJobs()
        .map(({ kind, key, payload, applicationId }) => ({ kind, key, payload, applicationId })),
    ).toEqual([
      {
        kind: ENVELOPE_SEND_JOB,
        key: 'envelope.send:app-1:quote',
        payload: { reference: 'app-1:quote' },
        applicationId: 'app-1',
      },
    ]);
    // Nothing is sent in the request.
    expect(world.eSignature.sent).toBe(0);

    const paper = anEnvelopeJobsWorld([profile]);
    await paper.add(anApplication({ wetSignature: { signType: 'wet' } }));
    expect(await paper.move.execute(openReviewQuote)).toMatchObject({ ok: true });
    expect(paper.envelopeJobs()).toEqual([]);
  });

  it('is not queued by a unit of work that fails: the change and its job are kept together or not at all', async () => {
    const world = anEnvelopeJobsWorld([profile]);
    await world.add(anApplication({ quoteSignature: 'none' }));
    world.unitOfWork.auditFailure = new Error('the disk is full');
    await expect(world.move.execute(openReviewQuote)).rejects.toThrow('the disk is full');
    expect(world.stored('app-1')?.journey.status).toBeUndefined();
    expect(world.envelopeJobs()).toEqual([]);
  });

  it('is sent once by its job, kept by its id, and the signing view opens that envelope without sending', async () => {
    const world = anEnvelopeJobsWorld([profile]);
    await world.add(anApplication({ quoteSignature: 'none' }));
    await world.move.execute(openReviewQuote);
    const turns = await world.runDueJobs();
    expect(turns.map((turn) => turn.outcome)).toEqual(['done']);
    expect(world.eSignature.sent).toBe(1);
    const envelope = [...world.eSignature.envelopes.values()][0]!;
    expect(envelope).toMatchObject({ reference: 'app-1:quote', signers: [{ email: ada.email }] });
    expect(world.stored('app-1')?.journey).toMatchObject({
      quoteEnvelopeId: envelope.envelopeId,
      quoteSignature: 'created',
    });
    expect(world.unitOfWork.audit.at(-1)).toMatchObject({
      actor: 'system',
      action: 'application.quote-envelope.created',
      details: { envelopeId: envelope.envelopeId },
    });

    const view = await world.startQuoteSigning.execute(quoteView);
    expect(view).toMatchObject({ ok: true });
    expect(world.eSignature.sent).toBe(1);
    expect(world.eSignature.views.map((each) => each.envelopeId)).toEqual([envelope.envelopeId]);
  });

  it('is sent by the signing view when the officer is faster than the worker; the job then sends nothing', async () => {
    const world = anEnvelopeJobsWorld([profile]);
    await world.add(anApplication({ quoteSignature: 'none' }));
    await world.move.execute(openReviewQuote);
    expect(await world.startQuoteSigning.execute(quoteView)).toMatchObject({ ok: true });
    const { quoteEnvelopeId } = world.stored('app-1')!.journey;
    expect(quoteEnvelopeId).toBe('env-1');
    expect(world.unitOfWork.audit.at(-1)).toMatchObject({ actor: 'customer:ada' });

    expect((await world.runDueJobs()).map((turn) => turn.outcome)).toEqual(['done']);
    expect(world.eSignature.sent).toBe(1);
    expect(world.stored('app-1')!.journey.quoteEnvelopeId).toBe(quoteEnvelopeId);
  });

  it('gives up at once when the service refuses the envelope, and tries again while it is unavailable', async () => {
    const world = anEnvelopeJobsWorld([profile]);
    await world.add(anApplication({ quoteSignature: 'none' }));
    await world.move.execute(openReviewQuote);
    const send = world.eSignature.sendEnvelope.bind(world.eSignature);
    world.eSignature.sendEnvelope = () =>
      Promise.reject(new ESignatureError('SERVICE_UNAVAILABLE', 'DocuSign could not be reached.'));
    expect((await world.runDueJobs()).map((turn) => turn.outcome)).toEqual(['retrying']);
    expect(world.envelopeJobs()[0]).toMatchObject({ status: 'pending', attempts: 1 });

    world.eSignature.sendEnvelope = () =>
      Promise.reject(new ESignatureError('INVALID_REQUEST_PARAMETER', 'The document is not a PDF.'));
    world.clock.advanceMinutes(60);
    expect((await world.runDueJobs()).map((turn) => turn.outcome)).toEqual(['given-up']);
    expect(world.envelopeJobs()[0]).toMatchObject({
      status: 'given-up',
      attempts: 2,
      lastError: 'The document is not a PDF. (INVALID_REQUEST_PARAMETER)',
    });
    expect(world.stored('app-1')!.journey.quoteEnvelopeId).toBeUndefined();

    // The officer's own request still sends it, the same one way.
    world.eSignature.sendEnvelope = send;
    expect(await world.startQuoteSigning.execute(quoteView)).toMatchObject({ ok: true });
    expect(world.eSignature.sent).toBe(1);
  });
});

describe("the lease's envelope, sent by a job", () => {
  it('is queued when Authorised Officer (1) gives the account to debit, once, and sent by its job', async () => {
    const world = anEnvelopeJobsWorld([profile]);
    await world.add(atSigning());
    const record = () =>
      world.recordDirectDebitAccount.execute({ user: ada, applicationId: 'app-1', account: AU_ACCOUNT });
    expect(await record()).toMatchObject({ ok: true });
    // Given again before the job ran: the job sends the documents with the account as it then is.
    expect(await record()).toMatchObject({ ok: true });
    expect(world.envelopeJobs().map(({ key }) => key)).toEqual(['envelope.send:app-1:lease']);
    expect(world.eSignature.sent).toBe(0);

    expect((await world.runDueJobs()).map((turn) => turn.outcome)).toEqual(['done']);
    expect(world.eSignature.sent).toBe(1);
    const envelope = [...world.eSignature.envelopes.values()][0]!;
    expect(envelope.reference).toBe('app-1:lease');
    expect(world.stored('app-1')!.journey).toMatchObject({
      leaseEnvelopeId: envelope.envelopeId,
      leaseEnvelopeAttempt: 1,
    });
    expect(world.unitOfWork.audit.at(-1)).toMatchObject({
      actor: 'system',
      action: 'application.lease-envelope.created',
    });

    expect(await world.startLeaseSigning.execute(leaseView)).toMatchObject({ ok: true });
    expect(world.eSignature.sent).toBe(1);
    expect(world.eSignature.views.map((each) => each.envelopeId)).toEqual([envelope.envelopeId]);
  });

  it('is sent by the signing view when Authorised Officer (1) is faster than the worker; the job sends nothing', async () => {
    const world = anEnvelopeJobsWorld([profile]);
    await world.add(atSigning());
    await world.recordDirectDebitAccount.execute({ user: ada, applicationId: 'app-1', account: AU_ACCOUNT });
    expect(await world.startLeaseSigning.execute(leaseView)).toMatchObject({ ok: true });
    expect((await world.runDueJobs()).map((turn) => turn.outcome)).toEqual(['done']);
    expect(world.eSignature.sent).toBe(1);
    expect(world.stored('app-1')!.journey.leaseEnvelopeId).toBe('env-1');
  });

  it('is not queued for documents signed on paper', async () => {
    const world = anEnvelopeJobsWorld([profile]);
    await world.add(atSigning({ wetSignature: { signType: 'wet' } }));
    expect(
      await world.recordDirectDebitAccount.execute({
        user: ada,
        applicationId: 'app-1',
        account: AU_ACCOUNT,
      }),
    ).toMatchObject({ ok: true });
    expect(world.envelopeJobs()).toEqual([]);
  });

  it('replaces a declined envelope without voiding it: DocuSign voids only an envelope in progress', async () => {
    const world = anEnvelopeJobsWorld([profile]);
    await world.add(atSigning());
    await world.recordDirectDebitAccount.execute({ user: ada, applicationId: 'app-1', account: AU_ACCOUNT });
    await world.runDueJobs();
    world.eSignature.finish('app-1:lease', 'declined');
    expect(await world.startLeaseSigning.execute(leaseView)).toMatchObject({ ok: true });
    expect(world.stored('app-1')!.journey).toMatchObject({
      leaseEnvelopeId: 'env-2',
      leaseEnvelopeAttempt: 2,
    });
    expect(world.eSignature.envelopes.get('env-2')?.reference).toBe('app-1:lease:2');
    expect(world.envelopeJobs().map(({ kind }) => kind)).toEqual([ENVELOPE_SEND_JOB]);
  });
});

describe('a lease envelope the application withdraws, voided by a job', () => {
  async function signingWithAnEnvelope() {
    const world = anEnvelopeJobsWorld([profile]);
    await world.add(atSigning({ statusSecondary: 'reviewAndSignContract' }));
    await world.recordDirectDebitAccount.execute({ user: ada, applicationId: 'app-1', account: AU_ACCOUNT });
    await world.runDueJobs();
    return { world, desk: aDesk(world) };
  }

  it('is voided when staff move the application back behind the signing step, and the next is sent when it returns', async () => {
    const { world, desk } = await signingWithAnEnvelope();
    const back = await desk.move.execute(desk.sam, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'approvals',
      reason: 'The lessee changed the vehicle before signing',
    });
    await desk.approve(back);
    expect(world.stored('app-1')!.journey).toMatchObject({ status: 'approvals', leaseEnvelopeAttempt: 1 });
    expect(world.stored('app-1')!.journey.leaseEnvelopeId).toBeUndefined();
    expect(world.unitOfWork.audit.map((entry) => entry.action)).toContain(
      'application.lease-envelope.withdrawn',
    );
    const voiding = world.envelopeJobs().filter((job) => job.kind === ENVELOPE_VOID_JOB);
    expect(voiding.map(({ key, payload }) => ({ key, payload }))).toEqual([
      {
        key: 'envelope.void:env-1',
        payload: { envelopeId: 'env-1', reason: LEASE_ENVELOPE_WITHDRAWN_REASON },
      },
    ]);

    expect((await world.runDueJobs()).map((turn) => turn.outcome)).toEqual(['done']);
    expect(world.eSignature.voided).toEqual([
      { envelopeId: 'env-1', reason: LEASE_ENVELOPE_WITHDRAWN_REASON },
    ]);
    expect(world.eSignature.envelopes.get('env-1')?.status).toBe('voided');

    // Back at signing: the documents go out again, under the next attempt's reference.
    const forward = await desk.move.execute(desk.sam, {
      applicationId: 'app-1',
      track: 'primary',
      to: 'reviewAndSignContract',
      reason: 'The new vehicle is approved by the credit team',
    });
    expect(forward).toMatchObject({ ok: true, value: { outcome: 'moved' } });
    expect(world.envelopeJobs().map(({ key }) => key)).toContain('envelope.send:app-1:lease:2');
    await world.runDueJobs();
    expect(world.stored('app-1')!.journey).toMatchObject({
      leaseEnvelopeId: 'env-2',
      leaseEnvelopeAttempt: 2,
    });
    expect(world.eSignature.envelopes.get('env-2')?.reference).toBe('app-1:lease:2');
  });

  it('is voided when the credit decision no longer stands approved', async () => {
    const { world, desk } = await signingWithAnEnvelope();
    const proposed = await desk.credit.execute(desk.sam, {
      applicationId: 'app-1',
      decision: 'referred',
      reason: 'The bureau withdrew its approval after a default was listed',
    });
    await desk.approve(proposed);
    expect(world.stored('app-1')!.journey.leaseEnvelopeId).toBeUndefined();
    await world.runDueJobs();
    expect(world.eSignature.voided.map((each) => each.envelopeId)).toEqual(['env-1']);
  });

  it('is done with nothing voided when the envelope closed meanwhile', async () => {
    const { world, desk } = await signingWithAnEnvelope();
    world.eSignature.finish('app-1:lease', 'declined');
    await desk.approve(
      await desk.move.execute(desk.sam, {
        applicationId: 'app-1',
        track: 'primary',
        to: 'approvals',
        reason: 'The lessee changed the vehicle before signing',
      }),
    );
    expect((await world.runDueJobs()).map((turn) => turn.outcome)).toEqual(['done']);
    expect(world.eSignature.voided).toEqual([]);
  });

  it('is withdrawn only by the change that takes the application off signing, never by another', () => {
    // Finishing is no withdrawal; nor is any change to an application that did not stand at signing.
    const named = { leaseEnvelopeId: 'env-9', leaseEnvelopeAttempt: 1 };
    const finishing = LeaseApplication.of({ value: atSigning(named), version: 3 });
    expect(finishing.advance('primary', 'finished', 'system', 'lease-signed')).toEqual({
      ok: true,
      value: undefined,
    });
    const unapproved = LeaseApplication.of({
      value: atSigning({ ...named, statusCreditCheck: undefined }),
      version: 3,
    });
    unapproved.change((journey) => ({ ...journey, quoteApprover: 'the provider' }));
    for (const application of [finishing, unapproved]) {
      expect(application.journey.leaseEnvelopeId).toBe('env-9');
      expect(application.withdrawnLeaseEnvelopes).toEqual([]);
    }
  });

  it('is never named again by a send that was late', async () => {
    const { world, desk } = await signingWithAnEnvelope();
    await desk.approve(
      await desk.move.execute(desk.sam, {
        applicationId: 'app-1',
        track: 'primary',
        to: 'approvals',
        reason: 'The lessee changed the vehicle before signing',
      }),
    );
    const version = world.unitOfWork.applications.get('app-1')!.version;
    await keepSentLeaseEnvelope(
      world,
      'app-1',
      { envelopeId: 'env-1', attempt: 1 },
      undefined,
      'customer:ada',
    );
    expect(world.unitOfWork.applications.get('app-1')!.version).toBe(version);
    expect(world.stored('app-1')!.journey.leaseEnvelopeId).toBeUndefined();
  });
});

describe("the service's failures in the job queue's words", () => {
  it("keeps the partner layer's own error, with DocuSign's code and status or a Retry-After", () => {
    const refused = new DomainError('PARTNER_REJECTED', 'The DocuSign refused the request (HTTP 400).', {
      status: 400,
      partnerError: { errorCode: 'INVALID_REQUEST_BODY' },
    });
    const error = Object.assign(new ESignatureError('INVALID_REQUEST_PARAMETER', 'Bad body'), {
      cause: refused,
    });
    expect(asJobFailure(error)).toBe(refused);
  });

  it('makes the service unavailable transient and any other refusal permanent', () => {
    expect(asJobFailure(new ESignatureError('SERVICE_UNAVAILABLE', 'busy'))).toMatchObject({
      code: 'PARTNER_UNAVAILABLE',
    });
    expect(asJobFailure(new ESignatureError('ENVELOPE_DOES_NOT_EXIST', 'gone'))).toMatchObject({
      code: 'PARTNER_REJECTED',
      details: { partnerError: { errorCode: 'ENVELOPE_DOES_NOT_EXIST' } },
    });
    const bug = new Error('a bug');
    expect(asJobFailure(bug)).toBe(bug);
  });
});
