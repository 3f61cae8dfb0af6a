import type { AuditEntry } from '../application/audit-entry';

/**
 * A key an introducer's system sends its organisation's leads with (decision 2121). The key itself is
 * shown once, when it is made; the portal keeps only its digest, so a copy of the database is no key.
 */
export interface IntroducerKey {
  keyId: string;
  orgId: string;
  /** Whose system holds it, in the desk's words: "Harbour Brokers' CRM". */
  label: string;
  createdAt: string;
  /** The staff member who made it. */
  createdBy: string;
  /** Once revoked, refused at once and for good. */
  revokedAt?: string;
  revokedBy?: string;
}

/** A key as stored: with the digest the requests' keys are looked up by, never the key. */
export interface StoredIntroducerKey extends IntroducerKey {
  keyDigest: string;
}

/** What revoking a key found. */
export type KeyRevocation = 'revoked' | 'alreadyRevoked' | 'notFound';

/** The introducers' keys. Every change is written with its audit entry, in one transaction. */
export interface IntroducerKeys {
  add(key: StoredIntroducerKey, entry: AuditEntry): Promise<void>;
  /** The key whose digest this is, revoked or not. */
  ofDigest(keyDigest: string): Promise<IntroducerKey | undefined>;
  ofId(keyId: string): Promise<IntroducerKey | undefined>;
  /** Oldest first; of one organisation when named. */
  list(filter?: { orgId?: string }): Promise<IntroducerKey[]>;
  /**
   * Revokes the key unless it is revoked already, atomically (of two revocations one is written),
   * with the entry.
   */
  revoke(keyId: string, revokedAt: string, revokedBy: string, entry: AuditEntry): Promise<KeyRevocation>;
}
export const INTRODUCER_KEYS = Symbol('IntroducerKeys');

/** What keys look like, so that a key pasted where it should not be is recognised: "lpi_" and 256 bits. */
export const INTRODUCER_KEY_PREFIX = 'lpi_';

/** The trail's actor for what an introducer's system did with its key. */
export const introducerActor = (keyId: string): string => `introducer-key:${keyId}`;

/** Whether the key may still be used. */
export const isActive = (key: IntroducerKey): boolean => key.revokedAt === undefined;
