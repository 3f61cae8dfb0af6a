import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/**
 * The data folder holds password hashes, e-mail addresses and the tool socket's password: only its
 * owner may read it (decision 2024). PGlite writes its files with the process's umask (and its
 * template's 0666), so the folder is tightened when opened and the process's umask keeps what is
 * written later owner-only.
 */
export async function closeToOthers(dataDir: string): Promise<void> {
  // Files created from now on by this process: 0600 and 0700, whatever the umask it was started with.
  // (A worker thread may not set it; the folder is still tightened once the database is open.)
  if (isMainThread) process.umask(0o077);
  await chmod(dataDir, 0o700);
}

/** Everything in the folder made owner-only: what existed before, and what the database just wrote. */
export async function keepToOwner(dataDir: string): Promise<void> {
  await closeToOthers(dataDir);
  await tighten(dataDir);
}

/** Folders 0700 and files 0600, all the way down; links are left alone (their target may be anyone's). */
async function tighten(entry: string): Promise<void> {
  const stats = await lstat(entry).catch(gone);
  if (!stats) return;
  if (stats.isSymbolicLink()) return;
  if (!stats.isDirectory()) {
    if ((stats.mode & 0o077) !== 0) await chmod(entry, stats.mode & 0o700).catch(gone);
    return;
  }
  if ((stats.mode & 0o777) !== 0o700) await chmod(entry, 0o700).catch(gone);
  const names = (await readdir(entry).catch(gone)) ?? [];
  await Promise.all(names.map((name) => tighten(path.join(entry, name))));
}

/** A file removed meanwhile (a lock's aside copy, a temporary file of the engine) needs nothing. */
function gone(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}
