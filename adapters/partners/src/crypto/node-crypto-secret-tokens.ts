import { createHash, randomBytes } from 'node:crypto';
import type { SecretToken, SecretTokens } from '@lease-portal/domain';

/** 256 random bits, URL-safe; stored as their SHA-256 (a fast hash suits a secret this long). */
export class NodeCryptoSecretTokens implements SecretTokens {
  generate(): SecretToken {
    const token = randomBytes(32).toString('base64url');
    return { token, digest: this.digestOf(token) };
  }

  digestOf(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
