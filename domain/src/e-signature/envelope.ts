/**
 * Envelopes as a hosted e-signature service keeps them (modelled on DocuSign eSignature v2.1: an
 * envelope of documents, signers and witnesses in routing order, signed in embedded recipient views).
 */
export type EnvelopeStatus = 'sent' | 'delivered' | 'completed' | 'declined' | 'voided';
export type RecipientStatus = 'sent' | 'delivered' | 'completed' | 'declined';

export interface EnvelopeDocument {
  documentId: string;
  /** The name the signer sees, e.g. 'Quote_Q-1001.pdf'. */
  name: string;
  pdf: Uint8Array;
}

/**
 * A field the service places on a document where its anchor text stands (DocuSign's tabs, placed by
 * `anchorString`), shown to the recipient as they sign and printed on the signed copy: a `fullName`
 * tab shows the recipient's name as the envelope knows it then; a `text` tab shows its value, locked.
 */
export interface RecipientTab {
  kind: 'fullName' | 'text';
  /** What the tab is known by, to give it a value later (DocuSign's `tabLabel`). */
  tabLabel: string;
  /** The text on the document where the tab stands (DocuSign's `anchorString`). */
  anchorString: string;
  /** A text tab's value. */
  value?: string;
}

export interface EnvelopeRecipient {
  /** Unique within the envelope: '1', '2'... */
  recipientId: string;
  name: string;
  email: string;
  /** Signers with a lower routing order sign first. */
  routingOrder: number;
  /** Makes the recipient embedded: our own user id, required again for their signing view. */
  clientUserId: string;
  /** 'Witness' for witnesses (journey §4: witnesses are matched by role name). */
  roleName?: string;
  /** For a witness: the recipient id of the signer they witness. */
  witnessFor?: string;
  /** The fields they fill on the documents as they sign (decision 2098). */
  tabs?: RecipientTab[];
}

export interface NewEnvelope {
  /**
   * Our reference for what the envelope is for, e.g. '<applicationId>:quote'. The service has no
   * idempotency key, so the reference (kept with the envelope, like DocuSign's custom fields) is what
   * stops a repeated request from sending a second envelope.
   */
  reference: string;
  emailSubject: string;
  documents: EnvelopeDocument[];
  signers: EnvelopeRecipient[];
  witnesses: EnvelopeRecipient[];
}

export interface RecipientState {
  recipientId: string;
  name: string;
  email: string;
  routingOrder: number;
  /** An embedded recipient's client user id, as the service answers it (a correction must repeat it). */
  clientUserId?: string;
  roleName?: string;
  witnessFor?: string;
  status: RecipientStatus;
  /** When they signed (DocuSign's `signedDateTime`), once completed. */
  signedAt?: string;
  /** The fields they fill on the documents as they sign, with the values given so far. */
  tabs?: RecipientTab[];
}

export interface EnvelopeState {
  envelopeId: string;
  reference: string;
  status: EnvelopeStatus;
  signers: RecipientState[];
  witnesses: RecipientState[];
}

/** What the signing view reports when it returns to our page (DocuSign's `event` values). */
export const SIGNING_EVENTS = [
  'signing_complete',
  'cancel',
  'decline',
  'exception',
  'session_timeout',
  'ttl_expired',
  'viewing_complete',
] as const;
export type SigningEvent = (typeof SIGNING_EVENTS)[number];

export interface RecipientViewRequest {
  clientUserId: string;
  name: string;
  email: string;
  /** Where the view returns with `?event=…`: a page of the portal on the customer's own host. */
  returnUrl: string;
}
