import type { EnvelopeSendClaims, SendClaim } from '@lease-portal/domain';
import type { Database } from '../database';

/** The send claims in PostgreSQL: one statement decides each claim, so replicas agree (decision 2103). */
export class PostgresEnvelopeSendClaims implements EnvelopeSendClaims {
  constructor(private readonly db: Database) {}

  async claim(reference: string, holder: string, at: string, staleBefore: string): Promise<SendClaim> {
    // A new claim, or the takeover of one that went stale without an envelope; xmax tells them apart.
    const [won] = await this.db.query<{ taken_over: boolean }>(
      `INSERT INTO e_signature_send_claims AS c (reference, holder, claimed_at) VALUES ($1, $2, $3)
       ON CONFLICT (reference) DO UPDATE SET holder = EXCLUDED.holder, claimed_at = EXCLUDED.claimed_at
        WHERE c.envelope_id IS NULL AND c.claimed_at < $4
       RETURNING (xmax <> 0) AS taken_over`,
      [reference, holder, at, staleBefore],
    );
    if (won) return { outcome: 'won', takenOver: won.taken_over };
    const [claim] = await this.db.query<{ envelope_id: string | null }>(
      'SELECT envelope_id FROM e_signature_send_claims WHERE reference = $1',
      [reference],
    );
    return claim?.envelope_id ? { outcome: 'sent', envelopeId: claim.envelope_id } : { outcome: 'held' };
  }

  async recordSent(reference: string, envelopeId: string, at: string): Promise<string> {
    const [kept] = await this.db.query<{ envelope_id: string }>(
      `INSERT INTO e_signature_send_claims AS c (reference, holder, claimed_at, envelope_id, sent_at)
       VALUES ($1, '', $3, $2, $3)
       ON CONFLICT (reference) DO UPDATE
         SET envelope_id = COALESCE(c.envelope_id, EXCLUDED.envelope_id),
             sent_at = COALESCE(c.sent_at, EXCLUDED.sent_at)
       RETURNING envelope_id`,
      [reference, envelopeId, at],
    );
    return kept!.envelope_id;
  }

  async release(reference: string, holder: string): Promise<void> {
    await this.db.query(
      'DELETE FROM e_signature_send_claims WHERE reference = $1 AND holder = $2 AND envelope_id IS NULL',
      [reference, holder],
    );
  }
}
