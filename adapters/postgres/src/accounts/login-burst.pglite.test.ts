import { openMemoryDatabase } from '../open-database';
import { describeLoginBurst } from './login-burst.contract';

describeLoginBurst('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
