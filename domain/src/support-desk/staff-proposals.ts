import { auditActor } from '../application/audit-entry';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import type { OverrideProposal } from '../staff/override-proposal';
import { staffErrors } from '../staff/staff-errors';
import type { UnitOfWork } from '../lease-application/unit-of-work.port';

/**
 * Writes a proposal with its audit entry, unless another pending proposal asks the same change: then
 * nothing is written and the refusal names that one and its proposer, to be decided instead
 * (decision 2113). The storage holds the rule when two members propose at once.
 */
export function recordProposal(
  unitOfWork: UnitOfWork,
  proposal: OverrideProposal,
  details: Record<string, unknown>,
): Promise<Result<OverrideProposal, DomainError>> {
  return unitOfWork.run(async ({ overrides, auditEntries, staffMembers }) => {
    const open = await overrides.add(proposal);
    if (open) {
      const by = await staffMembers.ofId(open.proposedBy);
      return fail(staffErrors.proposalOpen(open.proposalId, by?.name ?? open.proposedBy));
    }
    await auditEntries.record({
      actor: auditActor.staff(proposal.proposedBy),
      action: 'override.proposed',
      ...(proposal.applicationId ? { applicationId: proposal.applicationId } : {}),
      subject: `proposal:${proposal.proposalId}`,
      at: proposal.proposedAt,
      details: { kind: proposal.kind, ...details, reason: proposal.reason, expiresAt: proposal.expiresAt },
    });
    return ok(proposal);
  });
}
