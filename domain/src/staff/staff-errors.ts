import { DomainError } from '../shared/result';

/** Stable reasons of the staff context, beside the shared codes (mapped once to CLI exit codes). */
export const STAFF_REASONS = {
  notPermitted: 'STAFF.NOT_PERMITTED',
  reasonRequired: 'STAFF.REASON_REQUIRED',
  ownProposal: 'STAFF.OWN_PROPOSAL',
  proposalDecided: 'STAFF.PROPOSAL_ALREADY_DECIDED',
  proposalExpired: 'STAFF.PROPOSAL_EXPIRED',
} as const;

export const staffErrors = {
  notPermitted: (action: string) =>
    new DomainError('FORBIDDEN', `Your role does not allow this (${action}).`, {
      reason: STAFF_REASONS.notPermitted,
      action,
    }),
  reasonRequired: () =>
    new DomainError('BAD_INPUT', 'Give a reason: it is kept in the audit trail.', {
      reason: STAFF_REASONS.reasonRequired,
      fields: { reason: ['Field is required'] },
    }),
  ownProposal: () =>
    new DomainError('FORBIDDEN', 'A proposal is approved or rejected by someone other than its proposer.', {
      reason: STAFF_REASONS.ownProposal,
    }),
  proposalDecided: (status: string) =>
    new DomainError('NOT_ALLOWED', `This proposal is already ${status}.`, {
      reason: STAFF_REASONS.proposalDecided,
    }),
  proposalExpired: () =>
    new DomainError('NOT_ALLOWED', 'This proposal has expired: propose it again if it is still needed.', {
      reason: STAFF_REASONS.proposalExpired,
    }),
};
