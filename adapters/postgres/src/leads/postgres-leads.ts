import {
  DEFAULT_LEAD_LIST_LIMIT,
  MAX_LEAD_LIST_LIMIT,
  leadErrors,
  type AuditEntry,
  type Enquiry,
  type Lead,
  type LeadCriteria,
  type LeadFailure,
  type LeadKind,
  type LeadProgress,
  type LeadReferences,
  type LeadStatus,
  type Leads,
  type Region,
  type RequestCallback,
} from '@lease-portal/domain';
import { appendAuditEntry } from '../postgres-audit-trail';
import type { Database, SqlSession } from '../database';
import { isoTimestamp } from '../sql-errors';

interface LeadRow {
  lead_id: string;
  org_id: string;
  kind: LeadKind;
  region: Region;
  status: LeadStatus;
  request: Enquiry | RequestCallback;
  partner_refs: LeadReferences;
  failure: LeadFailure | null;
  received_at: Date;
  updated_at: Date;
}

/** Leads in PostgreSQL: the request whole as JSONB, the status and partner references beside it. */
export class PostgresLeads implements Leads {
  constructor(private readonly db: Database) {}

  async add(lead: Lead): Promise<Lead | undefined> {
    return insertLeadIn(this.db, lead);
  }

  async record(id: string, progress: LeadProgress, entry: AuditEntry): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx.query(
        `UPDATE leads SET status = $2, partner_refs = $3::jsonb, failure = $4::jsonb, updated_at = $5
        WHERE lead_id = $1 RETURNING lead_id`,
        [
          id,
          progress.status,
          JSON.stringify(progress.references),
          progress.failure ? JSON.stringify(progress.failure) : null,
          progress.at,
        ],
      );
      if (rows.length === 0) throw leadErrors.notFound(id);
      await appendAuditEntry(tx, entry);
    });
  }

  async ofId(id: string): Promise<Lead | undefined> {
    const rows = await this.db.query<LeadRow>('SELECT * FROM leads WHERE lead_id = $1', [id]);
    return rows[0] && leadOf(rows[0]);
  }

  async list(criteria: LeadCriteria = {}): Promise<Lead[]> {
    const limit = Math.min(
      Math.max(Math.trunc(criteria.limit ?? DEFAULT_LEAD_LIST_LIMIT), 1),
      MAX_LEAD_LIST_LIMIT,
    );
    const rows = await this.db.query<LeadRow>(
      `SELECT * FROM leads
        WHERE ($1::text IS NULL OR org_id = $1) AND ($2::text IS NULL OR status = $2)
        ORDER BY received_at DESC, lead_id DESC LIMIT $3`,
      [criteria.orgId ?? null, criteria.status ?? null, limit],
    );
    return rows.map(leadOf);
  }
}

function leadOf(row: LeadRow): Lead {
  const base = {
    id: row.lead_id,
    orgId: row.org_id,
    region: row.region,
    status: row.status,
    references: row.partner_refs,
    ...(row.failure ? { failure: row.failure } : {}),
    receivedAt: isoTimestamp(row.received_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
  return row.kind === 'callback'
    ? { ...base, kind: 'callback', callback: row.request as RequestCallback }
    : { ...base, kind: row.kind, enquiry: row.request as Enquiry };
}

/** Stores a new lead in the given session, so a unit of work can store it with its jobs. */
/**
 * Inserts the lead, or answers the one stored under its id: the insert waits for a request storing the
 * same id at once, and then reads what it committed.
 */
export async function insertLeadIn(session: SqlSession, lead: Lead): Promise<Lead | undefined> {
  const inserted = await session.query(
    `INSERT INTO leads (lead_id, org_id, kind, region, status, request, partner_refs, failure, received_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10)
     ON CONFLICT (lead_id) DO NOTHING RETURNING lead_id`,
    [
      lead.id,
      lead.orgId,
      lead.kind,
      lead.region,
      lead.status,
      JSON.stringify(lead.kind === 'callback' ? lead.callback : lead.enquiry),
      JSON.stringify(lead.references),
      lead.failure ? JSON.stringify(lead.failure) : null,
      lead.receivedAt,
      lead.updatedAt,
    ],
  );
  if (inserted.length > 0) return undefined;
  const [earlier] = await session.query<LeadRow>('SELECT * FROM leads WHERE lead_id = $1', [lead.id]);
  return earlier && leadOf(earlier);
}
