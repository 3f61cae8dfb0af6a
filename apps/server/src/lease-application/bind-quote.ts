import type { Container } from 'inversify';
import {
  CLOCK,
  E_SIGNATURE,
  GetQuotePdf,
  LEASE_DOCUMENT_RENDERER,
  ORG_PROFILES,
  QuoteEnvelopeStatus,
  RecordQuoteSignature,
  SendQueuedQuoteEnvelope,
  StartQuoteSigning,
  UNIT_OF_WORK,
  VEHICLE_APPLICATIONS,
  type Clock,
  type ESignature,
  type LeaseDocumentRenderer,
  type OrgProfiles,
  type QuoteSigningDependencies,
  type UnitOfWork,
  type VehicleApplications,
} from '@lease-portal/domain';
import { PdfLeaseDocuments } from '@lease-portal/documents';
import type { QuoteDependencies } from '@lease-portal/graphql';
import type { ResolutionContext } from 'inversify';

/**
 * The applicant's quote: the lease documents rendered as PDFs (decision 1500) and its e-signature
 * (decision 1510). Needs the e-signature and storage bindings.
 */
export function bindQuote(container: Container): void {
  if (!container.isBound(LEASE_DOCUMENT_RENDERER)) {
    container
      .bind<LeaseDocumentRenderer>(LEASE_DOCUMENT_RENDERER)
      .toDynamicValue(() => new PdfLeaseDocuments());
  }
  const deps = (ctx: ResolutionContext): QuoteSigningDependencies => ({
    applications: ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS),
    orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES),
    renderer: ctx.get<LeaseDocumentRenderer>(LEASE_DOCUMENT_RENDERER),
    eSignature: ctx.get<ESignature>(E_SIGNATURE),
    unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
    clock: ctx.get<Clock>(CLOCK),
  });
  container.bind(GetQuotePdf).toDynamicValue((ctx) => new GetQuotePdf(deps(ctx)));
  container.bind(StartQuoteSigning).toDynamicValue((ctx) => new StartQuoteSigning(deps(ctx)));
  container.bind(QuoteEnvelopeStatus).toDynamicValue((ctx) => new QuoteEnvelopeStatus(deps(ctx)));
  container.bind(RecordQuoteSignature).toDynamicValue((ctx) => new RecordQuoteSignature(deps(ctx)));
  // The quote's part of the envelope.send job (decision 2109).
  container.bind(SendQueuedQuoteEnvelope).toDynamicValue((ctx) => new SendQueuedQuoteEnvelope(deps(ctx)));
}

export function quoteForGraphql(container: Container): QuoteDependencies {
  return {
    getQuotePdf: container.get(GetQuotePdf),
    startQuoteSigning: container.get(StartQuoteSigning),
    quoteEnvelopeStatus: container.get(QuoteEnvelopeStatus),
    recordQuoteSignature: container.get(RecordQuoteSignature),
  };
}
