import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { uniqueId } from '../testing/builders';
import { withTestDatabase } from '../testing/test-database';
import { PostgresPartnerWebhookInbox } from './postgres-partner-webhook-inbox';

const T0 = new Date('2026-11-27T10:00:00.000Z');

export function describePartnerWebhookInbox(engine: string, factory: DatabaseFactory): void {
  describe(`PostgresPartnerWebhookInbox on ${engine}`, () => {
    let db: Database;
    let inbox: PostgresPartnerWebhookInbox;
    let commitsThatQueued = 0;

    withTestDatabase(factory, async (opened) => {
      db = opened;
      inbox = new PostgresPartnerWebhookInbox(db, () => (commitsThatQueued += 1));
    });

    const anEvent = () => {
      const eventId = uniqueId('event');
      return {
        event: { eventId, partner: 'docusign', kind: 'envelope-completed', envelopeId: uniqueId('envelope') },
        job: { kind: 'e-signature.connect-event', key: eventId, payload: { envelopeId: 'e-1' } },
      };
    };
    const rowsOf = async (eventId: string) => ({
      events: (await db.query('SELECT 1 FROM partner_webhook_events WHERE event_id = $1', [eventId])).length,
      jobs: (await db.query('SELECT 1 FROM partner_jobs WHERE key = $1', [eventId])).length,
    });

    it('keeps an event and its job together, once, however often and however concurrently it arrives', async () => {
      const { event, job } = anEvent();
      const before = commitsThatQueued;
      const kept = await Promise.all(Array.from({ length: 5 }, () => inbox.receive(event, job, T0)));
      expect(kept.filter(Boolean)).toHaveLength(1);
      expect(await rowsOf(event.eventId)).toEqual({ events: 1, jobs: 1 });
      expect(commitsThatQueued - before).toBe(1);
      expect(await inbox.receive(event, job, new Date(T0.getTime() + 60_000))).toBe(false);
      expect(await rowsOf(event.eventId)).toEqual({ events: 1, jobs: 1 });
    });

    it('forgets the events received before the time given, and only those', async () => {
      const old = anEvent();
      const recent = anEvent();
      await inbox.receive(old.event, old.job, T0);
      await inbox.receive(recent.event, recent.job, new Date(T0.getTime() + 60_000));
      expect(await inbox.forgetReceivedBefore(new Date(T0.getTime() + 1))).toBeGreaterThanOrEqual(1);
      expect(await rowsOf(old.event.eventId)).toEqual({ events: 0, jobs: 1 });
      expect(await rowsOf(recent.event.eventId)).toEqual({ events: 1, jobs: 1 });
      expect(await inbox.forgetReceivedBefore(new Date(T0.getTime() + 1))).toBe(0);
      // Forgotten, a redelivery is kept again, and its job is the one queued before (one per key).
      expect(await inbox.receive(old.event, old.job, new Date(T0.getTime() + 120_000))).toBe(true);
      expect(await rowsOf(old.event.eventId)).toEqual({ events: 1, jobs: 1 });
    });

    it('keeps no event when its job cannot be queued: both or neither', async () => {
      const { event, job } = anEvent();
      // A payload PostgreSQL refuses (a NUL in JSON text) fails the job's insert after the event's.
      await expect(inbox.receive(event, { ...job, payload: { bad: '\u0000' } }, T0)).rejects.toThrow();
      expect(await rowsOf(event.eventId)).toEqual({ events: 0, jobs: 0 });
      expect(await inbox.receive(event, job, T0)).toBe(true);
      expect(await rowsOf(event.eventId)).toEqual({ events: 1, jobs: 1 });
    });
  });
}
