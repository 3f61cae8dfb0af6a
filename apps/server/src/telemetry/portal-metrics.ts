import { metrics } from '@opentelemetry/api';
import type { Database } from '@lease-portal/postgres';
import { partnerCallCounts } from '@lease-portal/partners';
import { INSTRUMENTATION_SCOPE } from './trace-context';

interface QueueRow {
  due: number;
  scheduled: number;
  oldest_due_seconds: number | string | null;
}

/**
 * The gauges read when the metrics are collected (decision 2124): the job queue's depth and how long
 * its oldest due job has waited, the database's sessions, and the partner calls this process made,
 * counted by the outbound layer (decision 2102). The queue is read with one statement per collection,
 * outside any trace.
 */
export function observePortal(db: Database): void {
  const meter = metrics.getMeter(INSTRUMENTATION_SCOPE);

  const depth = meter.createObservableGauge('lease_portal.job_queue.depth', {
    description: 'Partner jobs pending, due now or scheduled for later',
  });
  const oldest = meter.createObservableGauge('lease_portal.job_queue.oldest_age', {
    description: 'How long the oldest due partner job has waited since it became due',
    unit: 's',
  });
  meter.addBatchObservableCallback(
    async (observer) => {
      const [row] = await db.query<QueueRow>(
        `SELECT count(*) FILTER (WHERE due_at <= now())::int AS due,
                count(*) FILTER (WHERE due_at > now())::int AS scheduled,
                extract(epoch FROM now() - min(due_at) FILTER (WHERE due_at <= now())) AS oldest_due_seconds
           FROM partner_jobs WHERE status = 'pending'`,
      );
      if (!row) return;
      observer.observe(depth, row.due, { state: 'due' });
      observer.observe(depth, row.scheduled, { state: 'scheduled' });
      observer.observe(oldest, Math.max(0, Number(row.oldest_due_seconds ?? 0)));
    },
    [depth, oldest],
  );

  const connections = meter.createObservableGauge('db.client.connection.count', {
    description: 'Database sessions open, idle or in use',
  });
  const pending = meter.createObservableGauge('db.client.connection.pending_requests', {
    description: 'Statements and transactions waiting for a database session',
  });
  meter.addBatchObservableCallback(
    (observer) => {
      const use = db.connectionUse?.();
      if (!use) return;
      const attributes = { 'db.system.name': 'postgresql', 'lease_portal.db.engine': db.engine };
      observer.observe(connections, use.idle, { ...attributes, 'db.client.connection.state': 'idle' });
      observer.observe(connections, use.open - use.idle, {
        ...attributes,
        'db.client.connection.state': 'used',
      });
      observer.observe(pending, use.waiting, attributes);
    },
    [connections, pending],
  );

  meter
    .createObservableCounter('lease_portal.partner.calls', {
      description: 'Partner calls by partner, operation and outcome (ok, or the class of failure)',
    })
    .addCallback((observer) => {
      for (const [partner, operations] of Object.entries(partnerCallCounts.snapshot())) {
        for (const [operation, outcomes] of Object.entries(operations)) {
          for (const [outcome, count] of Object.entries(outcomes)) {
            observer.observe(count ?? 0, { partner, operation, outcome });
          }
        }
      }
    });
}
