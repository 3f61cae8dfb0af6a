import { auditActor } from '../application/audit-entry';
import type { EnvelopePurpose } from '../e-signature/envelope-reference';
import type { QueuedEnvelopeSender } from '../e-signature/send-envelope-job';
import { ok, type DomainError, type Result } from '../shared/result';
import { needsQuoteEnvelope } from './envelope-work';
import { keepSentQuoteEnvelope, quoteEnvelope } from './quote-envelope';
import type { QuoteSigningDependencies } from './quote-signing-dependencies';

/**
 * The quote's part of the `envelope.send` job (decision 2109), queued when the application reaches the
 * quote's review: sends the envelope while the application still needs it, and keeps its id. The
 * officer opening the signing view first sent it already; then the application keeps it and nothing
 * is sent.
 */
export class SendQueuedQuoteEnvelope implements QueuedEnvelopeSender {
  constructor(
    private readonly deps: Pick<
      QuoteSigningDependencies,
      'orgProfiles' | 'renderer' | 'eSignature' | 'unitOfWork' | 'clock'
    >,
  ) {}

  async sendQueued(purpose: EnvelopePurpose): Promise<Result<unknown, DomainError>> {
    const stored = await this.deps.unitOfWork.run((tx) => tx.leaseApplications.ofId(purpose.applicationId));
    if (!stored || !needsQuoteEnvelope(stored.value.journey)) return ok(undefined);
    const envelope = await quoteEnvelope(this.deps, stored.value);
    if (!envelope.ok) return envelope;
    await keepSentQuoteEnvelope(
      this.deps,
      purpose.applicationId,
      envelope.value.envelopeId,
      auditActor.system,
    );
    return ok(undefined);
  }
}
