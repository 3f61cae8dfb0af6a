import type { EnvelopeDocument, EnvelopeState, NewEnvelope, RecipientStatus } from '../envelope';
import { envelopeStatusOf } from '../envelope-progress';
import { withTabValues } from '../recipient-tabs';
import type { SandboxEnvelopeStore, SandboxSigningView } from '../sandbox-envelope-store.port';

interface Kept {
  envelope: NewEnvelope;
  envelopeId: string;
  statuses: Map<string, RecipientStatus>;
  signedAt: Map<string, string>;
  voided?: { at: string; reason: string };
}

/** Test support: the sandbox e-signature service's store, in memory. */
export class InMemorySandboxEnvelopeStore implements SandboxEnvelopeStore {
  private readonly envelopes = new Map<string, Kept>();
  private readonly views = new Map<string, SandboxSigningView>();

  async add(envelope: NewEnvelope): Promise<EnvelopeState> {
    const existing = [...this.envelopes.values()].find(
      (kept) => kept.envelope.reference === envelope.reference,
    );
    if (existing) return this.stateOf(existing);
    const kept: Kept = {
      envelope: structuredClone(envelope),
      envelopeId: `env-${this.envelopes.size + 1}`,
      statuses: new Map([...envelope.signers, ...envelope.witnesses].map((r) => [r.recipientId, 'sent'])),
      signedAt: new Map(),
    };
    this.envelopes.set(kept.envelopeId, kept);
    return this.stateOf(kept);
  }

  async ofId(envelopeId: string): Promise<EnvelopeState | undefined> {
    const kept = this.envelopes.get(envelopeId);
    return kept && this.stateOf(kept);
  }

  async ofReference(reference: string): Promise<EnvelopeState | undefined> {
    const kept = [...this.envelopes.values()].find((k) => k.envelope.reference === reference);
    return kept && this.stateOf(kept);
  }

  async documents(envelopeId: string): Promise<EnvelopeDocument[]> {
    return this.envelopes.get(envelopeId)?.envelope.documents ?? [];
  }

  async recipientIdOf(envelopeId: string, clientUserId: string, email: string): Promise<string | undefined> {
    const kept = this.envelopes.get(envelopeId);
    return [...(kept?.envelope.signers ?? []), ...(kept?.envelope.witnesses ?? [])].find(
      (r) => r.clientUserId === clientUserId && r.email.toLowerCase() === email.toLowerCase(),
    )?.recipientId;
  }

  async correctRecipient(
    envelopeId: string,
    recipientId: string,
    correction: { name: string; email: string; tabValues?: Record<string, string> },
  ): Promise<boolean> {
    const kept = this.envelopes.get(envelopeId);
    const recipient = [...(kept?.envelope.signers ?? []), ...(kept?.envelope.witnesses ?? [])].find(
      (r) => r.recipientId === recipientId,
    );
    if (!kept || !recipient || kept.statuses.get(recipientId) === 'completed') return false;
    recipient.name = correction.name;
    recipient.email = correction.email;
    const tabs = withTabValues(recipient.tabs, correction.tabValues);
    if (tabs) recipient.tabs = tabs;
    return true;
  }

  async setRecipientStatus(
    envelopeId: string,
    recipientId: string,
    status: RecipientStatus,
    at: string,
  ): Promise<void> {
    const kept = this.envelopes.get(envelopeId);
    kept?.statuses.set(recipientId, status);
    if (status === 'completed') kept?.signedAt.set(recipientId, at);
  }

  async voidEnvelope(envelopeId: string, reason: string, at: string): Promise<boolean> {
    const kept = this.envelopes.get(envelopeId);
    const state = kept && this.stateOf(kept);
    if (!kept || !state || state.status === 'completed' || state.status === 'declined' || kept.voided)
      return false;
    kept.voided = { at, reason };
    return true;
  }

  async issueView(tokenDigest: string, view: SandboxSigningView): Promise<void> {
    this.views.set(tokenDigest, { ...view });
  }

  async openView(tokenDigest: string, at: string): Promise<SandboxSigningView | undefined> {
    const view = this.views.get(tokenDigest);
    if (!view || view.openedAt || view.expiresAt <= at) return undefined;
    view.openedAt = at;
    return { ...view };
  }

  async activeView(tokenDigest: string): Promise<SandboxSigningView | undefined> {
    const view = this.views.get(tokenDigest);
    return view?.openedAt && !view.finishedAt ? { ...view } : undefined;
  }

  async finishView(tokenDigest: string, at: string): Promise<SandboxSigningView | undefined> {
    const view = this.views.get(tokenDigest);
    if (!view || !view.openedAt || view.finishedAt) return undefined;
    view.finishedAt = at;
    return { ...view };
  }

  private stateOf(kept: Kept): EnvelopeState {
    const recipient = (r: NewEnvelope['signers'][number]) => ({
      recipientId: r.recipientId,
      name: r.name,
      email: r.email,
      routingOrder: r.routingOrder,
      clientUserId: r.clientUserId,
      ...(r.roleName ? { roleName: r.roleName } : {}),
      ...(r.witnessFor ? { witnessFor: r.witnessFor } : {}),
      status: kept.statuses.get(r.recipientId) ?? 'sent',
      ...(kept.signedAt.has(r.recipientId) ? { signedAt: kept.signedAt.get(r.recipientId) } : {}),
      ...(r.tabs ? { tabs: structuredClone(r.tabs) } : {}),
    });
    const signers = kept.envelope.signers.map(recipient);
    const witnesses = kept.envelope.witnesses.map(recipient);
    const opened = [...this.views.values()].some((v) => v.envelopeId === kept.envelopeId && v.openedAt);
    return {
      envelopeId: kept.envelopeId,
      reference: kept.envelope.reference,
      status: envelopeStatusOf([...signers, ...witnesses], opened, kept.voided !== undefined),
      signers,
      witnesses,
    };
  }
}
