import type { EnvelopeSendClaims, SendClaim } from '../envelope-send-claims.port';

interface Claim {
  holder: string;
  claimedAt: string;
  envelopeId?: string;
}

/** Test support only: the send claims in a map, decided as one statement of the database would. */
export class InMemoryEnvelopeSendClaims implements EnvelopeSendClaims {
  readonly claims = new Map<string, Claim>();

  async claim(reference: string, holder: string, at: string, staleBefore: string): Promise<SendClaim> {
    const claim = this.claims.get(reference);
    if (claim?.envelopeId) return { outcome: 'sent', envelopeId: claim.envelopeId };
    if (claim && claim.claimedAt >= staleBefore) return { outcome: 'held' };
    this.claims.set(reference, { holder, claimedAt: at });
    return { outcome: 'won', takenOver: claim !== undefined };
  }

  async recordSent(reference: string, envelopeId: string, at: string): Promise<string> {
    const claim = this.claims.get(reference) ?? { holder: '', claimedAt: at };
    claim.envelopeId ??= envelopeId;
    this.claims.set(reference, claim);
    return claim.envelopeId;
  }

  async release(reference: string, holder: string): Promise<void> {
    const claim = this.claims.get(reference);
    if (claim && claim.holder === holder && !claim.envelopeId) this.claims.delete(reference);
  }
}
