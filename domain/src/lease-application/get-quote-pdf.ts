import type { User } from '../accounts/user';
import { ESignatureError } from '../e-signature/e-signature.port';
import { quoteFileName } from '../documents/lease-document';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { leaseApplicationErrors } from './lease-application-errors';
import { renderQuote, type QuoteDocument } from './quote-document';
import { quoteEnvelope } from './quote-envelope';
import type { QuoteSigningDependencies } from './quote-signing-dependencies';
import { signsQuoteElectronically, viewersQuote } from './viewers-quote';

type Deps = Pick<QuoteSigningDependencies, 'applications' | 'orgProfiles' | 'renderer' | 'eSignature'>;

/**
 * getQuotePDF (journey §7): the signed-in Authorised Officer (1)'s quote as a branded PDF. Once its
 * envelope is completed it is the signed quote, as the e-signature service gives it back with the
 * signature applied (decision 2091); before that, the quote rendered from the application.
 */
export class GetQuotePdf {
  constructor(private readonly deps: Deps) {}

  async execute(user: Pick<User, 'id' | 'orgId'>): Promise<Result<QuoteDocument, DomainError>> {
    const quote = await viewersQuote(this.deps.applications, user);
    if (!quote.ok) return quote;
    const application = quote.value.value;
    if (application.journey.quoteSignature !== 'completed' || !signsQuoteElectronically(application))
      return renderQuote(this.deps, application);
    try {
      // The envelope already sent for the quote's reference: asking again finds it (decision 1510).
      const envelope = await quoteEnvelope(this.deps, application, user.id);
      if (!envelope.ok) return envelope;
      if (envelope.value.status !== 'completed') return renderQuote(this.deps, application);
      // The signed copy alone: the quote is not rendered again only to be thrown away.
      const pdf = await this.deps.eSignature.signedDocuments(envelope.value.envelopeId);
      const details = application.journey.quoteDetails;
      return ok({ fileName: quoteFileName(details?.primaryQuoteReference, details?.erpQuoteRef), pdf });
    } catch (error) {
      if (error instanceof ESignatureError)
        return fail(leaseApplicationErrors.signingUnavailable(error.code, error.message));
      throw error;
    }
  }
}
