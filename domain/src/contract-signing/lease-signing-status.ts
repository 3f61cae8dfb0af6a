import type { User } from '../accounts/user';
import { ESignatureError } from '../e-signature/e-signature.port';
import { readIsDue, type RecordedEnvelope } from '../e-signature/envelope-progress';
import { leaseApplicationErrors } from '../lease-application/lease-application-errors';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { contractSigningErrors } from './contract-signing-errors';
import type { VehicleApplication } from '../application/vehicle-application';
import { WITNESS_ROLE_NAME, type LeaseEnvelopeProgress } from './digital-signing';
import { leaseEnvelope, leaseEnvelopeProgress } from './lease-envelope';
import { leaseProgressOf, RecordLeaseSigning } from './record-lease-signing';
import { signingPartyOf } from './signing-party';

type StatusAnswer = { status: LeaseEnvelopeProgress; finished: boolean };

/**
 * getEnvelopeMLA (journey §7): the signer and witness rows of the lease envelope, for either officer
 * of an approved application signing electronically, as the application records them (decision
 * 2108): Connect's events keep them, so a poll asks the service nothing. The service is asked only
 * when the envelope was never read, once after a signer comes back from a signing view, when nothing
 * was learnt of it for 15 minutes (DocuSign's polling rule), and to replace a declined or voided
 * envelope (decision 1706); what it answers is recorded, and completion with it. A service out of
 * reach leaves the rows as recorded. Before Authorised Officer (1) gave the account to debit nothing
 * is sent: the rows to come are all pending (decision 2081).
 */
export class LeaseSigningStatus {
  private readonly record: RecordLeaseSigning;

  constructor(
    private readonly deps: Pick<
      ContractSigningDependencies,
      'unitOfWork' | 'orgProfiles' | 'renderer' | 'eSignature' | 'clock' | 'specialIntroducerAbn'
    >,
  ) {
    this.record = new RecordLeaseSigning(deps);
  }

  async execute(request: {
    user: Pick<User, 'id' | 'orgId'>;
    applicationId: string;
  }): Promise<Result<StatusAnswer, DomainError>> {
    const party = await signingPartyOf(this.deps.unitOfWork, request.user, request.applicationId, 'read');
    if (!party.ok) return party;
    if (party.value.variant === 'wet') return fail(contractSigningErrors.notSignedThisWay('wet'));
    const { application } = party.value;
    const { leaseEnvelopeId: envelopeId, directDebitAccount, status } = application.journey;
    if (!envelopeId && !directDebitAccount) {
      // Nothing is sent before Authorised Officer (1) gives the account to debit (decision 2081).
      return ok({ status: await this.rowsBeforeSending(application), finished: false });
    }
    const recorded = envelopeId ? recordedLease(application, envelopeId) : undefined;
    const finished = status === 'finished';
    // A finished application's rows change no more: the record answers without asking.
    if (recorded?.readAt && finished) return ok({ status: leaseProgressOf(recorded), finished });
    if (recorded && !readIsDue(recorded, recorded.envelopeId, this.deps.clock.now())) {
      // Nobody signs a declined or voided envelope any more: the service replaces it (decision 1706).
      if (recorded.status === 'declined' || recorded.status === 'voided')
        return this.fromService(request, application, recorded);
      // Completed, but not finished: the guarantee on paper came last (combination).
      if (recorded.status === 'completed')
        return this.answer(
          await this.record.finishIfSigned(request.applicationId, recorded.envelopeId),
          recorded,
        );
      return ok({ status: leaseProgressOf(recorded), finished: false });
    }
    return this.fromService(request, application, recorded);
  }

  /**
   * The envelope read from the service (sent first, or replaced, when the application needs it), then
   * recorded; the record answers when the service does not.
   */
  private async fromService(
    request: { user: Pick<User, 'id'>; applicationId: string },
    application: VehicleApplication,
    recorded: RecordedEnvelope | undefined,
  ): Promise<Result<StatusAnswer, DomainError>> {
    try {
      const envelope = await leaseEnvelope(this.deps, application, request.user.id);
      if (!envelope.ok) return envelope;
      const kept = await this.record.execute(request.applicationId, envelope.value);
      if (!kept.ok) return kept;
      return ok({
        status: kept.value.progress
          ? leaseProgressOf(kept.value.progress)
          : leaseEnvelopeProgress(envelope.value),
        finished: kept.value.finished,
      });
    } catch (error) {
      if (!(error instanceof ESignatureError)) throw error;
      if (recorded?.readAt)
        return ok({ status: leaseProgressOf(recorded), finished: application.journey.status === 'finished' });
      return fail(leaseApplicationErrors.signingUnavailable(error.code, error.message));
    }
  }

  private answer(
    kept: Result<{ finished: boolean; progress?: RecordedEnvelope }, DomainError>,
    recorded: RecordedEnvelope,
  ): Result<StatusAnswer, DomainError> {
    if (!kept.ok) return kept;
    return ok({ status: leaseProgressOf(kept.value.progress ?? recorded), finished: kept.value.finished });
  }

  /** The rows the envelope will have, every one pending: the officers, and the witness if required. */
  private async rowsBeforeSending(application: VehicleApplication): Promise<LeaseEnvelopeProgress> {
    const { primaryApplicant: primary, secondaryApplicant: secondary } = application.journey;
    const profile = await this.deps.orgProfiles.ofId(application.orgId);
    return {
      signers: [
        { email: primary?.email ?? '', status: 'pending' },
        ...(secondary?.userId && secondary.email
          ? [{ email: secondary.email, status: 'pending' as const }]
          : []),
      ],
      witnesses:
        profile?.contractSigning?.witnessRequired === true
          ? [{ roleName: WITNESS_ROLE_NAME, status: 'pending' }]
          : [],
    };
  }
}

/** The lease envelope as the application records it, when the record is of the envelope it names. */
function recordedLease(application: VehicleApplication, envelopeId: string): RecordedEnvelope | undefined {
  const recorded = application.journey.envelopeProgress?.lease;
  return recorded?.envelopeId === envelopeId ? recorded : undefined;
}
