import type { OverrideProposal, PartnerJobSummary } from '@lease-portal/domain';
import { moment, wrapped } from './application-view';
import { changeOf } from './approvals.actions';

/**
 * What else an application waits for, after `application show`'s sections: overrides awaiting a
 * second member, and partner calls not done yet (decisions 1830, 1840). Nothing when there is none.
 */
export function waitingLines(
  pending: OverrideProposal[],
  partnerJobs: PartnerJobSummary[],
  width?: number,
): string[] {
  const lines: string[] = [];
  /** A line wrapped to the terminal, continued under its text: nothing is cut (decision 2115). */
  const line = (indent: string, text: string) => wrapped(indent, text, width);
  if (pending.length > 0) {
    lines.push('', 'Awaiting approval');
    for (const proposal of pending) {
      lines.push(`  ${proposal.proposalId}  ${proposal.kind}, until ${moment(proposal.expiresAt)}`);
      lines.push(line('    ', `${changeOf(proposal)}; ${proposal.reason}`));
    }
  }
  if (partnerJobs.length > 0) {
    lines.push('', 'Partner calls');
    for (const job of partnerJobs) {
      const state =
        job.status === 'given-up'
          ? `given up after ${job.attempts} attempts: retry with \`lease-admin jobs retry ${job.id}\``
          : `waiting, attempt ${job.attempts + 1} due ${moment(job.dueAt)}`;
      lines.push(line(`  ${job.id}  `, `${job.kind}: ${state}`));
      if (job.lastError && job.status !== 'done') lines.push(line('    last error: ', job.lastError));
    }
  }
  return lines;
}
