import { InMemoryAuditTrail } from '../../application/testing/in-memory-audit-trail';
import type { OrgProfile } from '../../organisation/org-profile';
import type { OrgProfiles } from '../../organisation/org-profiles.port';
import { AuthoriseApplicant } from '../authorise-applicant';
import { IssuePasswordResetLink } from '../issue-password-reset-link';
import { LogIn } from '../log-in';
import { LogOut } from '../log-out';
import type { PortalLinks } from '../portal-links';
import { LimitRequests } from '../request-limits';
import { CheckPasswordLink, ResetPassword } from '../reset-password';
import { ResolveSession } from '../resolve-session';
import { sessionPolicy } from '../session-policy';
import type { User } from '../user';
import type { VehicleApplication, Versioned } from '../../application/vehicle-application';
import type { VehicleApplications } from '../../application/vehicle-applications.port';
import {
  CollectingMailer,
  CountingSecretTokens,
  InMemoryLoginAttempts,
  InMemoryPasswordResetTokens,
  InMemorySessions,
  InMemoryUsers,
  PlainTextPasswordHasher,
  SequentialIds,
  ListedGuessablePasswords,
  SettableClock,
} from './in-memory-accounts';

// Test support only: every accounts use case wired to in-memory fakes, for domain and API tests.

export const testPortalLinks: PortalLinks = {
  originOf: (domain) => `https://${domain}`,
  fallbackDomain: 'portal.example',
};

export class InMemoryOrgProfilesById implements Pick<OrgProfiles, 'ofId'> {
  constructor(readonly profiles: OrgProfile[] = []) {}
  async ofId(orgId: string) {
    return this.profiles.find((profile) => profile.orgId === orgId);
  }
}

export class InMemoryApplications implements Pick<VehicleApplications, 'ofId'> {
  readonly applications = new Map<string, Versioned<VehicleApplication>>();
  add(application: VehicleApplication): void {
    this.applications.set(application.applicationId, { value: application, version: 1 });
  }
  async ofId(applicationId: string) {
    return this.applications.get(applicationId);
  }
}

export function anAccountsWorld(options: { orgProfiles?: OrgProfile[]; timeoutMinutes?: number } = {}) {
  const clock = new SettableClock();
  const ids = new SequentialIds();
  const users = new InMemoryUsers();
  const hasher = new PlainTextPasswordHasher();
  const tokens = new CountingSecretTokens();
  const sessions = new InMemorySessions(users);
  const resetTokens = new InMemoryPasswordResetTokens();
  const attempts = new InMemoryLoginAttempts();
  const mailer = new CollectingMailer();
  const orgProfiles = new InMemoryOrgProfilesById(options.orgProfiles);
  const applications = new InMemoryApplications();
  const policy = sessionPolicy(options.timeoutMinutes);
  const credentials = users;
  const audit = new InMemoryAuditTrail();

  return {
    clock,
    users,
    hasher,
    tokens,
    sessions,
    resetTokens,
    attempts,
    mailer,
    orgProfiles,
    applications,
    audit,
    logIn: new LogIn({ users, credentials, hasher, tokens, sessions, attempts, clock, ids, policy, audit }),
    logOut: new LogOut(sessions, tokens, clock, audit),
    resolveSession: new ResolveSession(sessions, tokens, clock, policy),
    issuePasswordResetLink: new IssuePasswordResetLink({
      users,
      orgProfiles,
      resetTokens,
      tokens,
      mailer,
      attempts,
      clock,
      ids,
      links: testPortalLinks,
      audit,
    }),
    resetPassword: new ResetPassword({
      users,
      orgProfiles,
      credentials,
      resetTokens,
      tokens,
      hasher,
      sessions,
      attempts,
      guessable: new ListedGuessablePasswords(),
      clock,
      audit,
    }),
    checkPasswordLink: new CheckPasswordLink({ users, resetTokens, tokens, clock }),
    authoriseApplicant: new AuthoriseApplicant(applications),
    limitRequests: new LimitRequests(attempts, clock),
    /** A customer of the organisation, with a password when one is given. */
    async aCustomer(overrides: Partial<User> & { password?: string } = {}): Promise<User> {
      const { password, ...fields } = overrides;
      const id = fields.id ?? ids.next();
      const user: User = {
        id,
        orgId: 'org-au',
        firstName: 'Sam',
        lastName: 'Driver',
        email: `${id}@fleetco.example`,
        region: 'AU',
        createdAt: '2026-05-01T00:00:00.000Z',
        ...fields,
      };
      await users.add(user);
      if (password) await users.setPasswordHash(user.id, await hasher.hash(password));
      return (await users.ofId(user.id))!;
    },
  };
}

export type AccountsWorld = ReturnType<typeof anAccountsWorld>;
