import path from 'node:path';
import type { FileStorage } from '@lease-portal/domain';
import { FolderFileStorage } from '@lease-portal/files';
import { PostgresFileStorage, type Database } from '@lease-portal/postgres';
import type { FileSettings } from './file-settings';

/** Where the bytes of uploads live with these settings (decision 1600): the portal and `lease-admin` agree. */
export function fileStorageOf(db: Database, settings: FileSettings): FileStorage {
  return settings.bytesInDatabase
    ? new PostgresFileStorage(db)
    : new FolderFileStorage(path.join(settings.dataDir, 'files'));
}
