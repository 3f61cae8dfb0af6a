/** The reset-password rules (calculator §5), in the order the screen lists their messages. */
export const PASSWORD_MESSAGES = {
  mismatch: 'Passwords should match',
  tooShort: 'Min password length of 8 characters',
  noUpperCase: 'A least (1) upper case letter',
  noLowerCase: 'A least (1) lower case letter',
  noNumber: 'A least (1) number, embedded in the password',
  repeatedCharacters: 'Max 2 consecutive identical characters',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

/**
 * Every rule the new password breaks, in the specification's order; empty when it may be saved.
 * The reset is sent only when this is empty, and the server checks again with the same function.
 * Letters of any alphabet count as upper or lower case; length counts characters, not bytes.
 */
export function passwordPolicyViolations(password: string, confirmation: string): string[] {
  const checks: [broken: boolean, message: string][] = [
    [password !== confirmation, PASSWORD_MESSAGES.mismatch],
    [[...password].length < PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort],
    [!/\p{Lu}/u.test(password), PASSWORD_MESSAGES.noUpperCase],
    [!/\p{Ll}/u.test(password), PASSWORD_MESSAGES.noLowerCase],
    [!/\d/.test(password), PASSWORD_MESSAGES.noNumber],
    [/(.)\1\1/su.test(password), PASSWORD_MESSAGES.repeatedCharacters],
  ];
  return checks.filter(([broken]) => broken).map(([, message]) => message);
}

/**
 * What an attacker who knows the customer tries first (decision 0710, 2046): their e-mail address,
 * their first and last names in either order, and the trading names of the organisation whose portal
 * they use. The estimator reads each as a phrase, so `SamOkafor1` and `SouthernCross7` count as one
 * known word and a digit, not as a sequence of unrelated words.
 */
export function passwordPersonalPhrases(
  user: { email: string; firstName: string; lastName: string },
  organisationNames: readonly (string | undefined)[],
): string[] {
  const phrases = [
    user.email,
    user.firstName,
    user.lastName,
    `${user.firstName} ${user.lastName}`,
    `${user.lastName} ${user.firstName}`,
    ...organisationNames,
  ];
  return phrases.map((phrase) => phrase?.trim() ?? '').filter(Boolean);
}
