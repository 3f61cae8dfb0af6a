import {
  envelopeProblems,
  ESignatureError,
  isRecipientsTurn,
  tabTexts,
  type Clock,
  type ESignature,
  type EnvelopeDocument,
  type EnvelopeState,
  type NewEnvelope,
  type RecipientState,
  type RecipientViewRequest,
  type SandboxEnvelopeStore,
  type SecretTokens,
  type SigningEvent,
} from '@lease-portal/domain';
import type { ConnectEventName, EnvelopeEventListener } from './connect-events';
import { signedCopyPdf } from './signed-copy-pdf';

/** Nobody signs an envelope completed, declined or voided: it is closed. */
const closed = (envelope: EnvelopeState): boolean =>
  envelope.status === 'completed' || envelope.status === 'declined' || envelope.status === 'voided';

/** A signing view's URL works for five minutes, as the real service's does. */
export const SIGNING_VIEW_MINUTES = 5;

/** Where the portal serves the sandbox's signing page for a view token. */
export const sandboxSigningPath = (token: string): string => `/sandbox/e-signature/views/${token}`;

/** What the signing page shows: the envelope's documents for one recipient. */
export interface OpenedSigningView {
  envelope: EnvelopeState;
  recipient: RecipientState;
  documents: EnvelopeDocument[];
}

export type SigningAction = 'sign' | 'decline' | 'cancel';

/**
 * The embedded sandbox e-signature service: envelopes, routing order and one-time embedded signing
 * views, kept in the portal's database. The signing page (served by the portal) is its user interface;
 * completion is recorded here, so the portal learns it by asking the service, never from the browser.
 */
export class SandboxESignature implements ESignature {
  /** Told of each recipient's signature or decline, as DocuSign Connect tells a listener (decision 2105). */
  private listener: EnvelopeEventListener | undefined;

  constructor(
    private readonly store: SandboxEnvelopeStore,
    private readonly tokens: SecretTokens,
    private readonly clock: Clock,
  ) {}

  async sendEnvelope(envelope: NewEnvelope): Promise<EnvelopeState> {
    const problems = envelopeProblems(envelope.signers, envelope.witnesses);
    if (envelope.documents.length === 0) problems.push('An envelope needs at least one document.');
    if (problems.length) throw new ESignatureError('INVALID_REQUEST_PARAMETER', problems.join(' '));
    return this.store.add(envelope, this.now());
  }

  envelope(envelopeId: string): Promise<EnvelopeState | undefined> {
    return this.store.ofId(envelopeId);
  }

  async recipientView(envelopeId: string, request: RecipientViewRequest): Promise<{ url: string }> {
    const envelope = await this.store.ofId(envelopeId);
    if (!envelope) throw new ESignatureError('ENVELOPE_DOES_NOT_EXIST', `No envelope ${envelopeId}.`);
    if (closed(envelope)) {
      throw new ESignatureError('ENVELOPE_NOT_IN_PROGRESS', `The envelope is ${envelope.status}.`);
    }
    const recipientId = await this.store.recipientIdOf(envelopeId, request.clientUserId, request.email);
    const everyone = [...envelope.signers, ...envelope.witnesses];
    const recipient = everyone.find((r) => r.recipientId === recipientId);
    if (!recipient) {
      throw new ESignatureError('UNKNOWN_ENVELOPE_RECIPIENT', 'No such embedded recipient in the envelope.');
    }
    if (!isRecipientsTurn(recipient, everyone)) {
      throw new ESignatureError('RECIPIENT_NOT_IN_SEQUENCE', 'Earlier recipients have not signed yet.');
    }
    const { token, digest } = this.tokens.generate();
    const expiresAt = new Date(this.clock.now().getTime() + SIGNING_VIEW_MINUTES * 60_000).toISOString();
    await this.store.issueView(digest, {
      envelopeId,
      recipientId: recipient.recipientId,
      returnUrl: request.returnUrl,
      expiresAt,
    });
    return { url: sandboxSigningPath(token) };
  }

  async correctRecipient(
    envelopeId: string,
    recipientId: string,
    correction: { name: string; email: string; tabValues?: Record<string, string> },
  ): Promise<void> {
    const corrected = await this.store.correctRecipient(envelopeId, recipientId, correction, this.now());
    if (!corrected) throw new ESignatureError('UNKNOWN_ENVELOPE_RECIPIENT', 'No such unsigned recipient.');
  }

  /**
   * Voids an envelope in progress, as DocuSign's envelope update with status voided does: its views
   * close, and Connect hears `envelope-voided`. Refused with ENVELOPE_NOT_IN_PROGRESS once it is
   * completed, declined or voided, and ENVELOPE_DOES_NOT_EXIST for an unknown one.
   */
  async voidEnvelope(envelopeId: string, reason: string): Promise<void> {
    if (!(await this.store.voidEnvelope(envelopeId, reason, this.now()))) {
      const envelope = await this.store.ofId(envelopeId);
      if (!envelope) throw new ESignatureError('ENVELOPE_DOES_NOT_EXIST', `No envelope ${envelopeId}.`);
      throw new ESignatureError('ENVELOPE_NOT_IN_PROGRESS', `The envelope is ${envelope.status}.`);
    }
    const voided = await this.store.ofId(envelopeId);
    if (voided) this.tell(voided, 'envelope-voided');
  }

  /** The completed envelope's documents as one PDF, each signer's name and signing date stamped on it. */
  async signedDocuments(envelopeId: string): Promise<Uint8Array> {
    const envelope = await this.store.ofId(envelopeId);
    if (!envelope) throw new ESignatureError('ENVELOPE_DOES_NOT_EXIST', `No envelope ${envelopeId}.`);
    if (envelope.status !== 'completed') {
      throw new ESignatureError('ENVELOPE_NOT_COMPLETED', `The envelope is ${envelope.status}.`);
    }
    const signed = [...envelope.signers, ...envelope.witnesses].sort(
      (a, b) => a.routingOrder - b.routingOrder,
    );
    // Each recipient's tabs print where their anchors stand: the witness's name and address (decision 2098).
    const fills = new Map(signed.flatMap((recipient) => [...tabTexts(recipient)]));
    return signedCopyPdf(await this.store.documents(envelopeId), signed, fills);
  }

  /** The signing page opens the view: once only, within its five minutes. */
  async openSigningView(token: string): Promise<OpenedSigningView | undefined> {
    const view = await this.store.openView(this.tokens.digestOf(token), this.now());
    if (!view) return undefined;
    const envelope = await this.store.ofId(view.envelopeId);
    const recipient =
      envelope &&
      [...envelope.signers, ...envelope.witnesses].find((r) => r.recipientId === view.recipientId);
    // A view issued before the envelope was voided (or closed otherwise) opens no more.
    if (!envelope || !recipient || closed(envelope)) return undefined;
    await this.store.setRecipientStatus(view.envelopeId, view.recipientId, 'delivered', this.now());
    return {
      envelope,
      recipient: { ...recipient, status: 'delivered' },
      documents: await this.store.documents(view.envelopeId),
    };
  }

  /** One document of an opened, unfinished view, for the signing page to show. */
  async signingDocument(token: string, documentId: string): Promise<EnvelopeDocument | undefined> {
    const view = await this.store.activeView(this.tokens.digestOf(token));
    if (!view) return undefined;
    return (await this.store.documents(view.envelopeId)).find((d) => d.documentId === documentId);
  }

  /**
   * The signer's choice on the signing page, recorded once; answers where the page returns to, with the
   * event the real service would report. An unknown or used view answers undefined.
   */
  async finishSigning(token: string, action: SigningAction): Promise<string | undefined> {
    const view = await this.store.finishView(this.tokens.digestOf(token), this.now());
    if (!view) return undefined;
    const envelope = await this.store.ofId(view.envelopeId);
    if (!envelope || closed(envelope)) return undefined;
    const event: SigningEvent =
      action === 'sign' ? 'signing_complete' : action === 'decline' ? 'decline' : 'cancel';
    if (action === 'sign')
      await this.store.setRecipientStatus(view.envelopeId, view.recipientId, 'completed', this.now());
    if (action === 'decline')
      await this.store.setRecipientStatus(view.envelopeId, view.recipientId, 'declined', this.now());
    if (action !== 'cancel') await this.announce(view.envelopeId, view.recipientId, action);
    return withEvent(view.returnUrl, event);
  }

  /** Connect events go to this listener from now on. */
  setEventListener(listener: EnvelopeEventListener): void {
    this.listener = listener;
  }

  /** The recipient's event, then the envelope's when it closed; never fails the signer's request. */
  private async announce(envelopeId: string, recipientId: string, action: 'sign' | 'decline'): Promise<void> {
    if (!this.listener) return;
    try {
      const envelope = await this.store.ofId(envelopeId);
      if (!envelope) return;
      this.tell(envelope, action === 'sign' ? 'recipient-completed' : 'recipient-declined', recipientId);
      if (envelope.status === 'completed' || envelope.status === 'declined')
        this.tell(envelope, `envelope-${envelope.status}`);
    } catch {
      // The status read's fallback still finds the change (decisions 2105, 2108).
    }
  }

  private tell(envelope: EnvelopeState, event: ConnectEventName, recipientId?: string): void {
    try {
      this.listener?.envelopeChanged(envelope, event, recipientId);
    } catch {
      // Connect's delivery never fails the sandbox's own call.
    }
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

/** The return URL with `event` set, keeping whatever query it had. */
export function withEvent(returnUrl: string, event: SigningEvent): string {
  const [path, query = ''] = returnUrl.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('event', event);
  return `${path}?${params.toString()}`;
}
