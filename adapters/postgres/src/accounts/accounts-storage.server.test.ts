import { describeOnServer } from '../testing/test-server';
import { describeAccountStorage } from './accounts-storage.contract';

describeOnServer('Postgres accounts storage', describeAccountStorage);
