import { chmod, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from './open-database';
import { openDatabaseForTool } from './open-database-for-tool';

const OPEN_TIMEOUT_MS = 60_000;

/** Every folder and file under `root` (the root too) with its permission bits, links left out. */
async function modesUnder(root: string): Promise<{ path: string; folder: boolean; mode: number }[]> {
  const found: { path: string; folder: boolean; mode: number }[] = [];
  const visit = async (entry: string) => {
    const stats = await lstat(entry);
    if (stats.isSymbolicLink()) return;
    found.push({
      path: path.relative(root, entry) || '.',
      folder: stats.isDirectory(),
      mode: stats.mode & 0o777,
    });
    if (stats.isDirectory()) for (const name of await readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(root);
  return found;
}

const readableByOthers = <Entry extends { folder: boolean; mode: number }>(entries: Entry[]) =>
  entries.filter(({ folder, mode }) => (folder ? mode !== 0o700 : (mode & 0o077) !== 0));

describe('the embedded data folder is its owner’s only', () => {
  let dataDir: string;
  let umaskBefore: number;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lease-portal-modes-'));
    // The usual umask of a shell, which leaves new files readable by everyone.
    umaskBefore = process.umask(0o022);
  });

  afterEach(async () => {
    process.umask(umaskBefore);
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'tightens a folder that existed open to all, and keeps what the database writes afterwards owner-only',
    async () => {
      await chmod(dataDir, 0o755);
      await mkdir(path.join(dataDir, 'files'), { mode: 0o755 });
      await writeFile(path.join(dataDir, 'files', 'left-by-an-earlier-portal'), 'x', { mode: 0o644 });
      await chmod(path.join(dataDir, 'files'), 0o755);

      const db = await openDatabase({ dataDir, serveTools: true });
      try {
        // Opened: the folder, what was there and everything the engine wrote while opening.
        expect(readableByOthers(await modesUnder(dataDir))).toEqual([]);
        // Written afterwards: a new table's files, the write-ahead log, a checkpoint, and a file the
        // engine creates with the process's umask (ALTER SYSTEM's configuration file).
        await db.query('CREATE TABLE secrets (hash text)');
        await db.query('INSERT INTO secrets SELECT md5(g::text) FROM generate_series(1, 5000) g');
        await db.query('CHECKPOINT');
        await db.query("ALTER SYSTEM SET work_mem = '8MB'");
      } finally {
        await db.close();
      }
      const entries = await modesUnder(dataDir);
      expect(entries.length).toBeGreaterThan(100);
      expect(readableByOthers(entries)).toEqual([]);
      expect(entries.find((entry) => entry.path === '.')).toMatchObject({ mode: 0o700 });
      expect(entries.find((entry) => entry.path === 'files/left-by-an-earlier-portal')).toMatchObject({
        mode: 0o600,
      });
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'lets the support tool make a new database owner-only, as the portal does',
    async () => {
      await chmod(dataDir, 0o755);
      const db = await openDatabaseForTool({ dataDir });
      await db.close();
      const entries = await modesUnder(dataDir);
      expect(entries.length).toBeGreaterThan(100);
      expect(readableByOthers(entries)).toEqual([]);
    },
    OPEN_TIMEOUT_MS,
  );

  it(
    'lets the support tool, for one command, close an existing folder to others and tighten the engine’s files, not the portal’s uploads',
    async () => {
      await (await openDatabase({ dataDir })).close();
      // Loosened after the portal stopped: the folder, and one file in it.
      await chmod(dataDir, 0o755);
      await mkdir(path.join(dataDir, 'files'), { mode: 0o700 });
      await writeFile(path.join(dataDir, 'files', 'left-open'), 'x', { mode: 0o644 });
      await chmod(path.join(dataDir, 'files', 'left-open'), 0o644);

      const tool = await openDatabaseForTool({ dataDir });
      try {
        await tool.query('CREATE TABLE secrets (hash text)');
        await tool.query('INSERT INTO secrets SELECT md5(g::text) FROM generate_series(1, 5000) g');
        await tool.query('CHECKPOINT');
      } finally {
        await tool.close();
      }
      // Closed to others, so nothing in it can be reached whatever its own mode: the upload left open
      // stays as it was, and the engine's files, those it rewrites as it starts too, are owner-only.
      const entries = await modesUnder(dataDir);
      expect(entries.find((entry) => entry.path === '.')).toMatchObject({ mode: 0o700 });
      expect(readableByOthers(entries).map((entry) => entry.path)).toEqual(['files/left-open']);

      // The portal's next start tightens everything again.
      await (await openDatabase({ dataDir })).close();
      expect(readableByOthers(await modesUnder(dataDir))).toEqual([]);
    },
    OPEN_TIMEOUT_MS,
  );
});
