import { ESignatureError, type ESignature } from '../e-signature.port';
import { isRecipientsTurn } from '../envelope-progress';
import { withTabValues } from '../recipient-tabs';
import type { EnvelopeState, EnvelopeStatus, NewEnvelope, RecipientViewRequest } from '../envelope';

/** Test support only: envelopes in a map, one per reference; a test signs or declines them directly. */
export class InMemoryESignature implements ESignature {
  readonly envelopes = new Map<string, EnvelopeState>();
  readonly views: { envelopeId: string; request: RecipientViewRequest }[] = [];
  /** Each envelope's embedded recipients: `clientUserId|email` to recipient id, as the service keeps them. */
  private readonly embedded = new Map<string, Map<string, string>>();
  /** Each envelope's recipients' client user ids, by recipient id. */
  private readonly clientUserIds = new Map<string, Map<string, string>>();
  sent = 0;
  /** Every envelope voided, with the reason its recipients were shown. */
  readonly voided: { envelopeId: string; reason: string }[] = [];

  async sendEnvelope(envelope: NewEnvelope): Promise<EnvelopeState> {
    const known = [...this.envelopes.values()].find((e) => e.reference === envelope.reference);
    if (known) return structuredClone(known);
    this.sent += 1;
    const state: EnvelopeState = {
      envelopeId: `env-${this.sent}`,
      reference: envelope.reference,
      status: 'sent',
      signers: envelope.signers.map((s) => ({ ...s, status: 'sent' })),
      witnesses: envelope.witnesses.map((w) => ({ ...w, status: 'sent' })),
    };
    this.envelopes.set(state.envelopeId, state);
    this.clientUserIds.set(
      state.envelopeId,
      new Map(
        [...envelope.signers, ...envelope.witnesses].map((r) => [r.recipientId, r.clientUserId] as const),
      ),
    );
    this.embedded.set(
      state.envelopeId,
      new Map(
        [...envelope.signers, ...envelope.witnesses].map((r) => [embeddedKey(r), r.recipientId] as const),
      ),
    );
    return structuredClone(state);
  }

  async envelope(envelopeId: string): Promise<EnvelopeState | undefined> {
    return structuredClone(this.envelopes.get(envelopeId));
  }

  /** Refuses as the service does: an unknown envelope or recipient, a closed envelope, or out of turn. */
  async recipientView(envelopeId: string, request: RecipientViewRequest): Promise<{ url: string }> {
    const envelope = this.envelopes.get(envelopeId);
    if (!envelope) throw new ESignatureError('ENVELOPE_DOES_NOT_EXIST', envelopeId);
    if (envelope.status === 'completed' || envelope.status === 'declined' || envelope.status === 'voided')
      throw new ESignatureError('ENVELOPE_NOT_IN_PROGRESS', `The envelope is ${envelope.status}.`);
    const everyone = [...envelope.signers, ...envelope.witnesses];
    const recipientId = this.embedded.get(envelopeId)?.get(embeddedKey(request));
    const recipient = everyone.find((r) => r.recipientId === recipientId);
    if (!recipient) throw new ESignatureError('UNKNOWN_ENVELOPE_RECIPIENT', 'No such embedded recipient.');
    if (!isRecipientsTurn(recipient, everyone))
      throw new ESignatureError('RECIPIENT_NOT_IN_SEQUENCE', 'Earlier recipients have not signed yet.');
    this.views.push({ envelopeId, request });
    return { url: `https://sign.example/views/${envelopeId}/${this.views.length}` };
  }

  async correctRecipient(
    envelopeId: string,
    recipientId: string,
    correction: { name: string; email: string; tabValues?: Record<string, string> },
  ): Promise<void> {
    const envelope = this.envelopes.get(envelopeId);
    const recipient =
      envelope && [...envelope.signers, ...envelope.witnesses].find((r) => r.recipientId === recipientId);
    if (!envelope || !recipient || recipient.status === 'completed')
      throw new ESignatureError('UNKNOWN_ENVELOPE_RECIPIENT', 'No such unsigned recipient.');
    const embedded = this.embedded.get(envelopeId)!;
    for (const [key, id] of embedded) if (id === recipientId) embedded.delete(key);
    const clientUserId =
      [...(this.clientUserIds.get(envelopeId)?.entries() ?? [])].find(([id]) => id === recipientId)?.[1] ??
      '';
    embedded.set(embeddedKey({ clientUserId, email: correction.email }), recipientId);
    recipient.name = correction.name;
    recipient.email = correction.email;
    const tabs = withTabValues(recipient.tabs, correction.tabValues);
    if (tabs) recipient.tabs = tabs;
  }

  /** A stand-in for the combined signed PDF: the envelope's id and its signers' names, as text. */
  async signedDocuments(envelopeId: string): Promise<Uint8Array> {
    const envelope = this.envelopes.get(envelopeId);
    if (!envelope) throw new ESignatureError('ENVELOPE_DOES_NOT_EXIST', envelopeId);
    if (envelope.status !== 'completed')
      throw new ESignatureError('ENVELOPE_NOT_COMPLETED', `The envelope is ${envelope.status}.`);
    const names = [...envelope.signers, ...envelope.witnesses].map((r) => r.name).join(', ');
    return new TextEncoder().encode(`%PDF-signed ${envelopeId} by ${names}`);
  }

  /** Voids an envelope in progress, as the service does; a closed one is refused. */
  async voidEnvelope(envelopeId: string, reason: string): Promise<void> {
    const envelope = this.envelopes.get(envelopeId);
    if (!envelope) throw new ESignatureError('ENVELOPE_DOES_NOT_EXIST', envelopeId);
    if (envelope.status === 'completed' || envelope.status === 'declined' || envelope.status === 'voided')
      throw new ESignatureError('ENVELOPE_NOT_IN_PROGRESS', `The envelope is ${envelope.status}.`);
    envelope.status = 'voided';
    this.voided.push({ envelopeId, reason });
  }

  /** One recipient signed in their view; the envelope completes when everyone has. */
  sign(envelopeId: string, recipientId: string): void {
    const envelope = this.envelopes.get(envelopeId);
    const everyone = envelope ? [...envelope.signers, ...envelope.witnesses] : [];
    const recipient = everyone.find((r) => r.recipientId === recipientId);
    if (!envelope || !recipient) throw new Error(`no recipient ${recipientId} in ${envelopeId}`);
    recipient.status = 'completed';
    if (everyone.every((r) => r.status === 'completed')) envelope.status = 'completed';
  }

  /** What the signer did in the view. */
  finish(reference: string, status: EnvelopeStatus): void {
    const envelope = [...this.envelopes.values()].find((e) => e.reference === reference);
    if (!envelope) throw new Error(`no envelope ${reference}`);
    envelope.status = status;
  }
}

const embeddedKey = (recipient: { clientUserId: string; email: string }): string =>
  `${recipient.clientUserId}|${recipient.email.trim().toLowerCase()}`;
