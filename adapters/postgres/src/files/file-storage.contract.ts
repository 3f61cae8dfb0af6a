import { describeFileStorage } from '@lease-portal/domain/src/files/testing/file-storage.contract';
import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { PostgresFileStorage } from './postgres-file-storage';

/** The FileStorage contract the data folder's storage keeps too, on one engine. */
export function describePostgresFileStorage(engine: string, factory: DatabaseFactory): void {
  let db: Database | undefined;
  describeFileStorage(`PostgreSQL on ${engine}`, {
    async open() {
      db = await factory.open();
      return new PostgresFileStorage(db);
    },
    async close() {
      if (db) await factory.dispose(db);
    },
  });
}
