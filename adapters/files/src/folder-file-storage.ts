import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '@lease-portal/domain';

/** Keys are the portal's own random ids; anything else could climb out of the folder. */
const SAFE_KEY = /^[A-Za-z0-9-]{1,100}$/;

/**
 * Uploaded files in a folder of their own (`DATA_DIR/files`, outside the web app's folder, so nothing
 * serves them but the download route). A file is named by its key, never by the customer's name; it
 * is written aside and linked under its key, so a crash never leaves half a file under a key, and a
 * key that holds bytes is never given others (decision 2030). Owner-only modes.
 */
export class FolderFileStorage implements FileStorage {
  constructor(private readonly folder: string) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const aside = `${file}.${randomBytes(8).toString('hex')}.partial`;
    try {
      await writeFile(aside, bytes, { mode: 0o600, flush: true });
      // Unlike a rename, a link never replaces: of two puts under one key, the second fails.
      await link(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        throw new Error('Bytes are stored under this key already', { cause: error });
      throw error;
    } finally {
      await rm(aside, { force: true });
    }
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error('Not a file key');
    return path.join(this.folder, key);
  }
}
