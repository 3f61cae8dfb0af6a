import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../config';
import { createLogger } from '../logger';
import { NotReadyForProduction } from '../stand-ins';
import { startPortal } from '../start-portal';
import { refuseUnsharedFileUrlSecret } from './file-url-secret-required';

const SERVER = 'postgres://portal@db.internal:5432/lease';
const SECRET = Buffer.alloc(32, 7).toString('base64');

describe('the key signing file links in production (decision 1600)', () => {
  it('is required of a production portal on a PostgreSQL server, by name', () => {
    const onServer = readConfig({ NODE_ENV: 'production', DATABASE_URL: SERVER });
    expect(() => refuseUnsharedFileUrlSecret(onServer, {})).toThrow(NotReadyForProduction);
    expect(() => refuseUnsharedFileUrlSecret(onServer, {})).toThrow(
      /^NODE_ENV is production on a PostgreSQL server \(DATABASE_URL\), but FILE_URL_SECRET is not set/,
    );
    expect(() => refuseUnsharedFileUrlSecret(onServer, { urlSecret: SECRET })).not.toThrow();
  });

  it('is drawn by the portal itself outside production, or beside the embedded database', () => {
    const development = readConfig({ NODE_ENV: 'development', DATABASE_URL: SERVER });
    const embedded = readConfig({ NODE_ENV: 'production' });
    expect(() => refuseUnsharedFileUrlSecret(development, {})).not.toThrow();
    expect(() => refuseUnsharedFileUrlSecret(embedded, {})).not.toThrow();
  });

  describe('when the portal starts', () => {
    let dataDir: string;
    beforeEach(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'lease-portal-file-secret-'));
    });
    afterEach(() => rm(dataDir, { recursive: true, force: true }));

    it('refuses before it opens the database', async () => {
      const saved = process.env.FILE_URL_SECRET;
      delete process.env.FILE_URL_SECRET;
      try {
        const config = readConfig({
          NODE_ENV: 'production',
          SANDBOX_PARTNERS: 'all',
          MAIL_OUTBOX: 'on',
          DATA_DIR: dataDir,
          PORT: '0',
          WEB_DIST_DIR: dataDir,
        });
        // A server nobody listens on: the refusal comes before any connection is tried.
        const starting = startPortal(
          { ...config, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' },
          createLogger('silent'),
          {
            serveTools: false,
          },
        );
        await expect(starting).rejects.toThrow(NotReadyForProduction);
        await expect(starting).rejects.toThrow(/FILE_URL_SECRET/);
        expect(await readdir(dataDir)).toEqual([]);
      } finally {
        if (saved !== undefined) process.env.FILE_URL_SECRET = saved;
      }
    });
  });
});
