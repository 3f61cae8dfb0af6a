import { describeOnServer } from '../testing/test-server';
import { describeIdentityScanJourneyStarts } from './identity-scan-journey-starts.contract';

describeOnServer('Identity-scan journeys started', describeIdentityScanJourneyStarts);
