import type { OverrideProposal, ProposalStatus } from './override-proposal';

/**
 * The maker-checker proposals as one unit of work sees them: a proposal and its decision are written
 * with the change they make and its audit entries, so an approved change applies once (decision 1830).
 */
export interface OverrideProposalsInTransaction {
  add(proposal: OverrideProposal): Promise<void>;
  /** The proposal, locked until the unit of work ends, so two deciders take turns. */
  ofId(proposalId: string): Promise<OverrideProposal | undefined>;
  /** Writes the decision only while the proposal is pending; false when someone decided it meanwhile. */
  decide(decided: OverrideProposal): Promise<boolean>;
}

/** The proposals as the support desk reads them, newest first. */
export interface OverrideProposals {
  ofId(proposalId: string): Promise<OverrideProposal | undefined>;
  list(filter: { status?: ProposalStatus; applicationId?: string }): Promise<OverrideProposal[]>;
}
export const OVERRIDE_PROPOSALS = Symbol('OverrideProposals');
