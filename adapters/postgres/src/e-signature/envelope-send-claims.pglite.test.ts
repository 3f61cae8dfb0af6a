import { openMemoryDatabase } from '../open-database';
import { describeEnvelopeSendClaims } from './envelope-send-claims.contract';

describeEnvelopeSendClaims('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
