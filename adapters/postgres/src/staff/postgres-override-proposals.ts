import type {
  OverrideProposal,
  OverrideProposals,
  OverrideProposalsInTransaction,
  ProposalStatus,
} from '@lease-portal/domain';
import type { Database, SqlSession } from '../database';
import { isoTimestamp } from '../sql-errors';

interface ProposalRow {
  proposal_id: string;
  kind: OverrideProposal['kind'];
  application_id: string | null;
  change: Record<string, string>;
  reason: string;
  proposed_by: string;
  proposed_at: Date;
  expires_at: Date;
  status: ProposalStatus;
  decided_by: string | null;
  decided_at: Date | null;
}

const COLUMNS =
  'proposal_id, kind, application_id, change, reason, proposed_by, proposed_at, expires_at, status, decided_by, decided_at';

const proposalOf = (row: ProposalRow): OverrideProposal => ({
  proposalId: row.proposal_id,
  kind: row.kind,
  ...(row.application_id === null ? {} : { applicationId: row.application_id }),
  change: row.change,
  reason: row.reason,
  proposedBy: row.proposed_by,
  proposedAt: isoTimestamp(row.proposed_at),
  expiresAt: isoTimestamp(row.expires_at),
  status: row.status,
  ...(row.decided_by === null ? {} : { decidedBy: row.decided_by }),
  ...(row.decided_at === null ? {} : { decidedAt: isoTimestamp(row.decided_at) }),
});

/**
 * The proposals inside a unit of work's transaction (decision 1830). Reading one locks its row, and a
 * decision is written only while it is pending, so two approvals at once apply the change once.
 */
export function overrideProposalsIn(session: SqlSession): OverrideProposalsInTransaction {
  return {
    async add(proposal) {
      await session.query(
        `INSERT INTO override_proposals (${COLUMNS}) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11)`,
        [
          proposal.proposalId,
          proposal.kind,
          proposal.applicationId ?? null,
          JSON.stringify(proposal.change),
          proposal.reason,
          proposal.proposedBy,
          proposal.proposedAt,
          proposal.expiresAt,
          proposal.status,
          proposal.decidedBy ?? null,
          proposal.decidedAt ?? null,
        ],
      );
    },
    async ofId(proposalId) {
      const rows = await session.query<ProposalRow>(
        `SELECT ${COLUMNS} FROM override_proposals WHERE proposal_id = $1 FOR UPDATE`,
        [proposalId],
      );
      return rows[0] && proposalOf(rows[0]);
    },
    async decide(decided) {
      const rows = await session.query<{ proposal_id: string }>(
        `UPDATE override_proposals SET status = $2, decided_by = $3, decided_at = $4
          WHERE proposal_id = $1 AND status = 'pending' RETURNING proposal_id`,
        [decided.proposalId, decided.status, decided.decidedBy ?? null, decided.decidedAt ?? null],
      );
      return rows.length === 1;
    },
  };
}

/** The proposals as the desk lists them, newest first. */
export class PostgresOverrideProposals implements OverrideProposals {
  constructor(private readonly db: Database) {}

  async ofId(proposalId: string): Promise<OverrideProposal | undefined> {
    const rows = await this.db.query<ProposalRow>(
      `SELECT ${COLUMNS} FROM override_proposals WHERE proposal_id = $1`,
      [proposalId],
    );
    return rows[0] && proposalOf(rows[0]);
  }

  async list(filter: { status?: ProposalStatus; applicationId?: string }): Promise<OverrideProposal[]> {
    const rows = await this.db.query<ProposalRow>(
      `SELECT ${COLUMNS} FROM override_proposals
        WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR application_id = $2)
        ORDER BY proposed_at DESC, proposal_id LIMIT 200`,
      [filter.status ?? null, filter.applicationId ?? null],
    );
    return rows.map(proposalOf);
  }
}
