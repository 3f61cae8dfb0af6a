import { describeOnServer } from '../testing/test-server';
import { describeOverrideProposalsStorage } from './override-proposals.contract';

describeOnServer('Override proposals', describeOverrideProposalsStorage);
