import { describeConcurrentPropertyWrites } from './application-property-writes.contract';
import { describeOnServer } from './testing/test-server';

describeOnServer('createOrUpdateProperty sections saved at once', describeConcurrentPropertyWrites);
