import { DomainError, type VehicleApplication } from '@lease-portal/domain';
import type { Database } from './database';
import { migrate, readMigrations } from './migrations';
import { PostgresAuditTrail } from './postgres-audit-trail';
import { PostgresOrgProfiles } from './postgres-org-profiles';
import { PostgresUsers } from './postgres-users';
import { PostgresVehicleApplications } from './postgres-vehicle-applications';
import { applicationWrites } from './testing/application-writes';
import { anApplication, anAuditEntry, anOrgProfile, aUser, uniqueId } from './testing/builders';
import { withTestDatabase, type DatabaseFactory } from './testing/test-database';

/** How one engine provides an empty, migrated database to the suite, and takes it away again. */
export type { DatabaseFactory } from './testing/test-database';

/** The one repository suite, run against every engine. */
export function describeRepositories(engine: string, factory: DatabaseFactory): void {
  describe(`Postgres repositories on ${engine}`, () => {
    let db: Database;
    let orgProfiles: PostgresOrgProfiles;
    let users: PostgresUsers;
    let applications: PostgresVehicleApplications;
    let writes: ReturnType<typeof applicationWrites>;
    let auditTrail: PostgresAuditTrail;

    withTestDatabase(factory, async (opened) => {
      db = opened;
      orgProfiles = new PostgresOrgProfiles(db);
      users = new PostgresUsers(db);
      applications = new PostgresVehicleApplications(db);
      writes = applicationWrites(db);
      auditTrail = new PostgresAuditTrail(db);
    });

    async function anOrganisation(): Promise<string> {
      const profile = anOrgProfile();
      await orgProfiles.save(profile);
      return profile.orgId;
    }

    async function rejection(promise: Promise<unknown>): Promise<DomainError> {
      const error = await promise.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      if (!(error instanceof DomainError)) throw new Error(`Expected a DomainError, got ${String(error)}`);
      return error;
    }

    describe('migrations', () => {
      it('applies nothing the second time, and records each migration once', async () => {
        expect(await migrate(db)).toEqual([]);
        const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
        expect(recorded.map((row) => row.name)).toEqual(
          (await readMigrations()).map((migration) => migration.name),
        );
      });

      it('lets replicas that start together migrate without racing', async () => {
        expect(await Promise.all([migrate(db), migrate(db), migrate(db)])).toEqual([[], [], []]);
      });

      it('refuses to run when an applied migration was edited', async () => {
        const [first, ...rest] = await readMigrations();
        const edited = { ...first!, checksum: 'edited' };
        await expect(migrate(db, [edited, ...rest])).rejects.toThrow(/was changed after it was applied/);
      });
    });

    describe('PostgresOrgProfiles', () => {
      it('finds a profile by any of its domains, whatever the case', async () => {
        const profile = anOrgProfile({
          domains: [`Portal-${uniqueId('d')}.Example.com`, `${uniqueId('d')}.example.nz`],
        });
        await orgProfiles.save(profile);
        expect(await orgProfiles.ofDomain(profile.whiteLabel.domains[0]!.toUpperCase())).toEqual(profile);
        expect(await orgProfiles.ofDomain(profile.whiteLabel.domains[1]!)).toEqual(profile);
        expect(await orgProfiles.ofId(profile.orgId)).toEqual(profile);
      });

      it('finds nothing for an unknown domain', async () => {
        expect(await orgProfiles.ofDomain('nobody.example.com')).toBeUndefined();
        expect(await orgProfiles.ofId('no-such-org')).toBeUndefined();
      });

      it('replaces the domains when a profile is saved again', async () => {
        const profile = anOrgProfile({ domains: [`old-${uniqueId('d')}.example.com`] });
        await orgProfiles.save(profile);
        const moved = {
          ...profile,
          whiteLabel: { ...profile.whiteLabel, domains: [`new-${uniqueId('d')}.example.com`] },
        };
        await orgProfiles.save(moved);
        expect(await orgProfiles.ofDomain(profile.whiteLabel.domains[0]!)).toBeUndefined();
        expect(await orgProfiles.ofDomain(moved.whiteLabel.domains[0]!)).toEqual(moved);
        expect((await orgProfiles.all()).filter((each) => each.orgId === profile.orgId)).toEqual([moved]);
      });

      it('adds a new organisation only: of two additions of one id at once, one wins and nothing merges', async () => {
        const first = anOrgProfile({ domains: [`first-${uniqueId('d')}.example.com`] });
        const second = {
          ...first,
          name: 'Someone Else',
          whiteLabel: { ...first.whiteLabel, domains: [`second-${uniqueId('d')}.example.com`] },
        };
        const added = await Promise.all([
          orgProfiles.add(
            first,
            anAuditEntry({ action: 'organisation.created', subject: `org:${first.orgId}` }),
          ),
          orgProfiles.add(
            second,
            anAuditEntry({ action: 'organisation.created', subject: `org:${first.orgId}` }),
          ),
        ]);
        expect(added.filter(Boolean)).toHaveLength(1);
        const kept = added[0] ? first : second;
        expect(await orgProfiles.ofId(first.orgId)).toEqual(kept);
        expect(
          await orgProfiles.ofDomain((added[0] ? second : first).whiteLabel.domains[0]!),
        ).toBeUndefined();
        expect(await orgProfiles.add({ ...first, name: 'Later' })).toBe(false);
        expect((await orgProfiles.ofId(first.orgId))?.name).toBe(kept.name);
      });

      it('refuses a domain that belongs to another organisation, and saves nothing', async () => {
        const owner = anOrgProfile();
        await orgProfiles.save(owner);
        const intruder = anOrgProfile({ domains: [owner.whiteLabel.domains[0]!.toUpperCase()] });
        const error = await rejection(orgProfiles.save(intruder));
        expect(error.code).toBe('BAD_INPUT');
        expect(await orgProfiles.ofId(intruder.orgId)).toBeUndefined();
        expect(await orgProfiles.ofDomain(owner.whiteLabel.domains[0]!)).toEqual(owner);
      });
    });

    describe('PostgresUsers', () => {
      it('finds a user by e-mail whatever its case, within the organisation only', async () => {
        const orgId = await anOrganisation();
        const user = aUser({
          orgId,
          email: `Sam.${uniqueId('u')}@Example.COM`,
          contactNumber: '0400 000 000',
        });
        await users.add(user);
        const stored = { ...user, email: user.email.toLowerCase() };
        expect(await users.ofEmail(orgId, user.email.toUpperCase())).toEqual(stored);
        expect(await users.ofId(user.id)).toEqual(stored);
        expect(await users.ofEmail(await anOrganisation(), user.email)).toBeUndefined();
      });

      it('refuses a second user with the same e-mail in one organisation, but not in another', async () => {
        const orgId = await anOrganisation();
        const email = `${uniqueId('u')}@example.com`;
        await users.add(aUser({ orgId, email }));
        const error = await rejection(users.add(aUser({ orgId, email: email.toUpperCase() })));
        expect(error.code).toBe('BAD_INPUT');
        await expect(users.add(aUser({ orgId: await anOrganisation(), email }))).resolves.toBeUndefined();
      });

      it('updates a user, and reports an unknown one', async () => {
        const orgId = await anOrganisation();
        const user = aUser({ orgId });
        await users.add(user);
        await users.update({ ...user, firstName: 'Robin', email: user.email.toUpperCase() });
        expect(await users.ofId(user.id)).toMatchObject({ firstName: 'Robin', email: user.email });
        expect((await rejection(users.update(aUser({ orgId })))).code).toBe('NOT_FOUND');
      });
    });

    describe('PostgresVehicleApplications', () => {
      it('adds an application at version 1 with its audit entry', async () => {
        const application = anApplication({ calculator: { shortlists: [] } });
        const added = await writes.add(application, anAuditEntry({ action: 'application.started' }));
        expect(added).toEqual({ value: application, version: 1 });
        expect(await applications.ofId(application.applicationId)).toEqual(added);
        expect(await auditTrail.ofApplication(application.applicationId)).toEqual([
          anAuditEntry({ action: 'application.started', applicationId: application.applicationId }),
        ]);
        expect(await applications.ofId('no-such-application')).toBeUndefined();
      });

      it("lists a user's applications as owner, primary or secondary applicant, newest first", async () => {
        const userId = uniqueId('user');
        const owned = anApplication({ orgUserId: userId, createdAt: '2026-03-01T09:00:00.000Z' });
        const asPrimary = anApplication({
          createdAt: '2026-03-03T09:00:00.000Z',
          journey: { primaryApplicant: { userId } },
        });
        const asSecondary = anApplication({
          createdAt: '2026-03-02T09:00:00.000Z',
          journey: { secondaryApplicant: { userId } },
        });
        const someoneElses = anApplication();
        for (const each of [owned, asPrimary, asSecondary, someoneElses])
          await writes.add(each, anAuditEntry());
        const listed = await applications.ofUser(userId);
        expect(listed.map((each) => each.value.applicationId)).toEqual([
          asPrimary.applicationId,
          asSecondary.applicationId,
          owned.applicationId,
        ]);
      });

      it('searches by names, e-mail addresses, company names and business numbers, by status and organisation', async () => {
        const orgId = uniqueId('org');
        const acme = anApplication({
          orgId,
          journey: {
            status: 'approvals',
            primaryApplicant: { firstName: 'Jordan', lastName: 'Quill', email: 'Jordan.Quill@Acme.example' },
            companyDetails: { companyName: 'Acme Haulage Pty Ltd', abn: '51824753556' },
          },
        });
        const other = anApplication({ orgId, journey: { status: 'businessDetails' } });
        const elsewhere = anApplication({ journey: { status: 'approvals' } });
        for (const each of [acme, other, elsewhere]) await writes.add(each, anAuditEntry());

        const ids = (found: { value: VehicleApplication }[]) =>
          found.map((each) => each.value.applicationId).sort();
        for (const text of ['acme HAULAGE', 'jordan.quill@acme', 'Quill', '51824753556']) {
          expect(ids(await applications.search({ orgId, text }))).toEqual([acme.applicationId]);
        }
        expect(ids(await applications.search({ orgId, status: 'approvals' }))).toEqual([acme.applicationId]);
        expect(ids(await applications.search({ orgId }))).toEqual(
          [acme.applicationId, other.applicationId].sort(),
        );
        expect(await applications.search({ orgId, text: '%' })).toEqual([]);
        expect(await applications.search({ orgId, limit: 1 })).toHaveLength(1);
      });

      it('updates the version it read, and writes the audit entry with the change', async () => {
        const application = anApplication();
        await writes.add(application, anAuditEntry({ action: 'application.started' }));
        const changed = {
          ...application,
          journey: { ...application.journey, status: 'businessDetails' as const },
        };
        const saved = await writes.update(changed, 1, anAuditEntry({ action: 'application.status.changed' }));
        expect(saved).toEqual({ value: changed, version: 2 });
        expect(await applications.ofId(application.applicationId)).toEqual(saved);
        const trail = await auditTrail.ofApplication(application.applicationId);
        expect(trail.map((entry) => entry.action)).toEqual([
          'application.started',
          'application.status.changed',
        ]);
      });

      it('refuses an update from a stale version with CONCURRENT_UPDATE, writing nothing', async () => {
        const application = anApplication();
        await writes.add(application, anAuditEntry());
        const first = { ...application, journey: { ...application.journey, quoteApprover: 'first' } };
        await writes.update(first, 1, anAuditEntry({ action: 'first' }));

        const error = await rejection(
          writes.update(
            { ...application, journey: { ...application.journey, quoteApprover: 'second' } },
            1,
            anAuditEntry({ action: 'second' }),
          ),
        );
        expect(error.code).toBe('CONCURRENT_UPDATE');
        expect(error.details).toMatchObject({ expectedVersion: 1, storedVersion: 2 });
        expect(await applications.ofId(application.applicationId)).toEqual({ value: first, version: 2 });
        const trail = await auditTrail.ofApplication(application.applicationId);
        expect(trail.map((entry) => entry.action)).toEqual(['application.saved', 'first']);
      });

      it('lets exactly one of two simultaneous updates of the same version win', async () => {
        const application = anApplication();
        await writes.add(application, anAuditEntry());
        const attempts = await Promise.allSettled(
          ['left', 'right'].map((side) =>
            writes.update(
              { ...application, journey: { ...application.journey, quoteApprover: side } },
              1,
              anAuditEntry({ action: side }),
            ),
          ),
        );
        const won = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
        const lost = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason] : []));
        expect(won).toHaveLength(1);
        expect(lost).toEqual([expect.objectContaining({ code: 'CONCURRENT_UPDATE' })]);
        const stored = await applications.ofId(application.applicationId);
        expect(stored).toEqual(won[0]);
        const trail = await auditTrail.ofApplication(application.applicationId);
        expect(trail.map((entry) => entry.action)).toEqual([
          'application.saved',
          stored!.value.journey.quoteApprover,
        ]);
      });

      it('keeps the change unwritten when its audit entry cannot be written', async () => {
        const application = anApplication();
        await writes.add(application, anAuditEntry());
        const unwritable = anAuditEntry({ actor: null as unknown as string });
        await expect(
          writes.update(
            { ...application, journey: { ...application.journey, quoteApprover: 'half-written' } },
            1,
            unwritable,
          ),
        ).rejects.toThrow();
        expect(await applications.ofId(application.applicationId)).toEqual({
          value: application,
          version: 1,
        });
        expect(await auditTrail.ofApplication(application.applicationId)).toHaveLength(1);
      });

      it('reports an update of an unknown application as NOT_FOUND', async () => {
        expect((await rejection(writes.update(anApplication(), 1, anAuditEntry()))).code).toBe('NOT_FOUND');
      });
    });

    describe('PostgresAuditTrail', () => {
      it('records entries in order, with their details', async () => {
        const applicationId = uniqueId('app');
        const entries = [
          anAuditEntry({ applicationId, action: 'one', details: { from: 'approvals', to: 'finished' } }),
          anAuditEntry({ applicationId, action: 'two', at: '2026-03-02T10:00:00.000Z', actor: 'staff:kim' }),
        ];
        for (const entry of entries) await auditTrail.record(entry);
        expect(await auditTrail.ofApplication(applicationId)).toEqual(entries);
      });

      it('finds the changes about one subject that is not an application', async () => {
        const subject = `user:${uniqueId('user')}`;
        const passwordSet = anAuditEntry({ subject, action: 'account.password.set' });
        await auditTrail.record(passwordSet);
        await auditTrail.record(anAuditEntry({ subject: 'user:someone-else' }));
        expect(await auditTrail.ofSubject(subject)).toEqual([passwordSet]);
      });

      it('refuses to change or remove what was recorded', async () => {
        const applicationId = uniqueId('app');
        await auditTrail.record(anAuditEntry({ applicationId }));
        await expect(
          db.query("UPDATE audit_trail SET actor = 'someone else' WHERE application_id = $1", [
            applicationId,
          ]),
        ).rejects.toThrow(/append-only/);
        await expect(
          db.query('DELETE FROM audit_trail WHERE application_id = $1', [applicationId]),
        ).rejects.toThrow(/append-only/);
        expect(await auditTrail.ofApplication(applicationId)).toHaveLength(1);
      });
    });
  });
}
