import { randomBytes } from 'node:crypto';
import type { PartnerSettings } from '../../partner-settings';

/**
 * The keys Connect deliveries must be signed with: the account's (DOCUSIGN_CONNECT_HMAC_KEYS, several
 * while one is rotated) or, on the embedded sandbox, one made now and known only to this process, which
 * the sandbox signs its events with. Never logged.
 */
export function connectHmacKeysOf(partners: PartnerSettings): readonly string[] {
  const configured = partners.docuSign?.connectHmacKeys ?? [];
  return configured.length > 0 ? [...configured] : [randomBytes(32).toString('base64')];
}
