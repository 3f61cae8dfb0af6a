import { DomainError } from '../shared/result';

/** Someone saved the application after the caller's checks read it: nothing is written. */
export const concurrentUpdate = (): DomainError =>
  new DomainError('CONCURRENT_UPDATE', 'This application was changed by someone else; reload and try again.');
