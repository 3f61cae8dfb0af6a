import { describeApplicationFinder } from './application-finder.contract';
import { openMemoryDatabase } from './open-database';

describeApplicationFinder('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
