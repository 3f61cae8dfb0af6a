import { openMemoryDatabase } from '../open-database';
import { describeJobQueue } from './job-queue.contract';

describeJobQueue('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
