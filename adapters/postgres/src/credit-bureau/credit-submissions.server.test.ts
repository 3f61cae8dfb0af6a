import { describeOnServer } from '../testing/test-server';
import { describeCreditSubmissions } from './credit-submissions.contract';

describeOnServer('credit submissions', describeCreditSubmissions);
