import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
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
  tightenUnder(dataDir);
}

/**
 * Folders 0700 and files 0600, all the way down; links are left alone (their target may be anyone's).
 * Synchronously: it runs while the database opens, before anything else is served, and a thousand
 * files take half the time they took walked in parallel.
 */
export function tightenUnder(entry: string): void {
  const stats = gone(() => lstatSync(entry));
  if (!stats || stats.isSymbolicLink()) return;
  if (!stats.isDirectory()) {
    if ((stats.mode & 0o077) !== 0) gone(() => chmodSync(entry, stats.mode & 0o700));
    return;
  }
  if ((stats.mode & 0o777) !== 0o700) gone(() => chmodSync(entry, 0o700));
  for (const name of gone(() => readdirSync(entry)) ?? []) tightenUnder(path.join(entry, name));
}

/** A file removed meanwhile (a lock's aside copy, a temporary file of the engine) needs nothing. */
function gone<T>(step: () => T): T | undefined {
  try {
    return step();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
