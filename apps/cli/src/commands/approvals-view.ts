import {
  applicationSummaryOf,
  isExpired,
  KIND_WORDS,
  LeaseApplication,
  whyStale,
  type OverrideProposal,
} from '@lease-portal/domain';
import type { CliServices } from '../services';
import { moment } from './application-view';

/**
 * What the change does, in a few words: "approvals → businessDetails", "credit referred → approved",
 * "enrol Sam Lee <sam@…> as support", "Sam Lee support → administrator".
 */
export function changeOf(proposal: OverrideProposal): string {
  const { track, from, to, name, email, role } = proposal.change;
  if (proposal.kind === 'enrolStaff') return `enrol ${name} <${email}> as ${role}`;
  if (proposal.kind === 'enableStaff') return `enable ${name} <${email}> again as ${role}`;
  if (proposal.kind === 'promoteStaff') return `${name} ${from} → ${to}`;
  const arrow = `${from || '(none)'} → ${to}`;
  return proposal.kind === 'creditDecision' ? `credit ${arrow}` : `${track} ${arrow}`;
}

/** Pending proposals past their time read as expired: nobody can decide them any more. */
export const standingOf = (proposal: OverrideProposal, now: Date): string =>
  isExpired(proposal, now) ? 'expired' : proposal.status;

/** A proposal with the names a checker reads it by: who, on which business and officer, and whether it still applies. */
export interface ProposalFacts {
  proposal: OverrideProposal;
  standing: string;
  proposedByName: string;
  decidedByName?: string;
  /** The application's business and Authorised Officer (1), when it is about one. */
  business?: string;
  officer?: string;
  /** Why approving it would be refused as stale now; absent while it would apply. */
  stale?: string;
}

/** The names of the desk's members by id, read once for a list. */
export async function memberNames(services: CliServices): Promise<(staffId: string) => string> {
  const names = new Map((await services.staff.members.all()).map((member) => [member.staffId, member.name]));
  return (staffId) => names.get(staffId) ?? staffId;
}

export async function factsOf(
  services: CliServices,
  proposal: OverrideProposal,
  nameOf: (staffId: string) => string,
  now: Date,
): Promise<ProposalFacts> {
  const standing = standingOf(proposal, now);
  const facts: ProposalFacts = {
    proposal,
    standing,
    proposedByName: nameOf(proposal.proposedBy),
    ...(proposal.decidedBy ? { decidedByName: nameOf(proposal.decidedBy) } : {}),
  };
  if (!proposal.applicationId) return facts;
  const stored = await services.applications.ofId(proposal.applicationId);
  if (!stored) return facts;
  const summary = applicationSummaryOf(stored.value);
  const stale = standing === 'pending' ? whyStale(proposal, LeaseApplication.of(stored)) : undefined;
  return {
    ...facts,
    ...(summary.businessName ? { business: summary.businessName } : {}),
    ...(summary.officerName ? { officer: summary.officerName } : {}),
    ...(stale ? { stale } : {}),
  };
}

/** "Acme Pty Ltd, officer Jordan Tran (application 3f2c…)", or the member a change of the desk is about. */
export function aboutOf(facts: ProposalFacts): string {
  const { proposal, business, officer } = facts;
  if (!proposal.applicationId) return `staff member ${proposal.change.staffId}`;
  const names = [business ?? 'no business yet', officer ? `officer ${officer}` : undefined].filter(Boolean);
  return `${names.join(', ')} (application ${proposal.applicationId})`;
}

/** What happened to it, or until when it waits. */
function fateOf(facts: ProposalFacts): string {
  const { proposal, standing, decidedByName } = facts;
  const by = decidedByName ? ` by ${decidedByName}` : '';
  const at = proposal.decidedAt ? ` ${moment(proposal.decidedAt)}` : '';
  if (standing === 'pending') return `expires ${moment(proposal.expiresAt)}`;
  if (standing === 'expired') return `expired ${moment(proposal.expiresAt)}`;
  if (standing === 'closed') return `closed${by}${at}: ${proposal.closedReason ?? ''}`;
  return `${standing}${by}${at}`;
}

/** Three lines a proposal, as the inbox lists it: ids whole, as they are copied into approve. */
export function inboxLines(facts: ProposalFacts): string[] {
  const { proposal, standing, proposedByName } = facts;
  return [
    `${proposal.proposalId}  ${proposal.kind}  ${standing}  by ${proposedByName} ${moment(proposal.proposedAt)}, ${fateOf(facts)}`,
    `  ${aboutOf(facts)}: ${changeOf(proposal)}`,
    `  Reason: ${proposal.reason}${facts.stale ? `  (stale: ${facts.stale}; approving closes it)` : ''}`,
  ];
}

/** `approvals show`: the proposal whole, what it would do now, and how to decide it. */
export function proposalLines(facts: ProposalFacts): string[] {
  const { proposal, standing } = facts;
  const lines = [
    `Proposal ${proposal.proposalId}: ${KIND_WORDS[proposal.kind]} (${proposal.kind}), ${standing}`,
    `  About:     ${aboutOf(facts)}`,
    `  Change:    ${changeOf(proposal)}`,
    `  Reason:    ${proposal.reason}`,
    `  Proposed:  by ${facts.proposedByName}, ${moment(proposal.proposedAt)}`,
    `  Expires:   ${moment(proposal.expiresAt)}`,
  ];
  if (standing !== 'pending' && standing !== 'expired') lines.push(`  Outcome:   ${fateOf(facts)}`);
  if (standing === 'pending') {
    lines.push(
      facts.stale
        ? `  Now:       stale (${facts.stale}): approving it is refused and closes it; propose again if needed`
        : '  Now:       the application stands where the proposal found it: an approval applies it',
      '',
      `Decide it: lease-admin approvals approve ${proposal.proposalId}  (or reject, with --note)`,
    );
  }
  return lines;
}

/** The approval's question, naming the proposer, the business and the officer. */
export function decisionQuestion(verb: 'Approve' | 'Reject', facts: ProposalFacts): string {
  const { proposal, proposedByName, business, officer } = facts;
  const on = proposal.applicationId
    ? ` for ${business ?? `application ${proposal.applicationId}`}${officer ? ` (officer ${officer})` : ''}`
    : '';
  return `${verb} ${proposedByName}'s proposal${on}: ${changeOf(proposal)}?`;
}
