import type { OverrideProposal, PartnerJobSummary } from '@lease-portal/domain';
import { moment } from './application-view';
import { changeOf } from './approvals.actions';
import { cut, TABLE_WIDTH } from './fit-table';

/**
 * What else an application waits for, after `application show`'s sections: overrides awaiting a
 * second member, and partner calls not done yet (decisions 1830, 1840). Nothing when there is none.
 */
export function waitingLines(pending: OverrideProposal[], partnerJobs: PartnerJobSummary[]): string[] {
  const lines: string[] = [];
  if (pending.length > 0) {
    lines.push('', 'Awaiting approval');
    for (const proposal of pending) {
      lines.push(`  ${proposal.proposalId}  ${proposal.kind}, until ${moment(proposal.expiresAt)}`);
      lines.push(cut(`    ${changeOf(proposal)}; ${proposal.reason}`, TABLE_WIDTH));
    }
  }
  if (partnerJobs.length > 0) {
    lines.push('', 'Partner calls');
    for (const job of partnerJobs) {
      const state =
        job.status === 'given-up'
          ? `given up after ${job.attempts} attempts: retry with \`lease-admin jobs retry ${job.id}\``
          : `waiting, attempt ${job.attempts + 1} due ${moment(job.dueAt)}`;
      lines.push(cut(`  ${job.id}  ${job.kind}: ${state}`, TABLE_WIDTH));
      if (job.lastError) lines.push(cut(`    last error: ${job.lastError}`, TABLE_WIDTH));
    }
  }
  return lines;
}
