import { openMemoryDatabase } from '../open-database';
import { describeIntroducerKeysStorage } from './introducer-keys.contract';

describeIntroducerKeysStorage('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
