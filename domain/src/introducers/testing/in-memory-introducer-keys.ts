import type { SecretToken, SecretTokens } from '../../accounts/secret-tokens.port';
import type { AuditEntry } from '../../application/audit-entry';
import type { IntroducerKey, IntroducerKeys, KeyRevocation, StoredIntroducerKey } from '../introducer-key';

// Test support only: the introducers' keys in memory, with the storage's rules.

const publicPart = ({ keyDigest: _digest, ...key }: StoredIntroducerKey): IntroducerKey =>
  structuredClone(key);

export class InMemoryIntroducerKeys implements IntroducerKeys {
  readonly stored: StoredIntroducerKey[] = [];
  /** The audit entries written with the changes. */
  readonly entries: AuditEntry[] = [];

  async add(key: StoredIntroducerKey, entry: AuditEntry) {
    this.stored.push(structuredClone(key));
    this.entries.push(entry);
  }
  async ofDigest(keyDigest: string) {
    const key = this.stored.find((candidate) => candidate.keyDigest === keyDigest);
    return key && publicPart(key);
  }
  async ofId(keyId: string) {
    const key = this.stored.find((candidate) => candidate.keyId === keyId);
    return key && publicPart(key);
  }
  async list(filter: { orgId?: string } = {}) {
    return this.stored.filter((key) => !filter.orgId || key.orgId === filter.orgId).map(publicPart);
  }
  async revoke(
    keyId: string,
    revokedAt: string,
    revokedBy: string,
    entry: AuditEntry,
  ): Promise<KeyRevocation> {
    const key = this.stored.find((candidate) => candidate.keyId === keyId);
    if (!key) return 'notFound';
    if (key.revokedAt) return 'alreadyRevoked';
    Object.assign(key, { revokedAt, revokedBy });
    this.entries.push(entry);
    return 'revoked';
  }
}

/** A one-way stand-in for the digest: nothing of the key can be read in it. */
export class ScramblingSecretTokens implements SecretTokens {
  private sequence = 0;
  generate(): SecretToken {
    const token = `secret-${++this.sequence}`;
    return { token, digest: this.digestOf(token) };
  }
  digestOf(token: string): string {
    return `digest:${[...token]
      .map((c) => c.charCodeAt(0).toString(16))
      .reverse()
      .join('')}`;
  }
}
