import type { VehicleApplication } from '../application/vehicle-application';
import { quoteFileName } from '../documents/lease-document';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { leaseApplicationErrors } from './lease-application-errors';
import { quoteDocumentFacts } from './quote-document-facts';
import type { QuoteSigningDependencies } from './quote-signing-dependencies';

export interface QuoteDocument {
  /** `Quote_{reference}.pdf`, else `quote.pdf` (journey §7). */
  fileName: string;
  pdf: Uint8Array;
}

/**
 * The quote as a PDF in the organisation's brand. It is dated the day the quote was issued, so the
 * same application always gives the same document: the one downloaded is the one signed.
 */
export async function renderQuote(
  deps: Pick<QuoteSigningDependencies, 'orgProfiles' | 'renderer'>,
  application: VehicleApplication,
): Promise<Result<QuoteDocument, DomainError>> {
  const profile = await deps.orgProfiles.ofId(application.orgId);
  if (!profile) return fail(leaseApplicationErrors.organisationNotFound(application.orgId));
  const facts = quoteDocumentFacts(application, profile, application.createdAt.slice(0, 10));
  const pdf = await deps.renderer.render('quote', facts);
  const quote = application.journey.quoteDetails;
  return ok({ fileName: quoteFileName(quote?.primaryQuoteReference, quote?.erpQuoteRef), pdf });
}
