import type { EnvelopeState, NewEnvelope, RecipientViewRequest } from './envelope';

/** The hosted e-signature service: the sandbox, or the real service's HTTP client. */
export interface ESignature {
  /** Sends the envelope; answers the envelope already sent for the same reference instead of a second one. */
  sendEnvelope(envelope: NewEnvelope): Promise<EnvelopeState>;
  /** The envelope and every recipient's status, as the service knows them; undefined if unknown. */
  envelope(envelopeId: string): Promise<EnvelopeState | undefined>;
  /**
   * A one-time URL (valid 5 minutes) where one embedded recipient signs. Refused with an
   * `ESignatureError` when the recipient is unknown or it is not yet their turn.
   */
  recipientView(envelopeId: string, request: RecipientViewRequest): Promise<{ url: string }>;
  /**
   * Corrects the name and e-mail address of a recipient who has not signed yet, as DocuSign's
   * recipient correction does: a witness is named once they are beside the signer (decision 2047).
   * `tabValues` gives their text tabs values by label, as DocuSign's tab update does (`PUT
   * …/recipients/{recipientId}/tabs`): the witness's address on the agreement (decision 2098).
   * Refused with UNKNOWN_ENVELOPE_RECIPIENT for an unknown or signed recipient.
   */
  correctRecipient(
    envelopeId: string,
    recipientId: string,
    correction: { name: string; email: string; tabValues?: Record<string, string> },
  ): Promise<void>;
  /**
   * The completed envelope's documents as one PDF with every signature applied (DocuSign's combined
   * documents, `GET …/envelopes/{envelopeId}/documents/combined`): the copy the customer keeps.
   * Refused with ENVELOPE_NOT_COMPLETED until everyone has signed, so a half-signed copy is never
   * handed out as the signed one; ENVELOPE_DOES_NOT_EXIST for an unknown envelope.
   */
  signedDocuments(envelopeId: string): Promise<Uint8Array>;
  /**
   * Voids an envelope still in progress (DocuSign's `PUT …/envelopes/{envelopeId}` with status
   * voided): nobody can sign it any more, and its recipients are shown `reason`. Refused with
   * ENVELOPE_NOT_IN_PROGRESS once it is completed, declined or voided, ENVELOPE_DOES_NOT_EXIST for an
   * unknown envelope. Only the `envelope.void` job calls it (decision 2109).
   */
  voidEnvelope(envelopeId: string, reason: string): Promise<void>;
}
export const E_SIGNATURE = Symbol('ESignature');

export type ESignatureErrorCode =
  | 'ENVELOPE_DOES_NOT_EXIST'
  | 'UNKNOWN_ENVELOPE_RECIPIENT'
  | 'RECIPIENT_NOT_IN_SEQUENCE'
  | 'ENVELOPE_NOT_IN_PROGRESS'
  | 'ENVELOPE_NOT_COMPLETED'
  | 'INVALID_REQUEST_PARAMETER'
  | 'SERVICE_UNAVAILABLE';

/** The service refused or failed a call; `code` follows the service's own error codes. */
export class ESignatureError extends Error {
  constructor(
    readonly code: ESignatureErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ESignatureError';
  }
}
