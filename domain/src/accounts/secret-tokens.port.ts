/** A secret handed to the user once (in a header or a link) and the digest under which it is stored. */
export interface SecretToken {
  token: string;
  digest: string;
}

/**
 * Opaque random tokens for sessions and reset links. Only the digest is stored, so a copy of the
 * database cannot be replayed as sessions or reset links.
 */
export interface SecretTokens {
  generate(): SecretToken;
  /** The same one-way digest `generate` gave, for a token a request presents. */
  digestOf(token: string): string;
}

export const SECRET_TOKENS = Symbol('SecretTokens');
