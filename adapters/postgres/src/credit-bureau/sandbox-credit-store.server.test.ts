import { describeOnServer } from '../testing/test-server';
import { describeSandboxCreditStore } from './sandbox-credit-store.contract';

describeOnServer('Postgres sandbox credit store', describeSandboxCreditStore);
