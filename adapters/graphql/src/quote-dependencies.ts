import type {
  GetQuotePdf,
  QuoteEnvelopeStatus,
  RecordQuoteSignature,
  StartQuoteSigning,
} from '@lease-portal/domain';

/** The applicant's quote: its PDF and its e-signature (domain/src/lease-application). */
export interface QuoteDependencies {
  getQuotePdf: Pick<GetQuotePdf, 'execute'>;
  startQuoteSigning: Pick<StartQuoteSigning, 'execute'>;
  quoteEnvelopeStatus: Pick<QuoteEnvelopeStatus, 'execute'>;
  recordQuoteSignature: Pick<RecordQuoteSignature, 'execute'>;
}
