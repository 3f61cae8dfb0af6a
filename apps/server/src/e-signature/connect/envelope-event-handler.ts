import type { ResolutionContext } from 'inversify';
import {
  CLOCK,
  E_SIGNATURE,
  RecordEnvelopeEvent,
  RecordLeaseSigning,
  RecordQuoteSignature,
  UNIT_OF_WORK,
  type Clock,
  type ESignature,
  type UnitOfWork,
} from '@lease-portal/domain';

/** The job that records what an envelope event says, read from the service (bind-jobs.ts). */
export const envelopeEventHandler = (ctx: ResolutionContext): RecordEnvelopeEvent =>
  new RecordEnvelopeEvent({
    eSignature: ctx.get<ESignature>(E_SIGNATURE),
    recordQuoteSignature: ctx.get(RecordQuoteSignature),
    recordLeaseSigning: new RecordLeaseSigning({
      unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
      clock: ctx.get<Clock>(CLOCK),
    }),
  });
