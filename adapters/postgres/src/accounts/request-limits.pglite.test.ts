import { openMemoryDatabase } from '../open-database';
import { describeRequestLimits } from './request-limits.contract';

describeRequestLimits('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
