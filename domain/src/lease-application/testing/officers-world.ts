import { IssuePasswordResetLink } from '../../accounts/issue-password-reset-link';
import { InMemoryOrgProfilesById, testPortalLinks } from '../../accounts/testing/accounts-world';
import {
  CollectingMailer,
  CountingSecretTokens,
  InMemoryLoginAttempts,
  InMemoryPasswordResetTokens,
  InMemorySessions,
  SequentialIds,
  SettableClock,
} from '../../accounts/testing/in-memory-accounts';
import type { User } from '../../accounts/user';
import { applicantRoleOf } from '../../application/applicant-role';
import { InMemoryAuditTrail } from '../../application/testing/in-memory-audit-trail';
import type {
  PrimaryApplicant,
  ApplicationJourney,
  SecondaryApplicant,
} from '../../application/application-journey';
import type { VehicleApplication } from '../../application/vehicle-application';
import type { OrgProfile } from '../../organisation/org-profile';
import { ConfirmPrimaryApplicant } from '../confirm-primary-applicant';
import { NominateAuthorisedOfficer } from '../nominate-authorised-officer';
import { NominateSecondaryApplicant } from '../nominate-secondary-applicant';
import { OFFICER_INVITATION_JOB } from '../officer-invitation-jobs';
import type { OfficersDependencies } from '../officers';
import { ResendSecondaryInvitation } from '../resend-secondary-invitation';
import { SendOfficerInvitation } from '../send-officer-invitation';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work';

// Test support only: the officers' use cases over one in-memory store, mailer and session store.

export const anOfficersOrg = (overrides: Partial<OrgProfile> = {}): OrgProfile => ({
  orgId: 'org-au',
  name: 'Fleet Co',
  region: 'AU',
  whiteLabel: {
    region: 'AU',
    enableWhiteLabel: true,
    domains: ['lease.fleetco.example'],
    introducerName: 'Fleet Co',
  },
  calculator: { headerLinks: [] },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
  theme: { primaryColour: '#aa0000' },
  loginLogos: {},
  ...overrides,
});

export const anOfficer = (overrides: Partial<User> = {}): User => ({
  id: 'ada',
  orgId: 'org-au',
  firstName: 'Ada',
  lastName: 'Officer',
  email: 'ada@business.example',
  contactNumber: '0412000111',
  region: 'AU',
  createdAt: '2026-05-01T00:00:00.000Z',
  ...overrides,
});

/** A fluent application for the officers' tests: a quote of Ada's at business details, business confirmed. */
export class OfficersApplicationBuilder {
  private application: VehicleApplication = {
    applicationId: 'app-ada',
    applicationType: 'standard',
    orgId: 'org-au',
    orgUserId: 'ada',
    journey: {
      status: 'businessDetails',
      primaryApplicant: {
        userId: 'ada',
        firstName: 'Ada',
        lastName: 'Officer',
        email: 'ada@business.example',
        phone: '0412000111',
      },
      entityDetails: { entityName: 'Ada Haulage Pty Ltd', abn: '51824753556', entityType: 'PRV' },
      quoteDetails: { primaryQuoteReference: 'Q-77' },
      vehicleDetails: { make: 'Kia', model: 'EV6' },
      currentUser: { region: 'AU', orgName: 'Fleet Co', firstName: 'Ada', email: 'ada@business.example' },
    },
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
  };

  private board(changes: Partial<ApplicationJourney>): this {
    this.application = { ...this.application, journey: { ...this.application.journey, ...changes } };
    return this;
  }
  withId(applicationId: string): this {
    this.application = { ...this.application, applicationId };
    return this;
  }
  withStatus(status: ApplicationJourney['status']): this {
    return this.board({ status });
  }
  confirmed(hasSecondaryApplicant: 'yes' | 'no' = 'yes'): this {
    const { primaryApplicant, entityDetails } = this.application.journey;
    return this.board({
      primaryApplicant: { ...primaryApplicant, confirmed: 'yes' },
      entityDetails: { ...entityDetails, hasSecondaryApplicant },
    });
  }
  withPrimary(primaryApplicant: PrimaryApplicant | undefined): this {
    return this.board({ primaryApplicant });
  }
  withSecondary(secondaryApplicant: SecondaryApplicant): this {
    return this.board({ secondaryApplicant });
  }
  withEntity(entityDetails: ApplicationJourney['entityDetails']): this {
    return this.board({ entityDetails });
  }
  withBoard(changes: Partial<ApplicationJourney>): this {
    return this.board(changes);
  }
  /** A calculator application of its owner, nobody named as primary yet. */
  fromTheCalculator(): this {
    this.application = { ...this.application, applicationType: 'calculator' };
    return this.withPrimary(undefined);
  }
  build(): VehicleApplication {
    return structuredClone(this.application);
  }
}

export const anOfficersApplication = (): OfficersApplicationBuilder => new OfficersApplicationBuilder();

export function anOfficersWorld(profiles: OrgProfile[] = [anOfficersOrg()]) {
  const unitOfWork = new InMemoryUnitOfWork();
  const mailer = new CollectingMailer();
  const storedUsers = { ofId: async (id: string) => structuredClone(unitOfWork.users.get(id)) };
  const sessions = new InMemorySessions(storedUsers);
  const audit = new InMemoryAuditTrail();
  const clock = new SettableClock(new Date('2026-06-01T10:00:00.000Z'));
  const orgProfiles = new InMemoryOrgProfilesById(profiles);
  // The link is issued after the commit, so it finds only users the unit of work committed.
  const committedUsers = {
    ofEmail: async (orgId: string, email: string) =>
      [...unitOfWork.users.values()].find((u) => u.orgId === orgId && u.email === email.trim().toLowerCase()),
  };
  const resetTokens = new InMemoryPasswordResetTokens();
  const passwordLinks = new IssuePasswordResetLink({
    users: committedUsers,
    orgProfiles,
    resetTokens,
    tokens: new CountingSecretTokens(),
    mailer,
    attempts: new InMemoryLoginAttempts(),
    clock,
    ids: new SequentialIds('link'),
    links: testPortalLinks,
    audit,
  });
  const deps: OfficersDependencies = {
    applications: {
      ofId: async (id) => structuredClone(unitOfWork.applications.get(id)),
      ofUser: async (userId) =>
        [...unitOfWork.applications.values()]
          .filter(({ value }) => value.orgUserId === userId || applicantRoleOf(value, userId) !== 'none')
          .sort((a, b) => b.value.createdAt.localeCompare(a.value.createdAt))
          .map((stored) => structuredClone(stored)),
    },
    unitOfWork,
    orgProfiles,
    passwordLinks,
    sessions,
    ids: new SequentialIds('user'),
    clock,
  };
  const sendInvitation = new SendOfficerInvitation({
    applications: deps.applications,
    users: storedUsers,
    passwordLinks,
  });
  return {
    unitOfWork,
    mailer,
    resetTokens,
    sendInvitation,
    resendSecondary: new ResendSecondaryInvitation({ applications: deps.applications, unitOfWork, clock }),
    /** The invitations' jobs, as the queue holds them. */
    invitationJobs: () => unitOfWork.jobs.jobs.filter(({ kind }) => kind === OFFICER_INVITATION_JOB),
    /** One worker's turns over the due invitations, as the portal's job worker runs them (decision 2094). */
    async sendQueuedInvitations() {
      for (;;) {
        const job = await unitOfWork.jobs.claim(clock.now(), 60_000);
        if (!job) return;
        if (job.kind !== OFFICER_INVITATION_JOB) {
          await unitOfWork.jobs.complete(job.id);
          continue;
        }
        await sendInvitation.run(job);
        await unitOfWork.jobs.complete(job.id);
      }
    },
    sessions,
    audit,
    clock,
    deps,
    confirmPrimary: new ConfirmPrimaryApplicant(deps),
    nominateOfficer: new NominateAuthorisedOfficer(deps),
    nominateSecondary: new NominateSecondaryApplicant(deps),
    given(application: VehicleApplication, ...users: User[]) {
      unitOfWork.given(application);
      for (const user of users) unitOfWork.givenUser(user);
      return this;
    },
    async aSessionOf(userId: string, id = `session-${userId}`) {
      await sessions.add({
        id,
        userId,
        tokenDigest: `digest-${id}`,
        createdAt: '2026-06-01T09:00:00.000Z',
        lastSeenAt: '2026-06-01T09:00:00.000Z',
        expiresAt: '2026-06-01T11:00:00.000Z',
      });
    },
    stored: (applicationId = 'app-ada') => unitOfWork.applications.get(applicationId),
    /** Users, applications' versions, audit entries and mails: what a refusal must leave unchanged. */
    snapshot: () => ({
      users: unitOfWork.users.size,
      versions: [...unitOfWork.applications.values()].map(({ version }) => version),
      audit: unitOfWork.audit.length,
      mails: mailer.sent.length,
    }),
  };
}
export type OfficersWorld = ReturnType<typeof anOfficersWorld>;
