import { openMemoryDatabase } from './open-database';
import { describeRepositories } from './repositories.contract';

describeRepositories('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
