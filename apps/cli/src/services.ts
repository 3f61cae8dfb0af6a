import type {
  AuditTrail,
  IssueQuotedApplication,
  Leads,
  NominateAuthorisedOfficer,
  NominateSecondaryApplicant,
  MailOutbox,
  OrgProfiles,
  RateBook,
  RateBookSummaries,
  VehicleApplications,
} from '@lease-portal/domain';

/** What the commands use, resolved from the portal's container only when a command runs. */
export interface CliServices {
  /**
   * Who runs the command, for the audit trail: the operating-system account (decision 0010). Staff
   * identities of their own replace it with the support tooling.
   */
  operator: string;
  orgProfiles: OrgProfiles;
  applications: VehicleApplications;
  auditTrail: AuditTrail;
  mailOutbox: MailOutbox;
  rateBook: RateBook;
  rateBookSummaries: RateBookSummaries;
  leads: Leads;
  issueQuotedApplication: Pick<IssueQuotedApplication, 'check' | 'execute'>;
  nominateAuthorisedOfficer: Pick<NominateAuthorisedOfficer, 'execute'>;
  nominateSecondaryApplicant: Pick<NominateSecondaryApplicant, 'execute'>;
  /** Asks the operator a yes/no question; false when nobody can answer (no terminal). */
  confirm(question: string): Promise<boolean>;
}

export type OpenServices = () => Promise<CliServices>;
