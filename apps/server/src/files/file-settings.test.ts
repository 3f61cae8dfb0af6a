import { FolderFileStorage } from '@lease-portal/files';
import { PostgresFileStorage, type Database } from '@lease-portal/postgres';
import { readFileSettings } from './file-settings';
import { fileStorageOf } from './file-storage-of';

const SERVER = 'postgres://portal@db.internal:5432/lease';
const db = {} as Database;

describe('where uploaded files live (decision 1600)', () => {
  it('keeps the bytes in the database replicas share on a PostgreSQL server', () => {
    const settings = readFileSettings({ DATABASE_URL: SERVER, DATA_DIR: '/srv/portal' });
    expect(settings.bytesInDatabase).toBe(true);
    expect(fileStorageOf(db, settings)).toBeInstanceOf(PostgresFileStorage);
  });

  it('keeps them in the data folder beside the embedded database', () => {
    const settings = readFileSettings({ DATA_DIR: '/srv/portal' });
    expect(settings.bytesInDatabase).toBe(false);
    expect(fileStorageOf(db, settings)).toBeInstanceOf(FolderFileStorage);
  });
});
