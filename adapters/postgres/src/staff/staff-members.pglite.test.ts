import { openMemoryDatabase } from '../open-database';
import { describeStaffStorage } from './staff-members.contract';

describeStaffStorage('embedded PGlite', { open: () => openMemoryDatabase(), dispose: (db) => db.close() });
