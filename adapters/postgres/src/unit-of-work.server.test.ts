import { describeOnServer } from './testing/test-server';
import { describeUnitOfWork } from './unit-of-work.contract';

describeOnServer('PostgresUnitOfWork', describeUnitOfWork);
