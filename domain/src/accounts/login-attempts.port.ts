/** A fixed window of counting: it starts at the first failure and lasts this many minutes. */
export interface AttemptWindow {
  minutes: number;
}

/**
 * Counters of failed attempts per subject (an account, a client address), shared by every replica of
 * the server. A window starts at the first failure after the previous window ended.
 */
export interface LoginAttempts {
  /**
   * Counts one more attempt as failed, atomically, and answers the count in the current window, this
   * one included. A login counts its attempt before the password is checked, so parallel attempts
   * can never all pass the limit; a successful one is forgiven afterwards.
   */
  recordFailure(subject: string, at: Date, window: AttemptWindow): Promise<number>;
  /** Takes back one counted attempt that turned out to succeed (never below zero). */
  forgive(subject: string): Promise<void>;
  /** The failures in the window that is open at `at`; 0 when none is open. */
  failuresWithin(subject: string, at: Date, window: AttemptWindow): Promise<number>;
  clear(subject: string): Promise<void>;
  /** Deletes the counters of windows that started before `at` (long over); answers how many. */
  pruneWindowsStartedBefore(at: Date): Promise<number>;
}

export const LOGIN_ATTEMPTS = Symbol('LoginAttempts');
