import type {
  Analytics,
  AnalyticsCriteria,
  AnalyticsEvent,
  AnalyticsEventName,
  Region,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { isoTimestamp } from '../sql-errors';

interface EventRow {
  event_id: string;
  name: AnalyticsEventName;
  org_id: string;
  region: Region;
  details: Record<string, unknown>;
  at: Date;
}

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;

/** The calculator's analytics events, counted in PostgreSQL. */
export class PostgresAnalytics implements Analytics {
  constructor(private readonly db: Database) {}

  async record(event: AnalyticsEvent): Promise<void> {
    await this.db.query(
      `INSERT INTO analytics_events (event_id, name, org_id, region, details, at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
      [event.id, event.name, event.orgId, event.region, JSON.stringify(event.details), event.at],
    );
  }

  async list(criteria: AnalyticsCriteria = {}): Promise<AnalyticsEvent[]> {
    const limit = Math.min(Math.max(Math.trunc(criteria.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
    const rows = await this.db.query<EventRow>(
      `SELECT * FROM analytics_events
        WHERE ($1::text IS NULL OR org_id = $1) AND ($2::text IS NULL OR name = $2)
        ORDER BY at DESC, event_id DESC LIMIT $3`,
      [criteria.orgId ?? null, criteria.name ?? null, limit],
    );
    return rows.map((row) => ({
      id: row.event_id,
      name: row.name,
      orgId: row.org_id,
      region: row.region,
      details: row.details,
      at: isoTimestamp(row.at),
    }));
  }
}
