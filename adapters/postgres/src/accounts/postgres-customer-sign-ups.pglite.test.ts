import type { Database } from '../database';
import { openMemoryDatabase } from '../open-database';
import { PostgresAuditTrail } from '../postgres-audit-trail';
import { PostgresOrgProfiles } from '../postgres-org-profiles';
import { PostgresUsers } from '../postgres-users';
import { PostgresVehicleApplications } from '../postgres-vehicle-applications';
import { anApplication, anAuditEntry, anOrgProfile, aUser } from '../testing/builders';
import { PostgresCustomerSignUps } from './postgres-customer-sign-ups';

describe('PostgresCustomerSignUps on embedded PGlite', () => {
  let db: Database;
  let orgId: string;

  beforeAll(async () => {
    db = await openMemoryDatabase();
    const profile = anOrgProfile();
    await new PostgresOrgProfiles(db).save(profile);
    orgId = profile.orgId;
  }, 120_000);

  afterAll(async () => {
    await db.close();
  });

  it('stores the user, the application and its audit entry together', async () => {
    const user = aUser({ orgId });
    const application = anApplication({ orgId, orgUserId: user.id, applicationType: 'calculator' });
    await new PostgresCustomerSignUps(db).add(
      user,
      application,
      anAuditEntry({ action: 'customer.registered' }),
    );

    expect(await new PostgresUsers(db).ofId(user.id)).toMatchObject({ email: user.email });
    expect(
      (await new PostgresVehicleApplications(db).ofUser(user.id)).map((a) => a.value.applicationId),
    ).toEqual([application.applicationId]);
    expect(await new PostgresAuditTrail(db).ofApplication(application.applicationId)).toEqual([
      expect.objectContaining({ action: 'customer.registered' }),
    ]);
  });

  it('writes neither when the address is taken, answering BAD_INPUT', async () => {
    const first = aUser({ orgId });
    await new PostgresUsers(db).add(first);
    const twin = aUser({ orgId, email: first.email.toUpperCase() });
    const application = anApplication({ orgId, orgUserId: twin.id });
    await expect(
      new PostgresCustomerSignUps(db).add(twin, application, anAuditEntry()),
    ).rejects.toMatchObject({ code: 'BAD_INPUT' });
    expect(await new PostgresUsers(db).ofId(twin.id)).toBeUndefined();
    expect(await new PostgresVehicleApplications(db).ofId(application.applicationId)).toBeUndefined();
  });
});
