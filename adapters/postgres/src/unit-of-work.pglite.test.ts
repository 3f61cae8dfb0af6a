import { openMemoryDatabase } from './open-database';
import { describeUnitOfWork } from './unit-of-work.contract';

describeUnitOfWork('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
