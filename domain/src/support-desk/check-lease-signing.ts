import { auditActor } from '../application/audit-entry';
import { everyoneSigned, RecordLeaseSigning } from '../contract-signing/record-lease-signing';
import { recordedFromRead } from '../e-signature/envelope-progress';
import type { EnvelopeState as Envelope } from '../e-signature/envelope';
import type { ESignature } from '../e-signature/e-signature.port';
import type { Clock } from '../shared/clock';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { staffErrors } from '../staff/staff-errors';
import { mayAct, type StaffMember } from '../staff/staff-member';
import type { UnitOfWork } from '../lease-application/unit-of-work.port';

export interface LeaseSigningCheck {
  envelopeId: string;
  /** The e-signature service's word on the envelope. */
  envelopeStatus: string;
  signers: { name: string; status: string }[];
  /** Whether the application is finished now, by this check or before it. */
  finished: boolean;
}

/**
 * Support moves a stuck signing step on the e-signature service's word only (decision 1840): the
 * check asks the service for the lease envelope and records it as the status poll would, so the
 * application finishes exactly when the service says everyone signed, and never otherwise.
 */
export class CheckLeaseSigning {
  constructor(
    private readonly deps: { unitOfWork: UnitOfWork; clock: Clock; eSignature: Pick<ESignature, 'envelope'> },
  ) {}

  /**
   * What the service says now, recording nothing: whether recording it would finish the application,
   * so that `lease-admin application check-signing` asks before it does (decision 2112).
   */
  async look(
    member: StaffMember,
    applicationId: string,
  ): Promise<Result<LeaseSigningCheck & { wouldFinish: boolean }, DomainError>> {
    const read = await this.envelopeOf(member, applicationId);
    if (!read.ok) return read;
    const { envelopeId, envelope, finished } = read.value;
    return ok({
      ...checkOf(envelopeId, envelope, finished),
      // Everyone signed, as recording the answer would read it.
      wouldFinish:
        !finished && everyoneSigned(recordedFromRead(envelope, this.deps.clock.now().toISOString())),
    });
  }

  async execute(member: StaffMember, applicationId: string): Promise<Result<LeaseSigningCheck, DomainError>> {
    const read = await this.envelopeOf(member, applicationId);
    if (!read.ok) return read;
    const { envelopeId, envelope } = read.value;
    const recorded = await new RecordLeaseSigning(this.deps).execute(applicationId, envelope);
    if (!recorded.ok) return recorded;
    await this.deps.unitOfWork.run(({ auditEntries }) =>
      auditEntries.record({
        actor: auditActor.staff(member.staffId),
        action: 'application.lease-signing.checked',
        applicationId,
        at: this.deps.clock.now().toISOString(),
        details: { envelopeId, envelopeStatus: envelope.status, finished: recorded.value.finished },
      }),
    );
    return ok(checkOf(envelopeId, envelope, recorded.value.finished));
  }

  /** The application's lease envelope as the service answers it, or why it cannot be read. */
  private async envelopeOf(
    member: StaffMember,
    applicationId: string,
  ): Promise<Result<{ envelopeId: string; envelope: Envelope; finished: boolean }, DomainError>> {
    if (!mayAct(member, 'advanceApplication')) return fail(staffErrors.notPermitted('advanceApplication'));
    const stored = await this.deps.unitOfWork.run(({ leaseApplications }) =>
      leaseApplications.ofId(applicationId),
    );
    if (!stored) {
      return fail(
        new DomainError('NOT_FOUND', `No vehicle application with id '${applicationId}'.`, {
          reason: 'LEASE_APPLICATION.APPLICATION_NOT_FOUND',
        }),
      );
    }
    const envelopeId = stored.value.journey.leaseEnvelopeId;
    if (!envelopeId)
      return fail(staffErrors.nothingToRepair('No lease envelope was sent for this application.'));
    let envelope;
    try {
      envelope = await this.deps.eSignature.envelope(envelopeId);
    } catch (error) {
      return fail(
        new DomainError('PARTNER_UNAVAILABLE', 'The e-signature service did not answer: try again later.', {
          cause: error instanceof Error ? error.message : String(error),
        }),
      );
    }
    if (!envelope) {
      return fail(
        new DomainError('NOT_FOUND', `The e-signature service does not know envelope ${envelopeId}.`),
      );
    }
    return ok({ envelopeId, envelope, finished: stored.value.journey.status === 'finished' });
  }
}

const checkOf = (envelopeId: string, envelope: Envelope, finished: boolean): LeaseSigningCheck => ({
  envelopeId,
  envelopeStatus: envelope.status,
  signers: [...envelope.signers, ...envelope.witnesses].map(({ name, status }) => ({ name, status })),
  finished,
});
