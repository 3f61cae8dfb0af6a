import { openMemoryDatabase } from '../open-database';
import { describeOverrideProposalsStorage } from './override-proposals.contract';

describeOverrideProposalsStorage('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
