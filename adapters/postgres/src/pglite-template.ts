import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { lstat, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from './migrations';
import { ENGINE_OPTIONS, PGliteDatabase } from './pglite-database';

/**
 * A new embedded database starts from a template: a PGlite data folder already initialised and
 * migrated, kept as a tarball (decision 2001). PGlite's initdb takes seconds; loading the template
 * well under one, which is most of the cost of every test suite's fresh database and of a first
 * start. The template is keyed by the engine's version and the migrations' checksums, so a changed
 * migration makes a new one; it lives in a folder only this user can read or write, and a template
 * that is not this user's own is never loaded.
 */
const templates = new Map<string, Promise<Blob>>();

/** Opens the embedded database in `folder` (in memory when undefined): an existing one as it is, a new one from the template. */
export async function openPGlite(folder?: string): Promise<PGliteDatabase> {
  if (folder && existsSync(path.join(folder, 'PG_VERSION'))) return PGliteDatabase.open(folder);
  const template = await migratedTemplate();
  const pglite = await PGlite.create(folder ?? 'memory://', { ...ENGINE_OPTIONS, loadDataDir: template });
  return new PGliteDatabase(pglite, folder ? `PGlite folder ${folder}` : 'PGlite in memory');
}

async function migratedTemplate(): Promise<Blob> {
  const migrations = await readMigrations();
  const key = createHash('sha256')
    .update(PGLITE_VERSION)
    .update(migrations.map((migration) => `${migration.name}:${migration.checksum}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  let template = templates.get(key);
  if (!template) {
    template = kept(key).then((blob) => blob ?? made(key));
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}

/** The tarball another process already made, when it is this user's own. */
async function kept(key: string): Promise<Blob | undefined> {
  try {
    const file = templateFile(key);
    const [folder, stats] = await Promise.all([lstat(path.dirname(file)), lstat(file)]);
    const uid = userInfo().uid;
    const ownersOnly = (mode: number) => (mode & 0o077) === 0;
    if (folder.uid !== uid || stats.uid !== uid || !ownersOnly(folder.mode) || !ownersOnly(stats.mode))
      return;
    if (!stats.isFile()) return;
    return new Blob([await readFile(file)]);
  } catch {
    return undefined;
  }
}

/** Initialises and migrates a database in memory, keeps its tarball for the next process, and answers it. */
async function made(key: string): Promise<Blob> {
  const db = await PGliteDatabase.open();
  try {
    await migrate(db);
    const blob = await db.pglite.dumpDataDir('none');
    await keep(key, blob).catch(() => undefined); // keeping it only saves time next time
    return blob;
  } finally {
    await db.close();
  }
}

async function keep(key: string, blob: Blob): Promise<void> {
  const file = templateFile(key);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written aside, then renamed: a process reading meanwhile sees the whole tarball or none.
  const aside = `${file}.${process.pid}.partial`;
  await writeFile(aside, Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
  await rename(aside, file);
}

const templateFile = (key: string): string =>
  path.join(tmpdir(), `lease-portal-${userInfo().uid}`, `pglite-template-${key}.tar`);

/** The engine's version, so that an upgrade of PGlite never loads a folder its predecessor wrote. */
function pgliteVersion(): string {
  // The package does not export its package.json: it is found above the entry point.
  let folder = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}
const PGLITE_VERSION = pgliteVersion();
