import { DomainError } from '../shared/result';

/** Someone saved the application after the caller's checks read it: nothing is written. */
export const concurrentUpdate = (): DomainError =>
  new DomainError('CONCURRENT_UPDATE', 'This application was changed by someone else; reload and try again.');

export const isConcurrentUpdate = (error: unknown): boolean =>
  error instanceof DomainError && error.code === 'CONCURRENT_UPDATE';

/**
 * How many times a unit of work runs while simultaneous saves keep winning: the customer's return and
 * the e-signature service's events for each signer, taken by jobs on two replicas, can all write the
 * application at one moment (decision 1707).
 */
export const RUNS_WHEN_OVERTAKEN = 3;

/**
 * Runs a unit of work that reads the application afresh, again each time a simultaneous save won,
 * `RUNS_WHEN_OVERTAKEN` times at most: lost every time, CONCURRENT_UPDATE is thrown for the caller
 * to decide.
 */
export async function retriedIfOvertaken<T>(work: () => Promise<T>): Promise<T> {
  for (let run = 1; ; run += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isConcurrentUpdate(error) || run >= RUNS_WHEN_OVERTAKEN) throw error;
    }
  }
}
