import type { CreditDecisionSignal } from '@lease-portal/domain';
import type { Database } from '../database';

/** The channel every replica listens on for stored credit decisions; the payload is the application id. */
export const CREDIT_DECISIONS_CHANNEL = 'credit_decisions';

/**
 * Announces a stored credit decision with PostgreSQL's NOTIFY, which reaches every session listening
 * on the channel, whichever replica holds it (decision 1660). The payload names the application only.
 */
export class PostgresCreditDecisionSignal implements CreditDecisionSignal {
  constructor(private readonly db: Database) {}

  async announce(applicationId: string): Promise<void> {
    await this.db.query('SELECT pg_notify($1, $2)', [CREDIT_DECISIONS_CHANNEL, applicationId]);
  }
}
