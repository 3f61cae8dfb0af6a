import { describeOnServer } from '../testing/test-server';
import { describeIntroducerKeysStorage } from './introducer-keys.contract';

describeOnServer('Introducer keys', describeIntroducerKeysStorage);
