import {
  DomainError,
  openProposalKey,
  type OverrideProposal,
  type OverrideProposals,
  type OverrideProposalsInTransaction,
  type ProposalStatus,
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
  closed_reason: string | null;
}

const COLUMNS =
  'proposal_id, kind, application_id, change, reason, proposed_by, proposed_at, expires_at, status, decided_by, decided_at, closed_reason';

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
  ...(row.closed_reason === null ? {} : { closedReason: row.closed_reason }),
});

/** Why an expired proposal was closed: a new one asks the same change. */
export const REPLACED_WHEN_EXPIRED = 'it expired, and a new proposal asks the same change';

/**
 * The proposals inside a unit of work's transaction (decision 1830). Reading one locks its row, and a
 * decision is written only while it is pending, so two approvals at once apply the change once.
 */
export function overrideProposalsIn(session: SqlSession): OverrideProposalsInTransaction {
  return {
    async add(proposal) {
      const openKey = openProposalKey(proposal);
      // An expired proposal of the same change gives way to the new one.
      await session.query(
        `UPDATE override_proposals SET status = 'closed', closed_reason = $3, decided_at = $2
          WHERE open_key = $1 AND status = 'pending' AND expires_at <= $2`,
        [openKey, proposal.proposedAt, REPLACED_WHEN_EXPIRED],
      );
      // The partial unique index holds one pending proposal a change: of two at once, the second waits
      // for the first to commit and then inserts nothing.
      const added = await session.query(
        `INSERT INTO override_proposals (${COLUMNS}, open_key)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (open_key) WHERE status = 'pending' DO NOTHING RETURNING proposal_id`,
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
          proposal.closedReason ?? null,
          openKey,
        ],
      );
      if (added.length === 1) return undefined;
      const open = await session.query<ProposalRow>(
        `SELECT ${COLUMNS} FROM override_proposals WHERE open_key = $1 AND status = 'pending'`,
        [openKey],
      );
      // Decided in the moment between the two statements: the member proposes again.
      if (!open[0])
        throw new DomainError(
          'CONCURRENT_UPDATE',
          'A proposal of the same change was decided meanwhile: propose again.',
        );
      return proposalOf(open[0]);
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
    async close(closed) {
      const rows = await session.query<{ proposal_id: string }>(
        `UPDATE override_proposals SET status = 'closed', closed_reason = $2, decided_by = $3, decided_at = $4
          WHERE proposal_id = $1 AND status = 'pending' RETURNING proposal_id`,
        [closed.proposalId, closed.closedReason ?? null, closed.decidedBy ?? null, closed.decidedAt ?? null],
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
