import { openMemoryDatabase } from '../open-database';
import { describeAccountStorage } from './accounts-storage.contract';

describeAccountStorage('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
