import { describeIdentityCheckWrites } from './identity-check-writes.contract';
import { openMemoryDatabase } from './open-database';

describeIdentityCheckWrites('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
