/**
 * What a request to send an envelope learns from the claims: it sends (`won`, and `takenOver` when it
 * takes over a claim whose holder never recorded an envelope), the envelope is sent already, or another
 * request is sending it now.
 */
export type SendClaim =
  { outcome: 'won'; takenOver: boolean } | { outcome: 'sent'; envelopeId: string } | { outcome: 'held' };

/**
 * Who sends a reference's envelope when several requests ask at once. The e-signature service has no
 * idempotency key (decision 1510), so the portal lets one request at a time send under a reference, and
 * keeps the envelope id it got, across replicas (decision 2103).
 */
export interface EnvelopeSendClaims {
  /**
   * Claims the send of `reference` for `holder`. A claim made before `staleBefore` that has no envelope
   * yet (its holder died or gave up) is taken over.
   */
  claim(reference: string, holder: string, at: string, staleBefore: string): Promise<SendClaim>;
  /** Keeps the envelope sent for the reference; answers the one kept (the first recorded wins). */
  recordSent(reference: string, envelopeId: string, at: string): Promise<string>;
  /** The holder gives up a claim that sent nothing, so the next request need not wait for it to go stale. */
  release(reference: string, holder: string): Promise<void>;
}
export const ENVELOPE_SEND_CLAIMS = Symbol('EnvelopeSendClaims');
