import { describeApplicationFinder } from './application-finder.contract';
import { describeOnServer } from './testing/test-server';

describeOnServer('The support desk’s application search', describeApplicationFinder);
