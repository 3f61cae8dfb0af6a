import { DomainError } from '../shared/result';

/** Someone saved the application after the caller's checks read it: nothing is written. */
export const concurrentUpdate = (): DomainError =>
  new DomainError('CONCURRENT_UPDATE', 'This application was changed by someone else; reload and try again.');

export const isConcurrentUpdate = (error: unknown): boolean =>
  error instanceof DomainError && error.code === 'CONCURRENT_UPDATE';

/**
 * Runs a unit of work that reads the application afresh, once more when a simultaneous save won:
 * lost again, CONCURRENT_UPDATE is thrown for the caller to decide.
 */
export async function onceMoreIfOvertaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isConcurrentUpdate(error)) throw error;
    return work();
  }
}
