import { DomainError } from '../shared/result';
import { ESignatureError } from './e-signature.port';

/**
 * Sending and voiding an envelope change something at the e-signature service, so each is a job
 * queued in the transaction of the change that needs it (decision 2109).
 */
export const ENVELOPE_SEND_JOB = 'envelope.send';
export const ENVELOPE_VOID_JOB = 'envelope.void';

export interface EnvelopeJob {
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** The application a send is for, which support finds it by (a void names only the envelope). */
  applicationId?: string;
}

/**
 * A queued envelope job as its handler reads it: the job queue's `QueuedJob`, by its shape, since the
 * queue's context leans on the application's, which leans on this one (decision 2003).
 */
export type EnvelopeJobRun = Pick<EnvelopeJob, 'payload'>;

/** Sends the envelope of our reference: one job per reference, ever, as there is one envelope per reference. */
export const envelopeSendJob = (reference: string): EnvelopeJob => ({
  kind: ENVELOPE_SEND_JOB,
  key: `${ENVELOPE_SEND_JOB}:${reference}`,
  payload: { reference },
});

/** Voids an envelope the application no longer uses; `reason` is what its recipients are shown. */
export const envelopeVoidJob = (envelopeId: string, reason: string): EnvelopeJob => ({
  kind: ENVELOPE_VOID_JOB,
  key: `${ENVELOPE_VOID_JOB}:${envelopeId}`,
  payload: { envelopeId, reason },
});

/**
 * A failure of the e-signature service in the job queue's words (decision 2104): the partner layer's
 * own error where the port kept it (a refusal with DocuSign's code and HTTP status, or a Retry-After);
 * otherwise the service unavailable is transient and any other refusal permanent.
 */
export function asJobFailure(error: unknown): unknown {
  if (!(error instanceof ESignatureError)) return error;
  if (error.cause instanceof DomainError) return error.cause;
  return error.code === 'SERVICE_UNAVAILABLE'
    ? new DomainError('PARTNER_UNAVAILABLE', error.message)
    : new DomainError('PARTNER_REJECTED', error.message, { partnerError: { errorCode: error.code } });
}
