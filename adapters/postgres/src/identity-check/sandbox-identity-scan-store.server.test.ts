import { describeOnServer } from '../testing/test-server';
import { describeSandboxIdentityScanStore } from './sandbox-identity-scan-store.contract';

describeOnServer('Postgres sandbox identity-scan store', describeSandboxIdentityScanStore);
