import type { EnvelopeDocument, EnvelopeState, NewEnvelope, RecipientStatus } from './envelope';

/** One embedded signing view the sandbox issued: its URL works once, for five minutes. */
export interface SandboxSigningView {
  envelopeId: string;
  recipientId: string;
  returnUrl: string;
  expiresAt: string;
  openedAt?: string;
  finishedAt?: string;
}

/**
 * Where the embedded sandbox e-signature service keeps its envelopes, so they survive a restart and
 * every replica sees the same ones (like the sandbox CRM, decision 0902).
 */
export interface SandboxEnvelopeStore {
  /** Stores a new envelope with its documents; the existing one when the reference is known already. */
  add(envelope: NewEnvelope, at: string): Promise<EnvelopeState>;
  ofId(envelopeId: string): Promise<EnvelopeState | undefined>;
  /** The envelope kept under our reference (DocuSign's search by custom field); undefined when none. */
  ofReference(reference: string): Promise<EnvelopeState | undefined>;
  documents(envelopeId: string): Promise<EnvelopeDocument[]>;
  /** The recipient the service knows by client user id and e-mail; undefined when none matches. */
  recipientIdOf(envelopeId: string, clientUserId: string, email: string): Promise<string | undefined>;
  /**
   * Gives a recipient who has not signed a new name and e-mail address, and their text tabs the values
   * given by label; false when none such.
   */
  correctRecipient(
    envelopeId: string,
    recipientId: string,
    correction: { name: string; email: string; tabValues?: Record<string, string> },
    at: string,
  ): Promise<boolean>;
  setRecipientStatus(
    envelopeId: string,
    recipientId: string,
    status: RecipientStatus,
    at: string,
  ): Promise<void>;
  /**
   * Voids an envelope still in progress (nobody declined, someone still to sign), keeping why; false,
   * with nothing changed, for an unknown envelope or one already completed, declined or voided.
   */
  voidEnvelope(envelopeId: string, reason: string, at: string): Promise<boolean>;
  issueView(tokenDigest: string, view: SandboxSigningView): Promise<void>;
  /** Marks the view opened and answers it, once only; undefined when unknown, used or expired at `at`. */
  openView(tokenDigest: string, at: string): Promise<SandboxSigningView | undefined>;
  /** An opened view not yet finished (the signing page reading its documents); undefined otherwise. */
  activeView(tokenDigest: string): Promise<SandboxSigningView | undefined>;
  /** Marks an opened view finished and answers it, once only; undefined otherwise. */
  finishView(tokenDigest: string, at: string): Promise<SandboxSigningView | undefined>;
}
export const SANDBOX_ENVELOPE_STORE = Symbol('SandboxEnvelopeStore');
