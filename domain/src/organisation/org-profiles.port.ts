import type { AuditEntry } from '../application/audit-entry';
import type { OrgProfile } from './org-profile';

/** The organisation profiles, looked up by the host domain of the request. */
export interface OrgProfiles {
  ofDomain(domain: string): Promise<OrgProfile | undefined>;
  ofId(orgId: string): Promise<OrgProfile | undefined>;
  all(): Promise<OrgProfile[]>;
  /** Adds or replaces the profile; the audit entry, when given, is written in the same transaction. */
  save(profile: OrgProfile, entry?: AuditEntry): Promise<void>;
  /** Adds a new profile only: false, with nothing written, when its id exists already. */
  add(profile: OrgProfile, entry?: AuditEntry): Promise<boolean>;
}
export const ORG_PROFILES = Symbol('OrgProfiles');
