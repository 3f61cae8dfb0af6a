import type { RecordLeaseSigning } from '../contract-signing/record-lease-signing';
import type { ESignature } from '../e-signature/e-signature.port';
import type { JobHandler } from '../jobs/job-handler';
import type { QueuedJob } from '../jobs/job-queue.port';
import type { RecordQuoteSignature } from '../lease-application/record-quote-signature';
import type { DomainError, Result } from '../shared/result';
import { envelopePurposeOf } from '../e-signature/envelope-reference';

/** The job queued with each accepted envelope event (decision 2105); keyed by the event's id. */
export const ENVELOPE_EVENT_JOB = 'e-signature.connect-event';

/** What the job carries: ids and the event's name, nothing about the signers. */
export interface EnvelopeEventPayload {
  envelopeId: string;
  event: string;
}

/**
 * Runs an envelope event (DocuSign Connect, decision 2105). The event only says which envelope to
 * look at: the envelope's state is read from the service, as the status poll does, and recorded by
 * the same use cases, so the event's own word is never trusted and a repeat records nothing twice.
 * An envelope the service or the portal does not know is done with nothing changed. A declined or
 * voided lease envelope records nothing here: it is replaced when a signer next opens the signing
 * screen (decision 1706), as after the browser reports a decline.
 */
export class RecordEnvelopeEvent implements JobHandler {
  constructor(
    private readonly deps: {
      eSignature: Pick<ESignature, 'envelope'>;
      recordQuoteSignature: Pick<RecordQuoteSignature, 'recordCompletedEnvelope'>;
      recordLeaseSigning: Pick<RecordLeaseSigning, 'execute'>;
    },
  ) {}

  async run(job: QueuedJob): Promise<void> {
    const { envelopeId } = job.payload as Partial<EnvelopeEventPayload>;
    if (typeof envelopeId !== 'string') return;
    // A service that does not answer throws: the queue retries after its backoff.
    const envelope = await this.deps.eSignature.envelope(envelopeId);
    const purpose = envelope && envelopePurposeOf(envelope.reference);
    if (!envelope || !purpose) return;
    let recorded: Result<unknown, DomainError>;
    if (purpose.kind === 'quote') {
      if (envelope.status !== 'completed') return;
      recorded = await this.deps.recordQuoteSignature.recordCompletedEnvelope(
        purpose.applicationId,
        envelope,
      );
    } else {
      recorded = await this.deps.recordLeaseSigning.execute(purpose.applicationId, envelope);
    }
    // A write lost to a simultaneous one is tried again; any other refusal is final for this event
    // (the application moved on, or was never at that step), and the poll stays the fallback.
    if (!recorded.ok && recorded.error.code === 'CONCURRENT_UPDATE') throw recorded.error;
  }
}
