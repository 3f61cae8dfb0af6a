import {
  APPLICATION_FINDER,
  PromoteStaffMember,
  ProposeStaffMember,
  RedeemEnrolmentCode,
  ResendEnrolmentCode,
  AUDIT_TRAIL,
  CheckLeaseSigning,
  CheckPaperSigning,
  CreateOrganisation,
  DecideOverride,
  DisableUser,
  DisableStaffMember,
  EnrolFirstAdministrator,
  IdentifyStaffMember,
  STAFF_MEMBERS,
  CLOCK,
  IDS,
  IssuePasswordResetLink,
  IssueQuotedApplication,
  LEADS,
  MAIL_OUTBOX,
  MoveApplicationAsStaff,
  OVERRIDE_PROPOSALS,
  ProposeCreditDecision,
  NominateAuthorisedOfficer,
  NominateSecondaryApplicant,
  ORG_PROFILES,
  PARTNER_JOB_DESK,
  RATE_BOOK,
  RATE_BOOK_SUMMARIES,
  ReadSignedDocuments,
  ResendOfficerInvitation,
  ResetIdScanErrors,
  RetryPartnerJob,
  UpdateOrganisation,
  UNIT_OF_WORK,
  VEHICLE_APPLICATIONS,
} from '@lease-portal/domain';
import type { Container } from 'inversify';
import { openDatabaseForTool, type Database } from '@lease-portal/postgres';
import { buildContainer, MAIL_DELIVERY, readConfig, readPartnerSettings } from '@lease-portal/server';
import { confirmOnTerminal } from './confirm';
import { readStaffKey } from './read-staff-key';
import { fileStaffKeyStore, type StaffKeyStore } from './staff-key';
import type { CliServices } from './services';

/**
 * The CLI's services come from the portal's own composition root, on the portal's data: DATABASE_URL,
 * else the running portal's embedded database over its loopback socket, else the data folder itself.
 */
export function openCliServices(env: NodeJS.ProcessEnv = process.env) {
  let db: Database | undefined;
  return {
    async open(): Promise<CliServices> {
      const config = readConfig(env);
      db ??= await openDatabaseForTool({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      return cliServicesOf(buildContainer(db, readPartnerSettings(env)), confirmOnTerminal, {
        keys: fileStaffKeyStore(env),
        readKey: readStaffKey,
      });
    },
    async close() {
      await db?.close();
    },
  };
}

/** The commands' services out of one container: the portal's, or a test's on its own database. */
export function cliServicesOf(
  container: Container,
  confirm: CliServices['confirm'] = confirmOnTerminal,
  staffKeys: { keys: StaffKeyStore; readKey: (prompt?: string) => Promise<string> } = {
    keys: fileStaffKeyStore(),
    readKey: readStaffKey,
  },
): CliServices {
  return {
    orgProfiles: container.get(ORG_PROFILES),
    applications: container.get(VEHICLE_APPLICATIONS),
    finder: container.get(APPLICATION_FINDER),
    auditTrail: container.get(AUDIT_TRAIL),
    mailOutbox: container.get(MAIL_OUTBOX),
    mailDelivery: container.get(MAIL_DELIVERY),
    rateBook: container.get(RATE_BOOK),
    rateBookSummaries: container.get(RATE_BOOK_SUMMARIES),
    leads: container.get(LEADS),
    // Built from the portal's own bindings: the portal itself has no front end for it yet.
    issueQuotedApplication: new IssueQuotedApplication({
      unitOfWork: container.get(UNIT_OF_WORK),
      orgProfiles: container.get(ORG_PROFILES),
      passwordLinks: container.get(IssuePasswordResetLink),
      ids: container.get(IDS),
      clock: container.get(CLOCK),
    }),
    // The same use cases the API drives, with staff as the requester (decision 1230).
    nominateAuthorisedOfficer: container.get(NominateAuthorisedOfficer),
    nominateSecondaryApplicant: container.get(NominateSecondaryApplicant),
    staff: {
      ...staffKeys,
      members: container.get(STAFF_MEMBERS),
      enrolFirst: container.get(EnrolFirstAdministrator),
      add: container.get(ProposeStaffMember),
      promote: container.get(PromoteStaffMember),
      redeem: container.get(RedeemEnrolmentCode),
      resendEnrolment: container.get(ResendEnrolmentCode),
      disable: container.get(DisableStaffMember),
      identify: container.get(IdentifyStaffMember),
    },
    overrides: {
      move: container.get(MoveApplicationAsStaff),
      proposeCreditDecision: container.get(ProposeCreditDecision),
      decide: container.get(DecideOverride),
      proposals: container.get(OVERRIDE_PROPOSALS),
    },
    organisations: {
      create: container.get(CreateOrganisation),
      update: container.get(UpdateOrganisation),
    },
    repairs: {
      resetIdScanErrors: container.get(ResetIdScanErrors),
      checkLeaseSigning: container.get(CheckLeaseSigning),
      checkPaperSigning: container.get(CheckPaperSigning),
      readSignedDocuments: container.get(ReadSignedDocuments),
      resendInvitation: container.get(ResendOfficerInvitation),
      retryJob: container.get(RetryPartnerJob),
      jobs: container.get(PARTNER_JOB_DESK),
      disableUser: container.get(DisableUser),
      passwordLinks: container.get(IssuePasswordResetLink),
    },
    confirm,
  };
}
