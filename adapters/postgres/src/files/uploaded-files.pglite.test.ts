import { openMemoryDatabase } from '../open-database';
import { describeUploadedFiles } from './uploaded-files.contract';

describeUploadedFiles('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
