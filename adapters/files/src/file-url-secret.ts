import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const FILE_URL_SECRET_FILE = 'file-url-secret';

/**
 * The key that signs file URLs: `FILE_URL_SECRET` (base64, 32 bytes or more) when the environment
 * gives one, as replicas sharing a database must; otherwise 32 random bytes drawn once and kept in the
 * data folder, readable by its owner only (like the tool socket's password, decision 0212), so URLs
 * issued before a restart stay valid until they expire. Read once at start-up, so synchronous.
 */
export function fileUrlSecret(dataDir: string, fromEnvironment?: string): Buffer {
  if (fromEnvironment) return Buffer.from(fromEnvironment, 'base64');
  const file = path.join(dataDir, FILE_URL_SECRET_FILE);
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32);
  const aside = `${file}.${process.pid}`;
  writeFileSync(aside, secret.toString('base64'), { mode: 0o600 });
  renameSync(aside, file);
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
