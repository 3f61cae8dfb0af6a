import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FILE_URL_SECRET_FILE, fileUrlSecret } from './file-url-secret';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'file-secret-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the file URL secret', () => {
  it('is drawn once, kept owner-only in the data folder, and the same after a restart', async () => {
    const first = fileUrlSecret(dataDir);
    expect(first).toHaveLength(32);
    expect((await stat(path.join(dataDir, FILE_URL_SECRET_FILE))).mode & 0o777).toBe(0o600);
    expect(fileUrlSecret(dataDir)).toEqual(first);
  });

  it('comes from the environment when given', async () => {
    const given = Buffer.alloc(32, 7);
    expect(fileUrlSecret(dataDir, given.toString('base64'))).toEqual(given);
  });
});
