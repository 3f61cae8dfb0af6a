import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readConfig, startPortal, type RunningPortal } from '@lease-portal/server';
import { openCliServices } from './open-cli-services';

/** The support tool must work while the portal runs on its embedded database (one process owns the folder). */
describe('lease-admin beside a running portal', () => {
  let dataDir: string;
  let portal: RunningPortal;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-admin-'));
    const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), databaseUrl: undefined };
    portal = await startPortal(config, pino({ level: 'silent' }));
  }, 60_000);

  afterAll(async () => {
    await portal?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('reads the organisations the running portal seeded, through its socket', async () => {
    const services = openCliServices({ DATA_DIR: dataDir });
    try {
      const profiles = await (await services.open()).orgProfiles.all();
      expect(profiles.map((p) => p.orgId).sort()).toEqual(['org-au-demo', 'org-nz-demo']);
    } finally {
      await services.close();
    }
  });
});

describe('lease-admin beside a portal that serves no database socket', () => {
  it('says so instead of opening the folder the portal owns', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lease-admin-'));
    const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), databaseUrl: undefined };
    const portal = await startPortal(config, pino({ level: 'silent' }), { serveTools: false });
    const services = openCliServices({ DATA_DIR: dataDir });
    try {
      await expect(services.open()).rejects.toThrow(
        /The portal \(pid \d+\) owns this data folder and serves no database socket/,
      );
    } finally {
      await services.close();
      await portal.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
