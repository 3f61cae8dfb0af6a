import { describeOnServer } from '../testing/test-server';
import { describeLoginBurst } from './login-burst.contract';

describeOnServer('Parallel logins', describeLoginBurst);
