/**
 * The passwords attackers try first: common ones, leaked ones, keyboard walks and dates, and words of
 * the customer's own name or address. The specification's rules (calculator §5) let `Passw0rd`
 * through; this check comes after them (decision 0710).
 */
export interface GuessablePasswords {
  /** True when the password would fall within the first million guesses of an informed attacker. */
  isTooGuessable(password: string, personalWords: string[]): Promise<boolean>;
}
export const GUESSABLE_PASSWORDS = Symbol('GuessablePasswords');

export const GUESSABLE_PASSWORD_MESSAGE =
  'This password is too common or too easy to guess. Please choose a less predictable one.';
