import { DomainError } from '../shared/result';

/** The specification's answer to an expired, used or unknown reset link (calculator §8). */
export const TOKEN_EXPIRED_MESSAGE = 'Your token has expired, please reset your password.';

/** The same answer for an unknown e-mail address and a wrong password, so neither can be probed. */
export const LOGIN_FAILED_MESSAGE = 'The e-mail address or password is incorrect.';

export const accountErrors = {
  loginFailed: () => new DomainError('UNAUTHENTICATED', LOGIN_FAILED_MESSAGE),
  tooManyAttempts: (minutes: number) =>
    new DomainError(
      'RATE_LIMITED',
      `Too many unsuccessful login attempts. Please wait ${minutes} minutes and try again, or reset your password.`,
    ),
  signInRequired: () => new DomainError('UNAUTHENTICATED', 'Please log in to continue.'),
  /** The same answer whether the thing does not exist or belongs to someone else. */
  forbidden: () => new DomainError('FORBIDDEN', 'You do not have access to this.'),
};
