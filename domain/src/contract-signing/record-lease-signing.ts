import { auditActor } from '../application/audit-entry';
import type { EnvelopeState } from '../e-signature/envelope';
import { LeaseApplication } from '../lease-application/lease-application';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import { DomainError, ok, type Result } from '../shared/result';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { leaseSigningComplete } from './digital-signing';
import { finishLease } from './finish-lease';
import { leaseEnvelopeProgress } from './lease-envelope';
import { signingVariantOfApplication } from './signing-party';

/**
 * Journey §4 'Digital signing completion', on the e-signature service's word only: when the lease
 * envelope reports every signer and witness completed (and, in the combination flow, the guarantee
 * is uploaded), the application and Authorised Officer (2)'s track move to finished through the
 * transition table, with audit entries, in one unit of work. The status poll calls it; a real
 * service's signed webhook would call it the same way. Recording twice changes nothing, and when
 * both officers' polls record at once, the one that loses the write reads again and answers the
 * finished state the other recorded (decision 1707).
 */
export class RecordLeaseSigning {
  constructor(private readonly deps: Pick<ContractSigningDependencies, 'unitOfWork' | 'clock'>) {}

  async execute(
    applicationId: string,
    envelope: EnvelopeState,
  ): Promise<Result<{ finished: boolean }, DomainError>> {
    if (!leaseSigningComplete(leaseEnvelopeProgress(envelope))) return ok({ finished: false });
    try {
      return await this.record(applicationId, envelope);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'CONCURRENT_UPDATE')) throw error;
      return this.record(applicationId, envelope);
    }
  }

  private record(
    applicationId: string,
    envelope: EnvelopeState,
  ): Promise<Result<{ finished: boolean }, DomainError>> {
    return this.deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      if (!stored || stored.value.journey.leaseEnvelopeId !== envelope.envelopeId)
        return ok({ finished: false });
      const application = LeaseApplication.of(stored);
      const journey = application.journey;
      if (journey.status === 'finished') return ok({ finished: true });
      const combination = signingVariantOfApplication(stored.value) === 'combination';
      if (combination && !journey.wetSignature?.documents?.personalGuarantee?.uploadFile)
        return ok({ finished: false });
      application.record({
        action: 'application.lease-signed',
        details: { envelopeId: envelope.envelopeId, signing: combination ? 'combination' : 'digital' },
      });
      const finished = finishLease(application, 'system', 'lease-signed', 'mustFinish');
      if (!finished.ok) return finished;
      await storeLeaseApplication(tx, application, auditActor.system, this.deps.clock.now().toISOString());
      return ok({ finished: true });
    });
  }
}
