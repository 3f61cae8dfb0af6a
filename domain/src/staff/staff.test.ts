import {
  decideOverride,
  isExpired,
  proposeOverride,
  PROPOSAL_LIFETIME_MS,
  type OverrideProposal,
  type ProposeOverrideCommand,
} from './override-proposal';
import { STAFF_REASONS } from './staff-errors';
import { mayAct, type StaffMember, type StaffRole } from './staff-member';

const member = (staffId: string, role: StaffRole, status: StaffMember['status'] = 'active'): StaffMember => ({
  staffId,
  name: staffId,
  email: `${staffId}@provider.example`,
  role,
  status,
});

const proposedAt = new Date('2026-11-24T09:00:00Z');
const later = (ms: number) => new Date(proposedAt.getTime() + ms);

const command: ProposeOverrideCommand = {
  proposalId: 'proposal-1',
  kind: 'creditDecision',
  applicationId: 'application-1',
  change: { statusCreditCheck: 'approved' },
  reason: ' Bureau file corrected by phone ',
};

function aProposal(kind: OverrideProposal['kind'] = 'creditDecision'): OverrideProposal {
  const proposed = proposeOverride(member('sam', 'support'), { ...command, kind }, proposedAt);
  if (!proposed.ok) throw proposed.error;
  return proposed.value;
}

const reasonOf = (result: { ok: boolean; error?: { details?: Record<string, unknown> } }) =>
  result.ok ? undefined : result.error?.details?.reason;

describe('what staff may do, by role', () => {
  it('lets support repair but not approve overrides nor run organisations', () => {
    const support = member('sam', 'support');
    expect(mayAct(support, 'advanceApplication')).toBe(true);
    expect(mayAct(support, 'approveOverride')).toBe(false);
    expect(mayAct(support, 'manageOrganisations')).toBe(false);
  });

  it('lets a credit officer approve overrides, and an administrator manage staff', () => {
    expect(mayAct(member('cora', 'creditOfficer'), 'approveOverride')).toBe(true);
    expect(mayAct(member('cora', 'creditOfficer'), 'manageStaff')).toBe(false);
    expect(mayAct(member('ada', 'administrator'), 'manageStaff')).toBe(true);
  });

  it('lets a disabled member do nothing, not even read', () => {
    expect(mayAct(member('ada', 'administrator', 'disabled'), 'read')).toBe(false);
  });
});

describe('maker-checker overrides', () => {
  it('records a proposal with its proposer, trimmed reason and expiry', () => {
    expect(aProposal()).toEqual({
      ...command,
      reason: 'Bureau file corrected by phone',
      proposedBy: 'sam',
      proposedAt: '2026-11-24T09:00:00.000Z',
      expiresAt: '2026-11-26T09:00:00.000Z',
      status: 'pending',
    });
  });

  it('needs a reason, and a member who may propose', () => {
    expect(
      reasonOf(proposeOverride(member('sam', 'support'), { ...command, reason: '  ' }, proposedAt)),
    ).toBe(STAFF_REASONS.reasonRequired);
    expect(reasonOf(proposeOverride(member('sam', 'support', 'disabled'), command, proposedAt))).toBe(
      STAFF_REASONS.notPermitted,
    );
  });

  it('is approved by a second member with the right role', () => {
    const decided = decideOverride(aProposal(), member('cora', 'creditOfficer'), 'approved', later(60_000));
    expect(decided).toEqual({
      ok: true,
      value: expect.objectContaining({
        status: 'approved',
        decidedBy: 'cora',
        decidedAt: '2026-11-24T09:01:00.000Z',
      }),
    });
  });

  it('is never decided by its own proposer, even an administrator', () => {
    const own = proposeOverride(member('ada', 'administrator'), command, proposedAt);
    if (!own.ok) throw own.error;
    expect(reasonOf(decideOverride(own.value, member('ada', 'administrator'), 'approved', later(1)))).toBe(
      STAFF_REASONS.ownProposal,
    );
  });

  it('is never decided by the member it is about, even an administrator', () => {
    const aboutGrace = proposeOverride(
      member('ada', 'administrator'),
      {
        proposalId: 'proposal-2',
        kind: 'promoteStaff',
        change: { staffId: 'grace', name: 'Grace', from: 'creditOfficer', to: 'administrator' },
        reason: 'Runs the desk',
      },
      proposedAt,
    );
    if (!aboutGrace.ok) throw aboutGrace.error;
    for (const decision of ['approved', 'rejected'] as const) {
      expect(
        reasonOf(decideOverride(aboutGrace.value, member('grace', 'administrator'), decision, later(1))),
      ).toBe(STAFF_REASONS.ownSubject);
    }
    expect(decideOverride(aboutGrace.value, member('alan', 'administrator'), 'approved', later(1)).ok).toBe(
      true,
    );
    expect(
      reasonOf(decideOverride(aboutGrace.value, member('cora', 'creditOfficer'), 'approved', later(1))),
    ).toBe(STAFF_REASONS.notPermitted);
  });

  it('is not approved by a role the kind does not name', () => {
    expect(reasonOf(decideOverride(aProposal(), member('sue', 'support'), 'approved', later(1)))).toBe(
      STAFF_REASONS.notPermitted,
    );
    expect(
      reasonOf(decideOverride(aProposal('reopen'), member('cora', 'creditOfficer'), 'approved', later(1))),
    ).toBe(STAFF_REASONS.notPermitted);
    expect(decideOverride(aProposal('reopen'), member('ada', 'administrator'), 'approved', later(1)).ok).toBe(
      true,
    );
  });

  it('expires when its lifetime is over', () => {
    const proposal = aProposal();
    expect(isExpired(proposal, later(PROPOSAL_LIFETIME_MS - 1))).toBe(false);
    expect(isExpired(proposal, later(PROPOSAL_LIFETIME_MS))).toBe(true);
    expect(
      reasonOf(
        decideOverride(proposal, member('cora', 'creditOfficer'), 'approved', later(PROPOSAL_LIFETIME_MS)),
      ),
    ).toBe(STAFF_REASONS.proposalExpired);
  });

  it('is decided once', () => {
    const approved = decideOverride(aProposal(), member('cora', 'creditOfficer'), 'approved', later(1));
    if (!approved.ok) throw approved.error;
    expect(
      reasonOf(decideOverride(approved.value, member('ada', 'administrator'), 'rejected', later(2))),
    ).toBe(STAFF_REASONS.proposalDecided);
  });
});
