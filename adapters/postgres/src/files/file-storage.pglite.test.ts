import { openMemoryDatabase } from '../open-database';
import { describePostgresFileStorage } from './file-storage.contract';

describePostgresFileStorage('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
