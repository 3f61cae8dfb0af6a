import { describeOnServer } from '../testing/test-server';
import { describeLeadsStorage } from './leads-storage.contract';

describeOnServer('Postgres leads storage', describeLeadsStorage);
