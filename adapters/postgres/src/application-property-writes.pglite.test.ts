import { describeConcurrentPropertyWrites } from './application-property-writes.contract';
import { openMemoryDatabase } from './open-database';

describeConcurrentPropertyWrites('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
