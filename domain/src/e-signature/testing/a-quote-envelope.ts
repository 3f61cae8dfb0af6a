import { aPdf, SIGNED_PAGE } from '../../files/testing/pdf-builder';
import type { NewEnvelope } from '../envelope';

/** A quote's envelope as the portal sends it: one PDF, Authorised Officer (1) its one embedded signer. */
export const aQuoteEnvelope = (reference: string): NewEnvelope => ({
  reference,
  emailSubject: 'Please sign your quote',
  documents: [{ documentId: '1', name: 'Quote_Q-1.pdf', pdf: aPdf([SIGNED_PAGE]) }],
  signers: [
    {
      recipientId: '1',
      name: 'Priya Raman',
      email: 'priya@example.com',
      routingOrder: 1,
      clientUserId: 'u1',
    },
  ],
  witnesses: [],
});
