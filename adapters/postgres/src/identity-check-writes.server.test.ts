import { describeIdentityCheckWrites } from './identity-check-writes.contract';
import { describeOnServer } from './testing/test-server';

describeOnServer("the identity check's writes", describeIdentityCheckWrites);
