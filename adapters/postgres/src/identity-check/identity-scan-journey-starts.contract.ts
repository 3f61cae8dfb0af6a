import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { uniqueId } from '../testing/builders';
import { withTestDatabase } from '../testing/test-database';
import { PostgresIdentityScanJourneyStarts } from './postgres-identity-scan-journey-starts';

/** The journeys started per applicant and application (decision 2045), run on every engine. */
export function describeIdentityScanJourneyStarts(engine: string, factory: DatabaseFactory): void {
  describe(`identity-scan journeys started on ${engine}`, () => {
    let db: Database;

    withTestDatabase(factory, (opened) => {
      db = opened;
    });

    it('counts exactly the maximum of starts made at once, for each reference of its own', async () => {
      const starts = new PostgresIdentityScanJourneyStarts(db);
      const reference = `app-${uniqueId('app')}:primary:ada`;
      const taken = await Promise.all(Array.from({ length: 25 }, () => starts.take(reference, 10)));
      expect(taken.filter(Boolean)).toHaveLength(10);
      expect(await starts.take(reference, 10)).toBe(false);
      expect(await starts.take(`${reference}-other`, 10)).toBe(true);
    });

    it('gives back a start, never below none', async () => {
      const starts = new PostgresIdentityScanJourneyStarts(db);
      const reference = `app-${uniqueId('app')}:secondary:sam`;
      expect(await starts.take(reference, 1)).toBe(true);
      expect(await starts.take(reference, 1)).toBe(false);
      await starts.giveBack(reference);
      await starts.giveBack(reference);
      expect(await starts.take(reference, 1)).toBe(true);
      expect(await starts.take(reference, 1)).toBe(false);
    });
  });
}
