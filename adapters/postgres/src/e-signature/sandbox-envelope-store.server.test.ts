import { describeOnServer } from '../testing/test-server';
import { describeSandboxEnvelopeStore } from './sandbox-envelope-store.contract';

describeOnServer('Postgres sandbox envelope store', describeSandboxEnvelopeStore);
