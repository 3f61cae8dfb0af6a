import { describeNewRecordsInUnitOfWork } from './new-records-in-unit-of-work.contract';
import { describeOnServer } from './testing/test-server';

describeOnServer('new users and applications in PostgresUnitOfWork', describeNewRecordsInUnitOfWork);
