import type { VehicleApplication } from '../application/vehicle-application';
import type { EnvelopeState } from '../e-signature/envelope';
import { ESignatureError } from '../e-signature/e-signature.port';
import { ok, type DomainError, type Result } from '../shared/result';
import { retriedIfOvertaken } from './concurrent-update';
import { quoteEnvelopeReference } from '../e-signature/envelope-reference';
import { LeaseApplication } from './lease-application';
import { renderQuote } from './quote-document';
import type { QuoteSigningDependencies } from './quote-signing-dependencies';
import { storeLeaseApplication } from './store-lease-application';

/** The envelope of an application's quote is known to the service by this reference (decision 1510). */
export { quoteEnvelopeReference };

/** Authorised Officer (1)'s user: the one named, else the owner the quote was issued to (decision 0105). */
export const primaryUserIdOf = (application: VehicleApplication): string =>
  application.journey.primaryApplicant?.userId ?? application.orgUserId;

/**
 * The quote's envelope, with the quote PDF and Authorised Officer (1) as its one embedded signer: the
 * one the application keeps, read by its id; before one is kept, sent through the service's one send,
 * which answers the envelope already sent for the reference to a repeated or simultaneous send, the
 * queued job's included (decisions 2103, 2109).
 */
export async function quoteEnvelope(
  deps: Pick<QuoteSigningDependencies, 'orgProfiles' | 'renderer' | 'eSignature'>,
  application: VehicleApplication,
  signerUserId: string = primaryUserIdOf(application),
): Promise<Result<EnvelopeState, DomainError>> {
  const kept = application.journey.quoteEnvelopeId;
  if (kept) {
    const envelope = await deps.eSignature.envelope(kept);
    if (!envelope)
      throw new ESignatureError('ENVELOPE_DOES_NOT_EXIST', `The service has no envelope ${kept}.`);
    return ok(envelope);
  }
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

/**
 * The application keeps its quote envelope's id through the aggregate, once, with the trail's entry
 * by `actor`; a write lost to a simultaneous one is tried again (decision 2109).
 */
export function keepSentQuoteEnvelope(
  deps: Pick<QuoteSigningDependencies, 'unitOfWork' | 'clock'>,
  applicationId: string,
  envelopeId: string,
  actor: string,
): Promise<void> {
  return retriedIfOvertaken(() =>
    deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      if (!stored) return;
      const application = LeaseApplication.of(stored);
      if (!application.keepQuoteEnvelope(envelopeId)) return;
      await storeLeaseApplication(tx, application, actor, deps.clock.now().toISOString());
    }),
  );
}

export const signerName = (firstName?: string, lastName?: string): string =>
  [firstName, lastName].filter(Boolean).join(' ') || 'Authorised Officer';
