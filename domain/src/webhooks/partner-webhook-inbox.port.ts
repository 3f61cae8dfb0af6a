import type { JobQueue } from '../jobs/job-queue.port';

/** A partner's webhook event as the portal keeps it: ids only, never what the event says of people. */
export interface PartnerWebhookEvent {
  /** The event's identity: the same delivery, repeated, has the same id. */
  eventId: string;
  /** Who sent it, e.g. 'docusign'. */
  partner: string;
  /** What happened, in the partner's words, e.g. 'envelope-completed'. */
  kind: string;
  envelopeId: string;
}

export type WebhookJob = Parameters<JobQueue['enqueue']>[0];

/**
 * Where verified webhook events arrive (decision 2105): each is kept once, and its job queued with
 * it, in one transaction, so an event answered 200 is never lost and a redelivery queues nothing.
 */
export interface PartnerWebhookInbox {
  /** Keeps the event and queues its job together; false, with nothing changed, when it was kept before. */
  receive(event: PartnerWebhookEvent, job: WebhookJob, at: Date): Promise<boolean>;
}
export const PARTNER_WEBHOOK_INBOX = Symbol('PartnerWebhookInbox');
