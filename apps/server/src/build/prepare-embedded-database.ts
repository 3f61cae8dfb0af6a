import { existsSync } from 'node:fs';
import path from 'node:path';
import { migratedTemplate, pgliteFolder } from '@lease-portal/postgres';
import { readConfig } from '../config';

/**
 * Run by `npm start` while the web app builds (decision 2116): when the portal will open a new
 * embedded database, makes the migrated template it starts from (decision 2001) now, on the core the
 * web build leaves free, with V8's baseline WASM compiler alone (the launcher's `--liftoff-only`),
 * which costs a one-off initdb about a third less CPU. The template is kept for every later database.
 */
async function prepareEmbeddedDatabase(): Promise<void> {
  const config = readConfig();
  if (config.databaseUrl) return;
  if (existsSync(path.join(pgliteFolder(config.dataDir), 'PG_VERSION'))) return;
  await migratedTemplate();
}

prepareEmbeddedDatabase().catch((error: unknown) => {
  // Only time is lost: the portal makes the template itself.
  console.error(error);
  process.exitCode = 1;
});
