/** A fixed window of counting: it starts at the first failure and lasts this many minutes. */
export interface AttemptWindow {
  minutes: number;
}

/**
 * Counters of failed attempts per subject (an account, a client address), shared by every replica of
 * the server. A window starts at the first failure after the previous window ended.
 */
export interface LoginAttempts {
  /** Counts one more failure and answers the failures in the current window, this one included. */
  recordFailure(subject: string, at: Date, window: AttemptWindow): Promise<number>;
  /** The failures in the window that is open at `at`; 0 when none is open. */
  failuresWithin(subject: string, at: Date, window: AttemptWindow): Promise<number>;
  clear(subject: string): Promise<void>;
  /** Deletes the counters of windows that started before `at` (long over); answers how many. */
  pruneWindowsStartedBefore(at: Date): Promise<number>;
}

export const LOGIN_ATTEMPTS = Symbol('LoginAttempts');
