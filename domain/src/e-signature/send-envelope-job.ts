import { DomainError, type Result } from '../shared/result';
import { asJobFailure, type EnvelopeJobRun } from './envelope-jobs';
import { envelopePurposeOf, type EnvelopePurpose } from './envelope-reference';

/**
 * Sends the envelope of one purpose when its job runs, through the one send that claims the
 * reference (decision 2103), and keeps its id on the application; answers ok with nothing sent when
 * the application no longer needs that envelope (it moved on, or a request sent it already).
 */
export interface QueuedEnvelopeSender {
  sendQueued(purpose: EnvelopePurpose): Promise<Result<unknown, DomainError>>;
}

/**
 * The `envelope.send` job (decision 2109): the quote's envelope queued when the application reaches
 * the quote's review, the lease's when Authorised Officer (1) gives the account to debit. Run twice,
 * or after a request sent the envelope inline, it sends nothing twice: the claim and the look-up by
 * reference answer the envelope already sent. The service unavailable is retried; a refusal is given
 * up at once with its reason.
 */
export class SendEnvelope {
  constructor(private readonly senders: Readonly<Record<EnvelopePurpose['kind'], QueuedEnvelopeSender>>) {}

  async run(job: EnvelopeJobRun): Promise<void> {
    const { reference } = job.payload;
    const purpose = typeof reference === 'string' ? envelopePurposeOf(reference) : undefined;
    if (!purpose) throw new DomainError('BAD_INPUT', 'The job names no envelope reference of ours.');
    let sent: Result<unknown, DomainError>;
    try {
      sent = await this.senders[purpose.kind].sendQueued(purpose);
    } catch (error) {
      throw asJobFailure(error);
    }
    // A write lost to a simultaneous one is tried again (the claim answers the envelope sent).
    if (!sent.ok) throw sent.error;
  }
}
