import { randomBytes } from 'node:crypto';
import type { Database } from './database';
import { migrated } from './open-database';
import { PgPoolDatabase } from './pg-pool-database';
import { PostgresAuditTrail } from './postgres-audit-trail';
import { PostgresOrgProfiles } from './postgres-org-profiles';
import { anOrgProfile } from './testing/builders';
import { chooseTestServer, serverFactory } from './testing/test-server';

const server = chooseTestServer();
// A URL only: the role is created on a server the suite reaches, not in a container it starts.
const databaseUrl = server.kind === 'url' ? server.databaseUrl : undefined;
const onServer = databaseUrl ? describe : describe.skip;

/**
 * Decision 2044: on a PostgreSQL server the portal runs as a member of lease_portal_runtime, which
 * owns no table. It works as the portal needs, but cannot switch off or rewrite the audit trail.
 */
onServer('the portal’s runtime role on a PostgreSQL server (DATABASE_URL)', () => {
  const factory = serverFactory({ kind: 'url', databaseUrl: databaseUrl ?? '' });
  const login = `lease_portal_runtime_test_${randomBytes(4).toString('hex')}`;
  let owner: Database;
  let portal: Database;

  beforeAll(async () => {
    owner = await factory.open();
    await owner.query(`CREATE ROLE ${login} LOGIN IN ROLE lease_portal_runtime`);
    const [schema] = await owner.query<{ name: string }>('SELECT current_schema() AS name');
    const url = new URL(databaseUrl!);
    url.username = login;
    url.password = '';
    // As the portal opens its database: migrated first, with nothing left to apply.
    portal = await migrated(new PgPoolDatabase({ connectionString: url.toString(), schema: schema!.name }));
  }, 60_000);

  afterAll(async () => {
    await portal?.close();
    await owner.query(`DROP ROLE IF EXISTS ${login}`).catch(() => undefined);
    await factory.dispose(owner);
  }, 60_000);

  it('reads and writes the portal’s records, and adds to the audit trail', async () => {
    const profile = anOrgProfile();
    await new PostgresOrgProfiles(portal).save(profile);
    expect(await new PostgresOrgProfiles(portal).ofId(profile.orgId)).toEqual(profile);
    await new PostgresAuditTrail(portal).record({
      actor: 'system',
      action: 'runtime.role.checked',
      subject: 'test:runtime-role',
      at: '2026-11-24T09:00:00.000Z',
    });
    expect(await new PostgresAuditTrail(portal).ofSubject('test:runtime-role')).toHaveLength(1);
  });

  it.each([
    [
      'disable the append-only trigger',
      'ALTER TABLE audit_trail DISABLE TRIGGER audit_trail_append_only',
      /must be owner/,
    ],
    ['disable every trigger', 'ALTER TABLE audit_trail DISABLE TRIGGER ALL', /must be owner/],
    ['drop the trigger', 'DROP TRIGGER audit_trail_append_only ON audit_trail', /must be owner/],
    [
      'replace its function',
      'CREATE OR REPLACE FUNCTION audit_trail_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$',
      /must be owner|permission denied/,
    ],
    ['update an entry', "UPDATE audit_trail SET action = 'rewritten'", /permission denied/],
    ['delete entries', 'DELETE FROM audit_trail', /permission denied/],
    ['truncate the trail', 'TRUNCATE audit_trail', /permission denied/],
    ['skip triggers for the session', 'SET session_replication_role = replica', /permission denied/],
  ])('may not %s', async (_what, sql, refusal) => {
    await expect(portal.query(sql)).rejects.toThrow(refusal);
    expect(await new PostgresAuditTrail(owner).ofSubject('test:runtime-role')).toHaveLength(1);
  });

  it('leaves the owner the one who can change the trail’s definition', async () => {
    const [table] = await owner.query<{ owner: string }>(
      `SELECT tableowner AS owner FROM pg_tables WHERE tablename = 'audit_trail' AND schemaname = current_schema()`,
    );
    expect(table?.owner).not.toBe(login);
  });
});
