import { chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { DomainError } from '@lease-portal/domain';

/**
 * Where a staff member's key is kept between commands (decision 1810): LEASE_ADMIN_STAFF_KEY for
 * scripts, else a file only its owner can read, written by `lease-admin login`. Like an SSH key, a
 * file others can read is refused rather than used.
 */
export interface StaffKeyStore {
  read(): Promise<string | undefined>;
  /** Saves the key and answers where. */
  save(key: string): Promise<string>;
  /** Removes the saved key; false when there was none. */
  remove(): Promise<boolean>;
  readonly location: string;
  /**
   * Whether the key comes from LEASE_ADMIN_STAFF_KEY rather than the file: a script's copy, which
   * `logout` does not remove and a rolled key does not replace (absent: from the file).
   */
  readonly fromEnvironment?: boolean;
}

export function staffKeyFile(env: NodeJS.ProcessEnv): string {
  if (env.LEASE_ADMIN_KEY_FILE) return path.resolve(env.LEASE_ADMIN_KEY_FILE);
  const config = env.XDG_CONFIG_HOME || path.join(homedir(), '.config');
  return path.join(config, 'lease-admin', 'staff-key');
}

export function fileStaffKeyStore(env: NodeJS.ProcessEnv = process.env): StaffKeyStore {
  const file = staffKeyFile(env);
  return {
    location: file,
    fromEnvironment: Boolean(env.LEASE_ADMIN_STAFF_KEY?.trim()),
    async read() {
      const fromEnvironment = env.LEASE_ADMIN_STAFF_KEY?.trim();
      if (fromEnvironment) return fromEnvironment;
      const info = await stat(file).catch(() => undefined);
      if (!info) return undefined;
      // Group or others may read it: someone else could act as this member.
      if ((info.mode & 0o077) !== 0) {
        throw new DomainError(
          'FORBIDDEN',
          `The staff key file ${file} can be read by others: run 'chmod 600 ${file}', or sign in again.`,
        );
      }
      return (await readFile(file, 'utf8')).trim() || undefined;
    },
    async save(key) {
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, `${key}\n`, { mode: 0o600 });
      // An existing file keeps its mode on write: make sure it is the owner's only.
      await chmod(file, 0o600);
      return file;
    },
    async remove() {
      const existed = await stat(file).then(
        () => true,
        () => false,
      );
      await rm(file, { force: true });
      return existed;
    },
  };
}
