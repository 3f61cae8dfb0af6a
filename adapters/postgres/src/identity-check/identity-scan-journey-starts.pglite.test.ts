import { openMemoryDatabase } from '../open-database';
import { describeIdentityScanJourneyStarts } from './identity-scan-journey-starts.contract';

describeIdentityScanJourneyStarts('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
