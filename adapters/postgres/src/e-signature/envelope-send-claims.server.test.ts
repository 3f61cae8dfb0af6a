import { describeOnServer } from '../testing/test-server';
import { describeEnvelopeSendClaims } from './envelope-send-claims.contract';

describeOnServer('Postgres envelope send claims', describeEnvelopeSendClaims);
