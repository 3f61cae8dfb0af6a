/** The users' password hashes, kept apart from their profiles so that no profile read ever carries one. */
export interface UserCredentials {
  /** The stored hash; undefined until the user has chosen a password (or for an unknown user). */
  passwordHashOf(userId: string): Promise<string | undefined>;
  /** Throws DomainError NOT_FOUND for an unknown user. */
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
}

export const USER_CREDENTIALS = Symbol('UserCredentials');
