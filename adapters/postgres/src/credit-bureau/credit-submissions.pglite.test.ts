import { openMemoryDatabase } from '../open-database';
import { describeCreditSubmissions } from './credit-submissions.contract';

describeCreditSubmissions('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
