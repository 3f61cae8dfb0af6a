import { openMemoryDatabase } from '../open-database';
import { describeSandboxEnvelopeStore } from './sandbox-envelope-store.contract';

describeSandboxEnvelopeStore('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
