import { describeJourneyNamesMigrations } from './journey-names-migrations.contract';
import { openMemoryDatabase } from './open-database';

describeJourneyNamesMigrations('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
