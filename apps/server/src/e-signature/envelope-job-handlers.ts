import type { ResolutionContext } from 'inversify';
import {
  E_SIGNATURE,
  ENVELOPE_SEND_JOB,
  ENVELOPE_VOID_JOB,
  SendEnvelope,
  SendQueuedLeaseEnvelope,
  SendQueuedQuoteEnvelope,
  VoidEnvelope,
  type ESignature,
  type JobHandlers,
} from '@lease-portal/domain';

/** The jobs that send and void envelopes at the e-signature service (decision 2109; bind-jobs.ts). */
export const envelopeJobHandlers = (ctx: ResolutionContext): JobHandlers => ({
  [ENVELOPE_SEND_JOB]: new SendEnvelope({
    quote: ctx.get(SendQueuedQuoteEnvelope),
    lease: ctx.get(SendQueuedLeaseEnvelope),
  }),
  [ENVELOPE_VOID_JOB]: new VoidEnvelope({ eSignature: ctx.get<ESignature>(E_SIGNATURE) }),
});
