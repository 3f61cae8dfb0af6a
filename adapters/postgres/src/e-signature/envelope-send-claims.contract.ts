import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { uniqueId } from '../testing/builders';
import { withTestDatabase } from '../testing/test-database';
import { PostgresEnvelopeSendClaims } from './postgres-envelope-send-claims';

const at = '2026-11-23T10:00:00.000Z';
const aMinuteLater = '2026-11-23T10:01:00.000Z';
const threeMinutesLater = '2026-11-23T10:03:00.000Z';
/** Claims older than two minutes without an envelope are stale. */
const staleBefore = (now: string) => new Date(Date.parse(now) - 120_000).toISOString();

export function describeEnvelopeSendClaims(engine: string, factory: DatabaseFactory): void {
  describe(`PostgresEnvelopeSendClaims on ${engine}`, () => {
    let claims: PostgresEnvelopeSendClaims;

    withTestDatabase(factory, (db: Database) => {
      claims = new PostgresEnvelopeSendClaims(db);
    });

    it('lets one of many simultaneous claims win; the others see it held', async () => {
      const reference = `${uniqueId('app')}:quote`;
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, n) => claims.claim(reference, `h${n}`, at, staleBefore(at))),
      );
      expect(outcomes.filter((o) => o.outcome === 'won')).toEqual([{ outcome: 'won', takenOver: false }]);
      expect(outcomes.filter((o) => o.outcome === 'held')).toHaveLength(9);
    });

    it('answers the envelope once it is recorded, to every later claim, stale or not', async () => {
      const reference = `${uniqueId('app')}:quote`;
      await claims.claim(reference, 'h1', at, staleBefore(at));
      expect(await claims.recordSent(reference, 'ENV-1', aMinuteLater)).toBe('ENV-1');
      expect(await claims.claim(reference, 'h2', threeMinutesLater, staleBefore(threeMinutesLater))).toEqual({
        outcome: 'sent',
        envelopeId: 'ENV-1',
      });
      // The first envelope recorded is the one kept.
      expect(await claims.recordSent(reference, 'ENV-2', threeMinutesLater)).toBe('ENV-1');
    });

    it('lets a stale claim without an envelope be taken over, and a fresh one not', async () => {
      const reference = `${uniqueId('app')}:lease`;
      await claims.claim(reference, 'h1', at, staleBefore(at));
      expect(await claims.claim(reference, 'h2', aMinuteLater, staleBefore(aMinuteLater))).toEqual({
        outcome: 'held',
      });
      expect(await claims.claim(reference, 'h2', threeMinutesLater, staleBefore(threeMinutesLater))).toEqual({
        outcome: 'won',
        takenOver: true,
      });
      // The one who died finds its claim gone: its release takes nothing from the new holder.
      await claims.release(reference, 'h1');
      expect(await claims.claim(reference, 'h3', threeMinutesLater, staleBefore(threeMinutesLater))).toEqual({
        outcome: 'held',
      });
    });

    it('frees a released claim for the next request at once', async () => {
      const reference = `${uniqueId('app')}:quote`;
      await claims.claim(reference, 'h1', at, staleBefore(at));
      await claims.release(reference, 'h1');
      expect(await claims.claim(reference, 'h2', at, staleBefore(at))).toEqual({
        outcome: 'won',
        takenOver: false,
      });
    });
  });
}
