import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from './database';
import { DataFolderInUse, DataFolderLock, liveFolderOwner, lockFile } from './data-folder-lock';
import { openDatabase } from './open-database';
import { processStartTime } from './process-start-time';

const STARTUP_TIMEOUT_MS = 60_000;

/** The id of a process that has just ended, so no process has it (for a while). */
async function aDeadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('one owner per embedded data folder', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lease-portal-lock-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'lets exactly one of two portals started at the same moment open the folder',
    async () => {
      const outcomes = await Promise.allSettled([
        openDatabase({ dataDir, serveTools: true }),
        openDatabase({ dataDir, serveTools: true }),
      ]);
      const opened = outcomes.filter((o): o is PromiseFulfilledResult<Database> => o.status === 'fulfilled');
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(opened).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]!.reason).toBeInstanceOf(DataFolderInUse);
      expect(String(refused[0]!.reason.message)).toMatch(/Another portal process \(pid \d+\)/);
      await opened[0]!.value.close();
      expect(await readdir(dataDir)).not.toContain('owner.lock');
    },
    STARTUP_TIMEOUT_MS,
  );

  it('gives the folder to exactly one of many takers at once', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => DataFolderLock.acquire(dataDir, 'portal')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });

  it('takes over a lock whose process has ended', async () => {
    await writeFile(
      lockFile(dataDir),
      JSON.stringify({ kind: 'portal', pid: await aDeadPid(), startedAt: 'boot+1', token: 'old' }),
    );
    const lock = await DataFolderLock.acquire(dataDir, 'portal');
    expect(await liveFolderOwner(dataDir)).toEqual(lock.owner);
  });

  it('takes over a lock whose process id now names another process (a restarted container is pid 1 again)', async () => {
    // This very process is alive, but it did not start when the lock says its owner did.
    await writeFile(
      lockFile(dataDir),
      JSON.stringify({ kind: 'portal', pid: process.pid, startedAt: 'boot+1', token: 'old' }),
    );
    expect(await liveFolderOwner(dataDir)).toBeUndefined();
    await expect(DataFolderLock.acquire(dataDir, 'portal')).resolves.toBeInstanceOf(DataFolderLock);
  });

  it('takes over a damaged lock file', async () => {
    await writeFile(lockFile(dataDir), '{"pid":');
    await expect(DataFolderLock.acquire(dataDir, 'tool')).resolves.toBeInstanceOf(DataFolderLock);
  });

  it('gives many takers finding the same stale lock the folder once', async () => {
    await writeFile(
      lockFile(dataDir),
      JSON.stringify({ kind: 'portal', pid: await aDeadPid(), startedAt: 'boot+1', token: 'old' }),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => DataFolderLock.acquire(dataDir, 'portal')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect((await readdir(dataDir)).sort()).toEqual(['owner.lock']);
  });

  it('refuses while the owner lives, and frees the folder on release', async () => {
    const lock = await DataFolderLock.acquire(dataDir, 'tool');
    expect(lock.owner.startedAt).toBe(await processStartTime(process.pid));
    await expect(DataFolderLock.acquire(dataDir, 'portal')).rejects.toThrow(/support tool \(pid \d+\)/);
    await lock.release();
    await expect(DataFolderLock.acquire(dataDir, 'portal')).resolves.toBeInstanceOf(DataFolderLock);
  });
});
