import { auditActor } from '../application/audit-entry';
import type { EnvelopeState } from '../e-signature/envelope';
import type { RecordedEnvelope } from '../e-signature/envelope-progress';
import { LeaseApplication } from '../lease-application/lease-application';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import { retriedIfOvertaken } from '../lease-application/concurrent-update';
import { ok, type DomainError, type Result } from '../shared/result';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { leaseSigningComplete, WITNESS_ROLE_NAME, type LeaseEnvelopeProgress } from './digital-signing';
import { finishLease } from './finish-lease';
import { signingVariantOfApplication } from './signing-party';

/** What recording answers: whether the application is finished, and the lease envelope as recorded. */
export interface LeaseSigningRecorded {
  finished: boolean;
  /** The lease envelope as the application records it now; undefined when it names another. */
  progress?: RecordedEnvelope;
}

/** The signing rows of the lease envelope as recorded: signers by e-mail, witnesses by role name. */
export function leaseProgressOf(recorded: RecordedEnvelope): LeaseEnvelopeProgress {
  const progress = (status: string) => (status === 'completed' ? 'completed' : 'pending');
  return {
    signers: recorded.recipients
      .filter((recipient) => recipient.role === 'signer')
      .map((signer) => ({ email: signer.email ?? '', status: progress(signer.status) })),
    witnesses: recorded.recipients
      .filter((recipient) => recipient.role === 'witness')
      .map((witness) => ({
        roleName: witness.roleName ?? WITNESS_ROLE_NAME,
        status: progress(witness.status),
      })),
  };
}

/** Everyone signed: the service completed the envelope, or every recorded signer and witness did. */
export const everyoneSigned = (recorded: RecordedEnvelope): boolean =>
  recorded.status === 'completed' || leaseSigningComplete(leaseProgressOf(recorded));

/**
 * Journey §4 'Digital signing completion', on the e-signature service's word only: its answer for the
 * lease envelope (a status read, support's check) or its Connect event (decision 2108) is recorded
 * on the application, and when the envelope then has every signer and witness completed (and, in the
 * combination flow, the guarantee is uploaded), the application and Authorised Officer (2)'s track
 * move to finished through the transition table, with audit entries, in the same unit of work.
 * Recording twice changes nothing; a write lost to simultaneous ones is made again on the application
 * read afresh, which may then answer the finished state another recorded (decision 1707).
 */
export class RecordLeaseSigning {
  constructor(private readonly deps: Pick<ContractSigningDependencies, 'unitOfWork' | 'clock'>) {}

  /** The service's answer for the lease envelope. */
  execute(
    applicationId: string,
    envelope: EnvelopeState,
  ): Promise<Result<LeaseSigningRecorded, DomainError>> {
    return this.retriedIfOvertaken(applicationId, envelope.envelopeId, (application, at) => {
      application.recordEnvelopeRead('lease', envelope, at);
      return true;
    });
  }

  /** Connect's event for the lease envelope; an event that changes nothing writes nothing. */
  recordEvent(
    applicationId: string,
    event: { envelopeId: string; event: string; recipientId?: string },
  ): Promise<Result<LeaseSigningRecorded, DomainError>> {
    return this.retriedIfOvertaken(applicationId, event.envelopeId, (application, at) =>
      application.recordEnvelopeEvent('lease', event, at),
    );
  }

  /** What the application records already, finished with if everyone signed (a guarantee came last). */
  finishIfSigned(
    applicationId: string,
    envelopeId: string,
  ): Promise<Result<LeaseSigningRecorded, DomainError>> {
    return this.retriedIfOvertaken(applicationId, envelopeId, () => false);
  }

  private retriedIfOvertaken(
    applicationId: string,
    envelopeId: string,
    learn: (application: LeaseApplication, at: string) => boolean,
  ): Promise<Result<LeaseSigningRecorded, DomainError>> {
    return retriedIfOvertaken(() => this.record(applicationId, envelopeId, learn));
  }

  private record(
    applicationId: string,
    envelopeId: string,
    learn: (application: LeaseApplication, at: string) => boolean,
  ): Promise<Result<LeaseSigningRecorded, DomainError>> {
    return this.deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      // An envelope the application no longer names (replaced, withdrawn) records nothing.
      if (!stored || stored.value.journey.leaseEnvelopeId !== envelopeId) return ok({ finished: false });
      const application = LeaseApplication.of(stored);
      const at = this.deps.clock.now().toISOString();
      const learnt = learn(application, at);
      if (application.journey.status === 'finished') {
        // Finished before: what the service says now is kept, and finishes nothing twice.
        if (learnt) await storeLeaseApplication(tx, application, auditActor.system, at);
        return ok({ finished: true, ...progressOf(application, envelopeId) });
      }
      const { progress } = progressOf(application, envelopeId);
      const combination = signingVariantOfApplication(stored.value) === 'combination';
      const guaranteeMissing =
        combination && !application.journey.wetSignature?.documents?.personalGuarantee?.uploadFile;
      const finishing = progress !== undefined && everyoneSigned(progress) && !guaranteeMissing;
      if (finishing) {
        application.record({
          action: 'application.lease-signed',
          details: { envelopeId, signing: combination ? 'combination' : 'digital' },
        });
        const finished = finishLease(application, 'system', 'lease-signed', 'mustFinish');
        if (!finished.ok) return finished;
      }
      if (learnt || finishing) await storeLeaseApplication(tx, application, auditActor.system, at);
      return ok({ finished: finishing, ...progressOf(application, envelopeId) });
    });
  }
}

/** The lease envelope as the application records it, when the record is of the envelope named. */
const progressOf = (application: LeaseApplication, envelopeId: string): { progress?: RecordedEnvelope } => {
  const progress = application.journey.envelopeProgress?.lease;
  return progress?.envelopeId === envelopeId ? { progress } : {};
};
