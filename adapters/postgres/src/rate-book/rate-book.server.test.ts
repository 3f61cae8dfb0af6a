import { describeOnServer } from '../testing/test-server';
import { describeRateBookStorage } from './rate-book.contract';

describeOnServer('PostgresRateBook', describeRateBookStorage);
