import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, pgliteFolder } from '@lease-portal/postgres';
import { readConfig } from '../config';

/**
 * Run by `npm start` while the web app builds (decision 2116): when the portal will open a new
 * embedded database, makes it now, on the core the web build leaves free, as the portal would (from
 * the migrated template, itself made first on a new machine: decision 2001), with V8's baseline WASM
 * compiler alone (the launcher's `--liftoff-only`), which costs a one-off initdb about a third less
 * CPU. The portal then opens it as on any restart.
 */
async function prepareEmbeddedDatabase(): Promise<void> {
  const config = readConfig();
  if (config.databaseUrl) return;
  if (existsSync(path.join(pgliteFolder(config.dataDir), 'PG_VERSION'))) return;
  await (await openDatabase({ dataDir: config.dataDir })).close();
}

prepareEmbeddedDatabase().catch((error: unknown) => {
  // Only time is lost: the portal makes it itself.
  console.error(error);
  process.exitCode = 1;
});
