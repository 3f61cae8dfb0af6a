import { describeJourneyNamesMigrations } from './journey-names-migrations.contract';
import { describeOnServer } from './testing/test-server';

describeOnServer('The journey names migrations', describeJourneyNamesMigrations);
