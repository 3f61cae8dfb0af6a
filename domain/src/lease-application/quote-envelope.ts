import type { VehicleApplication } from '../application/vehicle-application';
import type { EnvelopeState } from '../e-signature/envelope';
import { ok, type DomainError, type Result } from '../shared/result';
import { quoteEnvelopeReference } from '../e-signature/envelope-reference';
import { renderQuote } from './quote-document';
import type { QuoteSigningDependencies } from './quote-signing-dependencies';

/** The envelope of an application's quote is known to the service by this reference (decision 1510). */
export { quoteEnvelopeReference };

/**
 * The quote's envelope: sent once, with the quote PDF and Authorised Officer (1) as its one embedded
 * signer. Sending again answers the envelope already sent for the reference, which is also how its
 * status is found (the port looks envelopes up by our reference).
 */
export async function quoteEnvelope(
  deps: Pick<QuoteSigningDependencies, 'orgProfiles' | 'renderer' | 'eSignature'>,
  application: VehicleApplication,
  signerUserId: string,
): Promise<Result<EnvelopeState, DomainError>> {
  const quote = await renderQuote(deps, application);
  if (!quote.ok) return quote;
  const officer = application.journey.primaryApplicant;
  const envelope = await deps.eSignature.sendEnvelope({
    reference: quoteEnvelopeReference(application.applicationId),
    emailSubject: `Please sign your quote ${quote.value.fileName.replace(/\.pdf$/, '')}`,
    documents: [{ documentId: '1', name: quote.value.fileName, pdf: quote.value.pdf }],
    signers: [
      {
        recipientId: '1',
        name: signerName(officer?.firstName, officer?.lastName),
        email: officer?.email ?? '',
        routingOrder: 1,
        clientUserId: signerUserId,
      },
    ],
    witnesses: [],
  });
  return ok(envelope);
}

export const signerName = (firstName?: string, lastName?: string): string =>
  [firstName, lastName].filter(Boolean).join(' ') || 'Authorised Officer';
