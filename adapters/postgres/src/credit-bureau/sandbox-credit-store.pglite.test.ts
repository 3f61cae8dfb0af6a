import { openMemoryDatabase } from '../open-database';
import { describeSandboxCreditStore } from './sandbox-credit-store.contract';

describeSandboxCreditStore('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
