import type {
  KeptWebhookEvents,
  PartnerWebhookEvent,
  PartnerWebhookInbox,
  WebhookJob,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { enqueueJobIn } from '../jobs/postgres-job-queue';

/**
 * Webhook events in PostgreSQL (decision 2105): the event's row and its job commit together; the event
 * id is the primary key, so a redelivery, even one racing the first, inserts nothing and queues nothing.
 * Events are forgotten once past their retention (WEBHOOK_EVENTS_KEPT_DAYS, decision 2109).
 */
export class PostgresPartnerWebhookInbox implements PartnerWebhookInbox, KeptWebhookEvents {
  /** `jobsQueued` is told after a commit that queued the job, as the unit of work tells it. */
  constructor(
    private readonly db: Database,
    private readonly jobsQueued: () => void = () => undefined,
  ) {}

  async receive(event: PartnerWebhookEvent, job: WebhookJob, at: Date): Promise<boolean> {
    const kept = await this.db.transaction(async (session) => {
      const rows = await session.query(
        `INSERT INTO partner_webhook_events (event_id, partner, kind, envelope_id, received_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [event.eventId, event.partner, event.kind, event.envelopeId, at.toISOString()],
      );
      if (rows.length === 0) return false;
      await enqueueJobIn(session, job, at);
      return true;
    });
    if (kept) this.jobsQueued();
    return kept;
  }

  /** Forgets the events received before `before` (their jobs stay on the queue's own record). */
  async forgetReceivedBefore(before: Date): Promise<number> {
    const rows = await this.db.query(
      'DELETE FROM partner_webhook_events WHERE received_at < $1 RETURNING event_id',
      [before.toISOString()],
    );
    return rows.length;
  }
}
