import type { JobQueue } from '../../jobs/job-queue.port';
import type { PartnerWebhookEvent, PartnerWebhookInbox, WebhookJob } from '../partner-webhook-inbox.port';

/** Test support: the inbox's rules over a map, queueing on the given job queue. */
export class InMemoryPartnerWebhookInbox implements PartnerWebhookInbox {
  readonly events = new Map<string, PartnerWebhookEvent & { receivedAt: string }>();

  constructor(private readonly jobs: JobQueue) {}

  async receive(event: PartnerWebhookEvent, job: WebhookJob, at: Date): Promise<boolean> {
    if (this.events.has(event.eventId)) return false;
    this.events.set(event.eventId, { ...event, receivedAt: at.toISOString() });
    await this.jobs.enqueue(job, at);
    return true;
  }
}
