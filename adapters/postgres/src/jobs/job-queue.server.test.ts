import { describeOnServer } from '../testing/test-server';
import { describeJobQueue } from './job-queue.contract';

describeOnServer('PostgresJobQueue', describeJobQueue);
