import { auditActor } from '../application/audit-entry';
import type { EnvelopePurpose } from '../e-signature/envelope-reference';
import type { QueuedEnvelopeSender } from '../e-signature/send-envelope-job';
import { needsLeaseEnvelope, nextLeaseAttempt } from '../lease-application/envelope-work';
import { ok, type DomainError, type Result } from '../shared/result';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { keepSentLeaseEnvelope, sendLeaseEnvelope } from './lease-envelope';

/**
 * The lease's part of the `envelope.send` job (decision 2109), queued when Authorised Officer (1) gives
 * the account to debit (decision 2081), or when an application whose envelope was withdrawn stands at
 * signing again: sends the documents as the application then stands, under the job's attempt, while
 * the application still needs them, and names the envelope. A signer who opened the signing screen
 * first sent it already; a later attempt queued meanwhile, or an application moved on, sends nothing.
 */
export class SendQueuedLeaseEnvelope implements QueuedEnvelopeSender {
  constructor(
    private readonly deps: Pick<
      ContractSigningDependencies,
      'unitOfWork' | 'orgProfiles' | 'renderer' | 'eSignature' | 'clock' | 'specialIntroducerAbn'
    >,
  ) {}

  async sendQueued(purpose: EnvelopePurpose): Promise<Result<unknown, DomainError>> {
    const stored = await this.deps.unitOfWork.run((tx) => tx.leaseApplications.ofId(purpose.applicationId));
    const journey = stored?.value.journey;
    if (!stored || !journey || !needsLeaseEnvelope(journey) || nextLeaseAttempt(journey) !== purpose.attempt)
      return ok(undefined);
    const sent = await sendLeaseEnvelope(this.deps, stored.value, purpose.attempt);
    if (!sent.ok) return sent;
    const envelope = { envelopeId: sent.value.envelopeId, attempt: purpose.attempt };
    await keepSentLeaseEnvelope(this.deps, purpose.applicationId, envelope, undefined, auditActor.system);
    return ok(undefined);
  }
}
