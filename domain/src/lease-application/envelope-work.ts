import type { ApplicationJourney } from '../application/application-journey';
import { envelopeSendJob, envelopeVoidJob, type EnvelopeJob } from '../e-signature/envelope-jobs';
import { leaseEnvelopeReference, quoteEnvelopeReference } from '../e-signature/envelope-reference';
import type { LeaseApplication } from './lease-application';

/*
 * What an application needs of the e-signature service, read from its journey (decision 2109). A
 * change that makes an envelope needed queues its send, and one that withdraws the lease envelope
 * queues its void, in the transaction that saves the change (`storeLeaseApplication`).
 */

const signsElectronically = (journey: ApplicationJourney): boolean =>
  journey.wetSignature?.signType !== 'wet';

/** The quote is under review, to be signed electronically, and no envelope holds it yet. */
export const needsQuoteEnvelope = (journey: ApplicationJourney): boolean =>
  journey.status === 'reviewQuote' &&
  signsElectronically(journey) &&
  journey.quoteSignature !== 'completed' &&
  !journey.quoteEnvelopeId;

/**
 * The lease documents are ready to go out and no envelope holds them: the application stands at
 * review and sign with its credit approved, is signed electronically (a guarantee on paper beside it
 * or not), and Authorised Officer (1) gave the account to debit (decision 2081).
 */
export const needsLeaseEnvelope = (journey: ApplicationJourney): boolean =>
  journey.status === 'reviewAndSignContract' &&
  journey.statusCreditCheck === 'approved' &&
  signsElectronically(journey) &&
  journey.directDebitAccount !== undefined &&
  !journey.leaseEnvelopeId;

/** The attempt the next lease envelope is sent under: the one after the last sent (decision 1706). */
export const nextLeaseAttempt = (journey: ApplicationJourney): number =>
  (journey.leaseEnvelopeAttempt ?? (journey.leaseEnvelopeId ? 1 : 0)) + 1;

/** What the lease envelope's recipients are shown when the application withdraws it. */
export const LEASE_ENVELOPE_WITHDRAWN_REASON =
  'The lease documents were withdrawn because the application changed; new documents will be sent to sign.';

/**
 * The sends and voids a change of an application calls for: the envelopes its journey as saved needs
 * and its journey as read did not, and the lease envelopes the change withdrew.
 */
export function envelopeWorkOf(
  application: Pick<LeaseApplication, 'state' | 'journeyAsRead' | 'withdrawnLeaseEnvelopes'>,
): EnvelopeJob[] {
  const { applicationId, journey: after } = application.state;
  const before = application.journeyAsRead;
  const work: EnvelopeJob[] = [];
  if (needsQuoteEnvelope(after) && !needsQuoteEnvelope(before))
    work.push({ ...envelopeSendJob(quoteEnvelopeReference(applicationId)), applicationId });
  if (needsLeaseEnvelope(after) && !needsLeaseEnvelope(before))
    work.push({
      ...envelopeSendJob(leaseEnvelopeReference(applicationId, nextLeaseAttempt(after))),
      applicationId,
    });
  for (const envelopeId of application.withdrawnLeaseEnvelopes)
    work.push(envelopeVoidJob(envelopeId, LEASE_ENVELOPE_WITHDRAWN_REASON));
  return work;
}
