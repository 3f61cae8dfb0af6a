import type {
  ApplicationFinder,
  CreateIntroducerKey,
  ListIntroducerKeys,
  RevokeIntroducerKey,
  BreakGlassStaffKey,
  EnableStaffMember,
  EnableUser,
  SendPasswordLinkAsStaff,
  ReissueStaffKey,
  PromoteStaffMember,
  ProposeStaffMember,
  RedeemEnrolmentCode,
  ResendEnrolmentCode,
  AuditTrail,
  CheckLeaseSigning,
  CheckOfficerIdentity,
  CheckPaperSigning,
  CreateOrganisation,
  DecideOverride,
  DisableUser,
  DisableStaffMember,
  EnrolFirstAdministrator,
  IdentifyStaffMember,
  StaffMembers,
  IssuePasswordResetLink,
  IssueQuotedApplication,
  Leads,
  NominateAuthorisedOfficer,
  NominateSecondaryApplicant,
  MailOutbox,
  MoveApplicationAsStaff,
  OrgProfiles,
  OverrideProposals,
  PartnerJobDesk,
  ResendOfficerInvitation,
  ResetIdScanErrors,
  RetryPartnerJob,
  RetryLeadDelivery,
  UpdateOrganisation,
  ProposeCreditDecision,
  RateBook,
  ReadSignedDocuments,
  RateBookSummaries,
  VehicleApplications,
} from '@lease-portal/domain';
import type { MailDelivery } from '@lease-portal/server';
import type { Output } from './output';
import type { StaffKeyStore } from './staff-key';

/** What the commands use, resolved from the portal's container only when a command runs. */
export interface CliServices {
  orgProfiles: OrgProfiles;
  applications: VehicleApplications;
  /** The support desk's search over applications (decision 1820). */
  finder: ApplicationFinder;
  auditTrail: AuditTrail;
  mailOutbox: MailOutbox;
  /** Where the mails commands send go: SMTP, or the outbox when lease-admin has no SMTP_URL. */
  mailDelivery: MailDelivery;
  rateBook: RateBook;
  rateBookSummaries: RateBookSummaries;
  leads: Leads;
  issueQuotedApplication: Pick<IssueQuotedApplication, 'check' | 'execute'>;
  nominateAuthorisedOfficer: Pick<NominateAuthorisedOfficer, 'execute'>;
  nominateSecondaryApplicant: Pick<NominateSecondaryApplicant, 'execute'>;
  /** The support desk's members, their keys and the member running the command (decision 1810). */
  staff: {
    keys: StaffKeyStore;
    members: Pick<StaffMembers, 'all' | 'ofId'>;
    enrolFirst: Pick<EnrolFirstAdministrator, 'execute'>;
    /** Proposes a member; set-up's second administrator is enrolled at once (decision 2040). */
    add: Pick<ProposeStaffMember, 'execute'>;
    promote: Pick<PromoteStaffMember, 'execute'>;
    /** Gives a new member their key for their enrolment code. */
    redeem: Pick<RedeemEnrolmentCode, 'execute'>;
    resendEnrolment: Pick<ResendEnrolmentCode, 'execute'>;
    disable: Pick<DisableStaffMember, 'execute'>;
    /** Proposes a disabled member enabled again (decision 2112). */
    enable: Pick<EnableStaffMember, 'execute'>;
    identify: Pick<IdentifyStaffMember, 'execute'>;
    /** A member's key replaced: by an administrator (mailed), by the member (shown), or break-glass. */
    reissueKey: Pick<ReissueStaffKey, 'forMember' | 'own'>;
    breakGlass: Pick<BreakGlassStaffKey, 'execute'>;
    /** Asks for a key (or, named so, an enrolment code) without echoing it, or reads it from standard input. */
    readKey(prompt?: string): Promise<string>;
  };
  /** Staff moves and the maker-checker proposals of overrides (decision 1830). */
  overrides: {
    move: Pick<MoveApplicationAsStaff, 'execute'>;
    proposeCreditDecision: Pick<ProposeCreditDecision, 'execute'>;
    decide: Pick<DecideOverride, 'execute'>;
    proposals: OverrideProposals;
  };
  /** Administrators' changes to organisations (decision 1850). */
  organisations: {
    create: Pick<CreateOrganisation, 'execute'>;
    update: Pick<UpdateOrganisation, 'execute'>;
  };
  /** Repairs that do not move an application (decision 1840). */
  repairs: {
    resetIdScanErrors: Pick<ResetIdScanErrors, 'execute'>;
    checkLeaseSigning: Pick<CheckLeaseSigning, 'look' | 'execute'>;
    /** The staff check of the documents signed on paper, and reading them first (decision 2030). */
    checkPaperSigning: Pick<CheckPaperSigning, 'execute'>;
    readSignedDocuments: Pick<ReadSignedDocuments, 'execute'>;
    /** The staff check of an officer's licence that waits for them, 'ID to check' (decision 2080). */
    checkOfficerIdentity: Pick<CheckOfficerIdentity, 'execute'>;
    resendInvitation: Pick<ResendOfficerInvitation, 'execute'>;
    retryJob: Pick<RetryPartnerJob, 'check' | 'execute'>;
    /** A lead a partner did not take, delivered again by its own job (decision 2115). */
    retryLead: Pick<RetryLeadDelivery, 'check' | 'execute'>;
    jobs: Pick<PartnerJobDesk, 'list' | 'ofId'>;
    disableUser: Pick<DisableUser, 'execute'>;
    /** A disabled user enabled again, their old password cleared (decision 2112). */
    enableUser: Pick<EnableUser, 'execute'>;
    /** A password link, never to a disabled user (decision 2112). */
    sendPasswordLink: Pick<SendPasswordLinkAsStaff, 'execute'>;
    passwordLinks: Pick<IssuePasswordResetLink, 'execute'>;
  };
  /** Asks the operator a yes/no question; false when nobody can answer (no terminal). */
  /** The keys introducers' systems send their organisation's leads with (decision 2121). */
  introducerKeys: {
    create: Pick<CreateIntroducerKey, 'execute'>;
    list: Pick<ListIntroducerKeys, 'execute'>;
    revoke: Pick<RevokeIntroducerKey, 'check' | 'execute'>;
  };
  confirm(question: string): Promise<boolean>;
}

export type OpenServices = () => Promise<CliServices>;

/**
 * What a command's implementation is given when it runs: the services, opened when it first asks, and
 * where it prints. Each command group's declarations import their implementation only then.
 */
export interface CommandContext {
  open: OpenServices;
  out: Output;
}
