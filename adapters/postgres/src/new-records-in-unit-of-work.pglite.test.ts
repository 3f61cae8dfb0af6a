import { describeNewRecordsInUnitOfWork } from './new-records-in-unit-of-work.contract';
import { openMemoryDatabase } from './open-database';

describeNewRecordsInUnitOfWork('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
