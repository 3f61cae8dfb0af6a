import { describeContractSigningWrites } from './contract-signing-writes.contract';
import { openMemoryDatabase } from './open-database';

describeContractSigningWrites('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
