import { describeOnServer } from '../testing/test-server';
import { describePostgresFileStorage } from './file-storage.contract';

describeOnServer('Postgres file storage', describePostgresFileStorage);
