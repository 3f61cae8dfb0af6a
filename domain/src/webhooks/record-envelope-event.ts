import type { RecordLeaseSigning } from '../contract-signing/record-lease-signing';
import type { ESignature } from '../e-signature/e-signature.port';
import { isRecordedEnvelopeEvent } from '../e-signature/envelope-progress';
import type { JobHandler } from '../jobs/job-handler';
import type { QueuedJob } from '../jobs/job-queue.port';
import type { RecordQuoteSignature } from '../lease-application/record-quote-signature';
import type { DomainError, Result } from '../shared/result';
import { envelopePurposeOf } from '../e-signature/envelope-reference';

/** The job queued with each accepted envelope event (decision 2105); keyed by the event's id. */
export const ENVELOPE_EVENT_JOB = 'e-signature.connect-event';

/** What the job carries: ids, our reference and the event's name, nothing about the signers. */
export interface EnvelopeEventPayload {
  envelopeId: string;
  event: string;
  /** The recipient a recipient's event is about (Connect's `recipientId`). */
  recipientId?: string;
  /** Our reference, from the envelope's custom fields when Connect includes them. */
  reference?: string;
}

/**
 * Runs an envelope event (DocuSign Connect, decisions 2105, 2108): a recipient's signature or
 * decline, the envelope's completion, decline or void is recorded on the application it is for, by
 * the same use cases the status read records with, so a signature reaches the application without
 * anyone polling, and a repeat records nothing twice. The event is DocuSign's own word (its HMAC was
 * checked before it was kept); the service is asked only when the event does not carry our reference
 * (Connect configured without custom fields), and then its answer is recorded instead. An envelope
 * the service or the portal does not know is done with nothing changed. A declined or voided lease
 * envelope is replaced when a signer next opens the signing screen (decision 1706), not here.
 */
export class RecordEnvelopeEvent implements JobHandler {
  constructor(
    private readonly deps: {
      eSignature: Pick<ESignature, 'envelope'>;
      recordQuoteSignature: Pick<RecordQuoteSignature, 'recordEvent' | 'recordRead'>;
      recordLeaseSigning: Pick<RecordLeaseSigning, 'execute' | 'recordEvent'>;
    },
  ) {}

  async run(job: QueuedJob): Promise<void> {
    const { envelopeId, event, recipientId, reference } = job.payload as Partial<EnvelopeEventPayload>;
    if (typeof envelopeId !== 'string' || typeof event !== 'string' || !isRecordedEnvelopeEvent(event))
      return;
    const said = { envelopeId, event, ...(typeof recipientId === 'string' ? { recipientId } : {}) };
    let recorded: Result<unknown, DomainError>;
    if (typeof reference === 'string') {
      const purpose = envelopePurposeOf(reference);
      if (!purpose) return;
      recorded =
        purpose.kind === 'quote'
          ? await this.deps.recordQuoteSignature.recordEvent(purpose.applicationId, said)
          : await this.deps.recordLeaseSigning.recordEvent(purpose.applicationId, said);
    } else {
      // A service that does not answer throws: the queue retries after its backoff.
      const envelope = await this.deps.eSignature.envelope(envelopeId);
      const purpose = envelope && envelopePurposeOf(envelope.reference);
      if (!envelope || !purpose) return;
      recorded =
        purpose.kind === 'quote'
          ? await this.deps.recordQuoteSignature.recordRead(purpose.applicationId, envelope)
          : await this.deps.recordLeaseSigning.execute(purpose.applicationId, envelope);
    }
    // A write lost to a simultaneous one is tried again; any other refusal is final for this event
    // (the application moved on, or was never at that step), and the status read stays the fallback.
    if (!recorded.ok && recorded.error.code === 'CONCURRENT_UPDATE') throw recorded.error;
  }
}
