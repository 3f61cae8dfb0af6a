import { openMemoryDatabase } from '../open-database';
import { describeSandboxIdentityScanStore } from './sandbox-identity-scan-store.contract';

describeSandboxIdentityScanStore('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
