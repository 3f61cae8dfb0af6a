import { describeOnServer } from './testing/test-server';
import { describeRepositories } from './repositories.contract';

describeOnServer('Postgres repositories', describeRepositories);
