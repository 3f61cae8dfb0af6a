import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import { ESignatureError } from '../e-signature/e-signature.port';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { isConcurrentUpdate } from './concurrent-update';
import { leaseApplicationErrors } from './lease-application-errors';
import { keepSentQuoteEnvelope, quoteEnvelope, signerName } from './quote-envelope';
import type { QuoteSigningDependencies } from './quote-signing-dependencies';
import { noteSigningViewOpened } from './signing-view-opened';
import { signsQuoteElectronically, viewersQuote } from './viewers-quote';

export interface StartQuoteSigningCommand {
  user: User;
  /** Where the signing view returns: this application's quotesign page on the request's host. */
  returnUrl: string;
  /** The request's host (decision 1510: a view returns only to the customer's own host). */
  host: string;
}

/**
 * getQuoteDocusign (journey §7): a one-time signing view of the quote for Authorised Officer (1),
 * while the quote is under review (reviewQuote) and signed electronically. The envelope is sent once,
 * by its job or by the first view asked for before the job ran; asking again opens a new view of the
 * same envelope.
 */
export class StartQuoteSigning {
  constructor(
    private readonly deps: Pick<
      QuoteSigningDependencies,
      'applications' | 'orgProfiles' | 'renderer' | 'eSignature' | 'unitOfWork' | 'clock'
    >,
  ) {}

  async execute(command: StartQuoteSigningCommand): Promise<Result<{ url: string }, DomainError>> {
    const found = await viewersQuote(this.deps.applications, command.user);
    if (!found.ok) return found;
    const application = found.value.value;
    if (!signsQuoteElectronically(application)) return fail(leaseApplicationErrors.quoteSignedOnPaper());
    // Signing the quote is the step that leads to business details (journey §4 'Quote signing').
    const status = application.journey.status;
    if (status !== 'reviewQuote') {
      return fail(
        leaseApplicationErrors.transitionNotAllowed('primary', status, 'businessDetails', 'primaryApplicant'),
      );
    }
    if (!returnsToQuoteSign(command.returnUrl, command.host, application.applicationId)) {
      return fail(leaseApplicationErrors.returnUrlNotAllowed());
    }
    try {
      // The envelope its job sent; when the officer is here first, the same one sent now (decision 2109).
      const envelope = await quoteEnvelope(this.deps, application);
      if (!envelope.ok) return envelope;
      if (!application.journey.quoteEnvelopeId)
        await keepSentQuoteEnvelope(
          this.deps,
          application.applicationId,
          envelope.value.envelopeId,
          auditActor.customer(command.user.id),
        ).catch(keptByTheNextRequest);
      const officer = application.journey.primaryApplicant;
      const view = await this.deps.eSignature.recipientView(envelope.value.envelopeId, {
        clientUserId: command.user.id,
        name: signerName(officer?.firstName, officer?.lastName),
        email: officer?.email ?? '',
        returnUrl: command.returnUrl,
      });
      // The return page's check asks the service once (decision 2108).
      await noteSigningViewOpened(this.deps, application.applicationId, 'quote', envelope.value.envelopeId);
      return ok(view);
    } catch (error) {
      if (error instanceof ESignatureError)
        return fail(leaseApplicationErrors.signingUnavailable(error.code, error.message));
      throw error;
    }
  }
}

/** http(s) on the request's own host, at /applications/<id>/quotesign, nothing else. */
export const returnsToQuoteSign = (returnUrl: string, host: string, applicationId: string): boolean =>
  returnsToApplicationPage(returnUrl, host, applicationId, 'quotesign');

/** A signing view returns only to the named page of this application on the request's own host. */
export function returnsToApplicationPage(
  returnUrl: string,
  host: string,
  applicationId: string,
  page: 'quotesign' | 'quotesign-mla',
): boolean {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.host.toLowerCase() === host.toLowerCase() &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === `/applications/${encodeURIComponent(applicationId)}/${page}`
  );
}

/** Lost twice to simultaneous writes: the envelope is sent and its view opens; the next request keeps it. */
function keptByTheNextRequest(error: unknown): void {
  if (!isConcurrentUpdate(error)) throw error;
}
