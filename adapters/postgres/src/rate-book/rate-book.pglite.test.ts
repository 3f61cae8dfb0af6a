import { openMemoryDatabase } from '../open-database';
import { describeRateBookStorage } from './rate-book.contract';

describeRateBookStorage('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
