/** One-way password hashing; the stored text names its algorithm and cost so both can be raised later. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when the password matches the stored hash; false for any other stored text. */
  verify(password: string, storedHash: string): Promise<boolean>;
}

export const PASSWORD_HASHER = Symbol('PasswordHasher');
