import { describeOnServer } from '../testing/test-server';
import { describeRequestLimits } from './request-limits.contract';

describeOnServer('Request limits', describeRequestLimits);
