import type { IdentityScanJourneyStarts } from '@lease-portal/domain';
import type { Database } from '../database';

/**
 * Journeys started per applicant and application (decision 2045). One statement counts a start only
 * below the maximum, under the row's lock, so parallel starts never pass it together.
 */
export class PostgresIdentityScanJourneyStarts implements IdentityScanJourneyStarts {
  constructor(private readonly db: Database) {}

  async take(reference: string, maximum: number): Promise<boolean> {
    if (maximum < 1) return false;
    const rows = await this.db.query(
      `INSERT INTO identity_scan_journey_starts AS starts (reference, started) VALUES ($1, 1)
       ON CONFLICT (reference) DO UPDATE SET started = starts.started + 1 WHERE starts.started < $2
       RETURNING started`,
      [reference, maximum],
    );
    return rows.length === 1;
  }

  async giveBack(reference: string): Promise<void> {
    await this.db.query(
      'UPDATE identity_scan_journey_starts SET started = started - 1 WHERE reference = $1 AND started > 0',
      [reference],
    );
  }
}
