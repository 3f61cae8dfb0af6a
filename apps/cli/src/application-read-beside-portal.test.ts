import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DATABASE, readConfig, startPortal, type RunningPortal } from '@lease-portal/server';
import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import type { Database } from '@lease-portal/postgres';
import { openCliServices } from './open-cli-services';
import { commandRunner } from './testing/run-command';

/** Support reads applications while the portal runs on its embedded database, through its socket. */
describe('lease-admin application search, show and history beside a running portal', () => {
  let dataDir: string;
  let portal: RunningPortal;
  const env: NodeJS.ProcessEnv = {};
  let cli: ReturnType<typeof openCliServices>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-admin-read-'));
    const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), databaseUrl: undefined };
    portal = await startPortal(config, pino({ level: 'silent' }));
    Object.assign(env, { DATA_DIR: dataDir, LEASE_ADMIN_KEY_FILE: path.join(dataDir, 'no-key-file') });
    cli = openCliServices(env);
    const services = await cli.open();
    const enrolled = await services.staff.enrolFirst.execute({
      name: 'Ada Lovelace',
      email: 'ada@provider.example',
    });
    if (!enrolled.ok) throw enrolled.error;
    env.LEASE_ADMIN_STAFF_KEY = enrolled.value.key;
    await applicationWrites(portal.container.get<Database>(DATABASE)).add(
      {
        applicationId: 'app-beside',
        applicationType: 'standard',
        orgId: 'org-au-demo',
        orgUserId: 'user-1',
        journey: {
          status: 'approvals',
          primaryApplicant: {
            userId: 'user-1',
            firstName: 'Jordan',
            lastName: 'Tran',
            email: 'jordan@acme.example',
          },
          companyDetails: { companyName: 'Acme Haulage', abn: '51824753556' },
        },
        createdAt: '2026-11-24T09:00:00.000Z',
        updatedAt: '2026-11-24T09:00:00.000Z',
      },
      { actor: 'customer:user-1', action: 'application.created', at: '2026-11-24T09:00:00.000Z' },
    );
  }, 60_000);

  afterAll(async () => {
    await cli?.close();
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const run = commandRunner(() => cli.open());

  it('finds, shows and traces an application the portal stores', async () => {
    const found = await run('application', 'search', '--business-number', '51 824 753 556', '--json');
    expect(found.exitCode).toBe(0);
    expect(JSON.parse(found.stdout)).toMatchObject({ total: 1, items: [{ applicationId: 'app-beside' }] });
    expect((await run('application', 'show', 'app-beside')).stdout).toMatch(
      /Waiting for:\s+Authorised Officer \(1\): Jordan Tran <jordan@acme.example>/,
    );
    expect((await run('application', 'history', 'app-beside')).stdout).toMatch(
      /Jordan Tran \(officer 1\), via portal\n {2}application\.created/,
    );
  });
});
