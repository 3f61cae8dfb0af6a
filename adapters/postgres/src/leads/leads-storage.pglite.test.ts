import { openMemoryDatabase } from '../open-database';
import { describeLeadsStorage } from './leads-storage.contract';

describeLeadsStorage('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
