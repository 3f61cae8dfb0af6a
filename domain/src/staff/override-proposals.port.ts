import type { OverrideProposal, ProposalStatus } from './override-proposal';

/**
 * The maker-checker proposals as one unit of work sees them: a proposal and its decision are written
 * with the change they make and its audit entries, so an approved change applies once (decision 1830).
 */
export interface OverrideProposalsInTransaction {
  /**
   * Adds the proposal unless another pending one asks the same change (`openProposalKey`), which it
   * answers instead; the storage holds this when two members propose at once (decision 2113). An
   * expired one that asked the same is closed first, as replaced.
   */
  add(proposal: OverrideProposal): Promise<OverrideProposal | undefined>;
  /** The proposal, locked until the unit of work ends, so two deciders take turns. */
  ofId(proposalId: string): Promise<OverrideProposal | undefined>;
  /** Writes the decision only while the proposal is pending; false when someone decided it meanwhile. */
  decide(decided: OverrideProposal): Promise<boolean>;
  /** Closes a pending proposal with the reason it can no longer be decided; false when it is not pending. */
  close(closed: OverrideProposal): Promise<boolean>;
}

/** The proposals as the support desk reads them, newest first. */
export interface OverrideProposals {
  ofId(proposalId: string): Promise<OverrideProposal | undefined>;
  list(filter: { status?: ProposalStatus; applicationId?: string }): Promise<OverrideProposal[]>;
}
export const OVERRIDE_PROPOSALS = Symbol('OverrideProposals');
