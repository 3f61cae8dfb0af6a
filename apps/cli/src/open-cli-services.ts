import { randomUUID } from 'node:crypto';
import {
  systemClock,
  RetryLeadDelivery,
  type IssuePasswordResetLink,
  type Clock,
  type Ids,
  type Mailer,
  type MailOutbox,
  type OrgProfiles,
  type SecretTokens,
  type StaffMembers,
  type UnitOfWork,
  type VehicleApplications,
  type ESignature,
} from '@lease-portal/domain';
import { NodeCryptoSecretTokens } from '@lease-portal/partners';
import {
  openDatabaseForTool,
  PostgresApplicationFinder,
  PostgresAuditTrail,
  PostgresIntroducerKeys,
  PostgresLeads,
  PostgresLoginAttempts,
  PostgresOrgProfiles,
  PostgresOutbox,
  PostgresOverrideProposals,
  PostgresPartnerJobDesk,
  PostgresPasswordResetTokens,
  PostgresRateBook,
  PostgresRateBookSummaries,
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
} from '@lease-portal/server/src/settings';
// The portal's factories of the use cases support runs: each use case is wired once, for both (decision 2071).
import { passwordLinkUseCases } from '@lease-portal/server/src/accounts/password-link-use-cases';
import { paperSigningCheckUseCases } from '@lease-portal/server/src/contract-signing/paper-signing-check-use-cases';
import { identityCheckStaffUseCases } from '@lease-portal/server/src/identity-check/identity-check-staff-use-cases';
import { officersUseCases } from '@lease-portal/server/src/lease-application/officers-use-cases';
import { introducerKeyUseCases } from '@lease-portal/server/src/introducers/introducer-key-use-cases';
import { madeOnUse } from '@lease-portal/server/src/made-on-use';
import { fileStorageOf } from '@lease-portal/server/src/files/file-storage-of';
import {
  organisationUseCases,
  staffEnrolmentUseCases,
  staffOverrideUseCases,
  staffRepairUseCases,
  type StaffRepairPorts,
} from '@lease-portal/server/src/staff/staff-use-cases';
import { confirmOnTerminal } from './confirm';
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
 * The CLI's own composition: the adapters of the portal that support runs, and its use cases made by
 * the same factories the portal's container calls (decision 2071), each made when a command first
 * reads it. A command loads and builds what it uses, not the portal.
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
    // With SMTP_URL, a kept mail is queued for the portal's job worker to send (decision 2107).
    outbox: () =>
      new PostgresOutbox(db, ports.ids, ports.clock, accounts.smtp ? { jobsQueued: () => {} } : undefined),
    mailer: () => ports.outbox,
    passwordLinks: () =>
      passwordLinkUseCases({
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
      }).issuePasswordResetLink,
    staffMembers: () => new PostgresStaffMembers(db),
  });
  // The use cases, from the portal's factories, with this process's ports: no job worker, no web server.
  const useCases = madeOnUse({
    enrolment: () =>
      staffEnrolmentUseCases({
        members: ports.staffMembers,
        tokens: ports.tokens,
        ids: ports.ids,
        clock: ports.clock,
        mailer: ports.mailer,
        unitOfWork: ports.unitOfWork,
      }),
    overrides: () =>
      staffOverrideUseCases({
        unitOfWork: ports.unitOfWork,
        ids: ports.ids,
        clock: ports.clock,
        tokens: ports.tokens,
        mailer: ports.mailer,
      }),
    organisations: () => organisationUseCases({ orgProfiles: ports.orgProfiles, clock: ports.clock }),
    officers: () =>
      officersUseCases({
        applications: ports.applications,
        unitOfWork: ports.unitOfWork,
        orgProfiles: ports.orgProfiles,
        passwordLinks: ports.passwordLinks,
        sessions: new PostgresSessions(db),
        ids: ports.ids,
        clock: ports.clock,
      }),
    repairs: () =>
      staffRepairUseCases(
        madeOnUse<StaffRepairPorts>({
          unitOfWork: () => ports.unitOfWork,
          clock: () => ports.clock,
          passwordLinks: () => ports.passwordLinks,
          eSignature: () => eSignatureOf(db, env, ports),
          jobs: () => new PostgresPartnerJobDesk(db),
          users: () => new PostgresUsers(db),
          access: () => new PostgresUserAccess(db),
          sessions: () => new PostgresSessions(db),
        }),
      ),
    paperSigning: () =>
      paperSigningCheckUseCases(
        madeOnUse({
          unitOfWork: () => ports.unitOfWork,
          clock: () => ports.clock,
          files: () => new PostgresUploadedFiles(db),
          storage: () => fileStorageOf(db, readFileSettings(env)),
        }),
      ),
    identityCheck: () =>
      identityCheckStaffUseCases(madeOnUse({ unitOfWork: () => ports.unitOfWork, clock: () => ports.clock })),
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
    issueQuotedApplication: () => useCases.officers.issueQuotedApplication,
    // The same use cases the API drives, with staff as the requester (decision 1230).
    nominateAuthorisedOfficer: () => useCases.officers.nominateAuthorisedOfficer,
    nominateSecondaryApplicant: () => useCases.officers.nominateSecondaryApplicant,
    staff: () =>
      madeOnUse<CliServices['staff']>({
        keys: () => composition.keys ?? fileStaffKeyStore(env),
        readKey: () => composition.readKey ?? readStaffKeyOnUse,
        members: () => ports.staffMembers,
        enrolFirst: () => useCases.enrolment.enrolFirst,
        add: () => useCases.enrolment.propose,
        promote: () => useCases.enrolment.promote,
        redeem: () => useCases.enrolment.redeem,
        resendEnrolment: () => useCases.enrolment.resendEnrolment,
        disable: () => useCases.enrolment.disable,
        enable: () => useCases.enrolment.enable,
        identify: () => useCases.enrolment.identify,
        reissueKey: () => useCases.enrolment.reissueKey,
        breakGlass: () => useCases.enrolment.breakGlass,
      }),
    overrides: () =>
      madeOnUse<CliServices['overrides']>({
        move: () => useCases.overrides.move,
        proposeCreditDecision: () => useCases.overrides.proposeCreditDecision,
        decide: () => useCases.overrides.decide,
        proposals: () => new PostgresOverrideProposals(db),
      }),
    organisations: () => useCases.organisations,
    repairs: () =>
      madeOnUse<CliServices['repairs']>({
        resetIdScanErrors: () => useCases.repairs.resetIdScanErrors,
        checkLeaseSigning: () => useCases.repairs.checkLeaseSigning,
        checkPaperSigning: () => useCases.paperSigning.checkPaperSigning,
        readSignedDocuments: () => useCases.paperSigning.readSignedDocuments,
        checkOfficerIdentity: () => useCases.identityCheck.checkOfficerIdentity,
        resendInvitation: () => useCases.repairs.resendInvitation,
        retryJob: () => useCases.repairs.retryJob,
        // Only the desk retries a lead: the portal's container has no use for it.
        retryLead: () =>
          new RetryLeadDelivery({
            leads: new PostgresLeads(db),
            jobs: new PostgresPartnerJobDesk(db),
            clock: ports.clock,
          }),
        jobs: () => new PostgresPartnerJobDesk(db),
        disableUser: () => useCases.repairs.disableUser,
        enableUser: () => useCases.repairs.enableUser,
        sendPasswordLink: () => useCases.repairs.sendPasswordLink,
        passwordLinks: () => ports.passwordLinks,
      }),
    introducerKeys: () =>
      introducerKeyUseCases({
        keys: new PostgresIntroducerKeys(db),
        orgProfiles: ports.orgProfiles,
        tokens: ports.tokens,
        ids: ports.ids,
        clock: ports.clock,
      }),
    confirm: () => composition.confirm ?? confirmOnTerminal,
  });
}

/** The hidden prompt's library is loaded by the commands that ask for a key, not by every command. */
async function readStaffKeyOnUse(prompt?: string): Promise<string> {
  return (await import('./read-staff-key')).readStaffKey(prompt);
}

/** The e-signature service, its adapter's module loaded when a command first asks for an envelope. */
function eSignatureOf(
  db: Database,
  env: NodeJS.ProcessEnv,
  ports: Pick<SharedPorts, 'tokens' | 'clock'>,
): Pick<ESignature, 'envelope'> {
  let adapter: Promise<Pick<ESignature, 'envelope'>> | undefined;
  const load = async () => (await import('./e-signature-on-use')).eSignatureAdapter(db, env, ports);
  return { envelope: async (envelopeId) => (await (adapter ??= load())).envelope(envelopeId) };
}
