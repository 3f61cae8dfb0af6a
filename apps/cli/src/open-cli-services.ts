import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  CheckLeaseSigning,
  CheckPaperSigning,
  CreateOrganisation,
  DecideOverride,
  DisableStaffMember,
  DisableUser,
  EnrolFirstAdministrator,
  IdentifyStaffMember,
  IssuePasswordResetLink,
  IssueQuotedApplication,
  MoveApplicationAsStaff,
  NominateAuthorisedOfficer,
  NominateSecondaryApplicant,
  PromoteStaffMember,
  ProposeCreditDecision,
  ProposeStaffMember,
  ReadSignedDocuments,
  RedeemEnrolmentCode,
  ResendEnrolmentCode,
  ResendOfficerInvitation,
  ResetIdScanErrors,
  RetryPartnerJob,
  systemClock,
  UpdateOrganisation,
  type Clock,
  type Ids,
  type Mail,
  type Mailer,
  type MailOutbox,
  type OfficersDependencies,
  type OrgProfiles,
  type SecretTokens,
  type StaffEnrolmentDependencies,
  type StaffMembers,
  type UnitOfWork,
  type VehicleApplications,
} from '@lease-portal/domain';
import { FolderFileStorage } from '@lease-portal/files';
import { NodeCryptoSecretTokens, SandboxESignature } from '@lease-portal/partners';
import {
  openDatabaseForTool,
  PostgresApplicationFinder,
  PostgresAuditTrail,
  PostgresLeads,
  PostgresLoginAttempts,
  PostgresOrgProfiles,
  PostgresOutbox,
  PostgresOverrideProposals,
  PostgresPartnerJobDesk,
  PostgresPasswordResetTokens,
  PostgresRateBook,
  PostgresRateBookSummaries,
  PostgresSandboxEnvelopeStore,
  PostgresSessions,
  PostgresStaffMembers,
  PostgresUnitOfWork,
  PostgresUploadedFiles,
  PostgresUserAccess,
  PostgresUsers,
  PostgresVehicleApplications,
  type Database,
} from '@lease-portal/postgres';
// The settings' readers alone: the server's index brings the portal's whole composition root.
import {
  mailDeliveryOf,
  readAccountSettings,
  readConfig,
  readFileSettings,
  type AccountSettings,
} from '@lease-portal/server/src/settings';
import { confirmOnTerminal } from './confirm';
import { madeOnUse } from './made-on-use';
import type { CliServices } from './services';
import { fileStaffKeyStore, type StaffKeyStore } from './staff-key';

/**
 * The CLI's services on the portal's data: DATABASE_URL, else the running portal's embedded database
 * over its loopback socket, else the data folder itself.
 */
export function openCliServices(env: NodeJS.ProcessEnv = process.env) {
  let db: Database | undefined;
  return {
    async open(): Promise<CliServices> {
      const config = readConfig(env);
      db ??= await openDatabaseForTool({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      return cliServicesOf(db, { env });
    },
    async close() {
      await db?.close();
    },
  };
}

/** How the commands' services are made, beyond the database: all optional, for tests. */
export interface CliComposition {
  /** Where the settings are read: SMTP, the portal's links, the data folder (default process.env). */
  env?: NodeJS.ProcessEnv;
  confirm?: CliServices['confirm'];
  keys?: StaffKeyStore;
  readKey?: (prompt?: string) => Promise<string>;
  /** The unit of work every change runs in; a test gives one that fails. */
  unitOfWork?: UnitOfWork;
}

/** What several use cases share, made once and only when a command needs it. */
interface SharedPorts {
  clock: Clock;
  ids: Ids;
  tokens: SecretTokens;
  unitOfWork: UnitOfWork;
  orgProfiles: OrgProfiles;
  applications: VehicleApplications;
  outbox: MailOutbox & Mailer;
  mailer: Mailer;
  passwordLinks: IssuePasswordResetLink;
  staffMembers: StaffMembers;
}

/**
 * The CLI's own composition: the adapters and use cases of the portal that support runs, wired as the
 * portal's composition root wires them (apps/server/src/composition-root.ts), each made when a command
 * first reads it. A command loads and builds what it uses, not the portal.
 */
export function cliServicesOf(db: Database, composition: CliComposition = {}): CliServices {
  const env = composition.env ?? process.env;
  const accounts = readAccountSettings(env);
  const ports: SharedPorts = madeOnUse<SharedPorts>({
    clock: () => systemClock,
    ids: () => ({ next: () => randomUUID() }),
    tokens: () => new NodeCryptoSecretTokens(),
    // No job worker runs in this process: the portal's workers find queued jobs at their next poll.
    unitOfWork: () => composition.unitOfWork ?? new PostgresUnitOfWork(db),
    orgProfiles: () => new PostgresOrgProfiles(db),
    applications: () => new PostgresVehicleApplications(db),
    outbox: () => new PostgresOutbox(db, ports.ids, ports.clock),
    mailer: () => (accounts.smtp ? smtpMailer(accounts.smtp) : ports.outbox),
    passwordLinks: () =>
      new IssuePasswordResetLink({
        users: new PostgresUsers(db),
        orgProfiles: ports.orgProfiles,
        resetTokens: new PostgresPasswordResetTokens(db),
        tokens: ports.tokens,
        mailer: ports.mailer,
        attempts: new PostgresLoginAttempts(db),
        clock: ports.clock,
        ids: ports.ids,
        links: accounts.links,
        audit: new PostgresAuditTrail(db),
      }),
    staffMembers: () => new PostgresStaffMembers(db),
  });
  const enrolment = (): StaffEnrolmentDependencies => ({
    members: ports.staffMembers,
    tokens: ports.tokens,
    ids: ports.ids,
    clock: ports.clock,
    mailer: ports.mailer,
    unitOfWork: ports.unitOfWork,
  });
  const officers = (): OfficersDependencies => ({
    applications: ports.applications,
    unitOfWork: ports.unitOfWork,
    orgProfiles: ports.orgProfiles,
    passwordLinks: ports.passwordLinks,
    sessions: new PostgresSessions(db),
    ids: ports.ids,
    clock: ports.clock,
  });

  return madeOnUse<CliServices>({
    orgProfiles: () => ports.orgProfiles,
    applications: () => ports.applications,
    finder: () => new PostgresApplicationFinder(db),
    auditTrail: () => new PostgresAuditTrail(db),
    mailOutbox: () => ports.outbox,
    mailDelivery: () => mailDeliveryOf(accounts),
    // The portal's cache of answers is no use to one command: the store bumps the revision it follows.
    rateBook: () => new PostgresRateBook(db),
    rateBookSummaries: () => new PostgresRateBookSummaries(db),
    leads: () => new PostgresLeads(db),
    issueQuotedApplication: () =>
      new IssueQuotedApplication({
        unitOfWork: ports.unitOfWork,
        orgProfiles: ports.orgProfiles,
        passwordLinks: ports.passwordLinks,
        ids: ports.ids,
        clock: ports.clock,
      }),
    // The same use cases the API drives, with staff as the requester (decision 1230).
    nominateAuthorisedOfficer: () => new NominateAuthorisedOfficer(officers()),
    nominateSecondaryApplicant: () => new NominateSecondaryApplicant(officers()),
    staff: () =>
      madeOnUse<CliServices['staff']>({
        keys: () => composition.keys ?? fileStaffKeyStore(env),
        readKey: () => composition.readKey ?? readStaffKeyOnUse,
        members: () => ports.staffMembers,
        enrolFirst: () => new EnrolFirstAdministrator(enrolment()),
        add: () => new ProposeStaffMember(enrolment()),
        promote: () => new PromoteStaffMember(enrolment()),
        redeem: () => new RedeemEnrolmentCode(enrolment()),
        resendEnrolment: () => new ResendEnrolmentCode(enrolment()),
        disable: () => new DisableStaffMember(enrolment()),
        identify: () => new IdentifyStaffMember(enrolment()),
      }),
    overrides: () =>
      madeOnUse<CliServices['overrides']>({
        move: () =>
          new MoveApplicationAsStaff({ unitOfWork: ports.unitOfWork, ids: ports.ids, clock: ports.clock }),
        proposeCreditDecision: () =>
          new ProposeCreditDecision({ unitOfWork: ports.unitOfWork, ids: ports.ids, clock: ports.clock }),
        decide: () =>
          new DecideOverride({
            unitOfWork: ports.unitOfWork,
            clock: ports.clock,
            tokens: ports.tokens,
            mailer: ports.mailer,
          }),
        proposals: () => new PostgresOverrideProposals(db),
      }),
    organisations: () =>
      madeOnUse<CliServices['organisations']>({
        create: () => new CreateOrganisation({ orgProfiles: ports.orgProfiles, clock: ports.clock }),
        update: () => new UpdateOrganisation({ orgProfiles: ports.orgProfiles, clock: ports.clock }),
      }),
    repairs: () =>
      madeOnUse<CliServices['repairs']>({
        resetIdScanErrors: () => new ResetIdScanErrors({ unitOfWork: ports.unitOfWork, clock: ports.clock }),
        checkLeaseSigning: () =>
          new CheckLeaseSigning({
            unitOfWork: ports.unitOfWork,
            clock: ports.clock,
            // The e-signature service is the embedded sandbox until a real one has a client (decision 1510).
            eSignature: new SandboxESignature(
              new PostgresSandboxEnvelopeStore(db),
              ports.tokens,
              ports.clock,
            ),
          }),
        checkPaperSigning: () => new CheckPaperSigning({ unitOfWork: ports.unitOfWork, clock: ports.clock }),
        readSignedDocuments: () =>
          new ReadSignedDocuments({
            unitOfWork: ports.unitOfWork,
            clock: ports.clock,
            files: new PostgresUploadedFiles(db),
            storage: new FolderFileStorage(path.join(readFileSettings(env).dataDir, 'files')),
          }),
        resendInvitation: () =>
          new ResendOfficerInvitation({
            unitOfWork: ports.unitOfWork,
            clock: ports.clock,
            passwordLinks: ports.passwordLinks,
          }),
        retryJob: () => new RetryPartnerJob({ jobs: new PostgresPartnerJobDesk(db), clock: ports.clock }),
        jobs: () => new PostgresPartnerJobDesk(db),
        disableUser: () =>
          new DisableUser({
            users: new PostgresUsers(db),
            access: new PostgresUserAccess(db),
            sessions: new PostgresSessions(db),
            clock: ports.clock,
          }),
        passwordLinks: () => ports.passwordLinks,
      }),
    confirm: () => composition.confirm ?? confirmOnTerminal,
  });
}

/** The hidden prompt's library is loaded by the commands that ask for a key, not by every command. */
async function readStaffKeyOnUse(prompt?: string): Promise<string> {
  return (await import('./read-staff-key')).readStaffKey(prompt);
}

/** nodemailer is loaded when the first mail goes out over SMTP, not by every command. */
function smtpMailer(smtp: NonNullable<AccountSettings['smtp']>): Mailer {
  let connected: Promise<Mailer> | undefined;
  return {
    async send(mail: Mail) {
      connected ??= import('./smtp-mailer').then(({ SmtpMailer }) => SmtpMailer.connect(smtp));
      await (await connected).send(mail);
    },
  };
}
