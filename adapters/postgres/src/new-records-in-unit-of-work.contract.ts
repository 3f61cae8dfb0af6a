import type { User } from '@lease-portal/domain';
import type { Database } from './database';
import { PostgresAuditTrail } from './postgres-audit-trail';
import { PostgresOrgProfiles } from './postgres-org-profiles';
import { PostgresUnitOfWork } from './postgres-unit-of-work';
import { PostgresUsers } from './postgres-users';
import { PostgresVehicleApplications } from './postgres-vehicle-applications';
import type { DatabaseFactory } from './repositories.contract';
import { anApplication, anAuditEntry, anOrgProfile, aUser } from './testing/builders';
import { withTestDatabase } from './testing/test-database';

/**
 * New records join a unit of work (decision 1210): a user and an application are written with their
 * audit entries, or none of them is.
 */
export function describeNewRecordsInUnitOfWork(engine: string, factory: DatabaseFactory): void {
  describe(`new users and applications in PostgresUnitOfWork on ${engine}`, () => {
    let db: Database;
    let unitOfWork: PostgresUnitOfWork;
    let users: PostgresUsers;
    let applications: PostgresVehicleApplications;
    let auditTrail: PostgresAuditTrail;
    let orgId: string;

    withTestDatabase(factory, async (opened) => {
      db = opened;
      unitOfWork = new PostgresUnitOfWork(db);
      users = new PostgresUsers(db);
      applications = new PostgresVehicleApplications(db);
      auditTrail = new PostgresAuditTrail(db);
      const profile = anOrgProfile();
      await new PostgresOrgProfiles(db).save(profile);
      orgId = profile.orgId;
    });

    /** A new officer and their application with both audit entries, then `then` inside the transaction. */
    const issue = (user: User, then: () => unknown = () => ({ ok: true })) => {
      const application = anApplication({ orgId, orgUserId: user.id, journey: {} });
      const done = unitOfWork.run(async (tx) => {
        await tx.users.add(user);
        await tx.auditEntries.record(anAuditEntry({ action: 'account.created', subject: `user:${user.id}` }));
        const added = await tx.leaseApplications.add(application);
        await tx.auditEntries.record(
          anAuditEntry({ action: 'application.quote-issued', applicationId: application.applicationId }),
        );
        expect(added).toMatchObject({ version: 1, value: { applicationId: application.applicationId } });
        expect(await tx.users.ofEmail(orgId, user.email.toUpperCase())).toMatchObject({ id: user.id });
        return then();
      });
      return { application, done };
    };

    const whatIsStored = async (user: User, applicationId: string) => ({
      user: (await users.ofId(user.id)) !== undefined,
      application: (await applications.ofId(applicationId)) !== undefined,
      userTrail: (await auditTrail.ofSubject(`user:${user.id}`)).length,
      applicationTrail: (await auditTrail.ofApplication(applicationId)).length,
    });

    it('commits the user, the application and their audit entries together', async () => {
      const user = aUser({ orgId });
      const { application, done } = issue(user);
      expect(await done).toEqual({ ok: true });
      expect(await whatIsStored(user, application.applicationId)).toEqual({
        user: true,
        application: true,
        userTrail: 1,
        applicationTrail: 1,
      });
      expect(await applications.ofUser(user.id)).toHaveLength(1);
    });

    it.each([
      [
        'throws',
        () => {
          throw new Error('the audit store failed after the writes');
        },
      ],
      ['returns a failed result', () => ({ ok: false, error: 'refused' })],
    ])('stores none of them when the work %s', async (_case, then) => {
      const user = aUser({ orgId });
      const { application, done } = issue(user, then);
      await done.catch(() => undefined);
      expect(await whatIsStored(user, application.applicationId)).toEqual({
        user: false,
        application: false,
        userTrail: 0,
        applicationTrail: 0,
      });
    });

    it('refuses an address the organisation already has, whatever its case, and stores nothing', async () => {
      const existing = aUser({ orgId });
      await users.add(existing);
      const twin = aUser({ orgId, email: existing.email.toUpperCase() });
      const { application, done } = issue(twin);
      await expect(done).rejects.toMatchObject({
        code: 'BAD_INPUT',
        message: 'A user with this e-mail address already exists.',
      });
      expect(await whatIsStored(twin, application.applicationId)).toEqual({
        user: false,
        application: false,
        userTrail: 0,
        applicationTrail: 0,
      });
    });
    describe('one quote reference per organisation (decision 1230)', () => {
      let sequence = 0;
      const withQuote = (reference: string, overrides: Parameters<typeof anApplication>[0] = {}) =>
        anApplication({
          orgId,
          journey: { quoteDetails: { primaryQuoteReference: reference } },
          ...overrides,
        });

      it('finds the application of a reference in any letter case, only in its organisation', async () => {
        const reference = `Q-FIND-${++sequence}`;
        const application = withQuote(reference);
        await unitOfWork.run((tx) => tx.leaseApplications.add(application));
        const found = await unitOfWork.run(async (tx) => ({
          same: await tx.leaseApplications.ofQuoteReference(orgId, reference.toLowerCase()),
          other: await tx.leaseApplications.ofQuoteReference('another-org', reference),
          none: await tx.leaseApplications.ofQuoteReference(orgId, `${reference}-X`),
        }));
        expect(found).toEqual({
          same: expect.objectContaining({ applicationId: application.applicationId }),
          other: undefined,
          none: undefined,
        });
      });

      it('refuses a second application of the reference, in any case, with the rule’s answer, storing nothing', async () => {
        const reference = `Q-TWICE-${++sequence}`;
        await unitOfWork.run((tx) => tx.leaseApplications.add(withQuote(reference)));
        const user = aUser({ orgId });
        const twin = withQuote(reference.toLowerCase());
        const done = unitOfWork.run(async (tx) => {
          await tx.users.add(user);
          return tx.leaseApplications.add(twin);
        });
        await expect(done).rejects.toMatchObject({
          code: 'BAD_INPUT',
          details: { reason: 'LEASE_APPLICATION.QUOTE_REFERENCE_TAKEN' },
        });
        expect(await applications.ofId(twin.applicationId)).toBeUndefined();
        expect(await users.ofId(user.id)).toBeUndefined();
      });

      it('lets another organisation use the reference, and applications without one be many', async () => {
        const reference = `Q-SHARED-${++sequence}`;
        const otherOrg = anOrgProfile();
        await new PostgresOrgProfiles(db).save(otherOrg);
        const written = [
          withQuote(reference),
          withQuote(reference, { orgId: otherOrg.orgId }),
          anApplication({ orgId, applicationType: 'calculator' }),
          anApplication({ orgId, applicationType: 'calculator' }),
        ];
        for (const application of written)
          await unitOfWork.run((tx) => tx.leaseApplications.add(application));
        for (const { applicationId } of written) expect(await applications.ofId(applicationId)).toBeDefined();
      });
    });
  });
}
