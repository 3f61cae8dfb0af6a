import { lstatSync, mkdirSync, statfsSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

/** The kernel's number for a tmpfs file system (statfs(2)). */
const TMPFS_MAGIC = 0x01021994;

/** Whether the folder is on a tmpfs, in memory; false for one that cannot be read. */
export function onTmpfs(folder: string): boolean {
  try {
    return statfsSync(folder).type === TMPFS_MAGIC;
  } catch {
    return false;
  }
}

/**
 * The scratch folder (TMPDIR) for `npm test`, in memory: a folder of this user's own on the machine's
 * tmpfs. The suites' embedded databases, the browser journeys' portal and Jest's cache write
 * thousands of small files; on an ext4 disk each new file cost about a millisecond, on tmpfs a
 * hundredth of that (decision 2129). Answers undefined, leaving the scratch folder where it is, when
 * the caller chose one (TMPDIR set), when there is no tmpfs at `shm`, or when the folder there is not
 * this user's own and closed to others.
 */
export function scratchInMemory(env: NodeJS.ProcessEnv, shm = '/dev/shm'): string | undefined {
  if (env.TMPDIR || !onTmpfs(shm)) return undefined;
  try {
    const { uid } = userInfo();
    const folder = path.join(shm, `lease-portal-tests-${uid}`);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const made = lstatSync(folder);
    const ownersOnly = (made.mode & 0o077) === 0;
    return made.isDirectory() && made.uid === uid && ownersOnly ? folder : undefined;
  } catch {
    return undefined;
  }
}
