import { DomainError } from '../shared/result';
import { ESignatureError, type ESignature } from './e-signature.port';
import { asJobFailure, type EnvelopeJobRun } from './envelope-jobs';

/** Envelopes nobody can sign any more are done: voiding them again changes nothing. */
const ALREADY_CLOSED = new Set(['ENVELOPE_NOT_IN_PROGRESS', 'ENVELOPE_DOES_NOT_EXIST']);

/**
 * The `envelope.void` job (decision 2109): an envelope the application withdrew is voided at the
 * service, so nobody signs documents the application no longer stands behind. An envelope completed,
 * declined or voided meanwhile cannot be voided and needs not be: the job is done. The service
 * unavailable is retried; any other refusal is given up at once with its reason.
 */
export class VoidEnvelope {
  constructor(private readonly deps: { eSignature: Pick<ESignature, 'voidEnvelope'> }) {}

  async run(job: EnvelopeJobRun): Promise<void> {
    const { envelopeId, reason } = job.payload;
    if (typeof envelopeId !== 'string' || typeof reason !== 'string')
      throw new DomainError('BAD_INPUT', 'The job names no envelope to void.');
    try {
      await this.deps.eSignature.voidEnvelope(envelopeId, reason);
    } catch (error) {
      if (error instanceof ESignatureError && ALREADY_CLOSED.has(error.code)) return;
      throw asJobFailure(error);
    }
  }
}
