import type { OrgProfile } from './org-profile';

/** The organisation profiles, looked up by the host domain of the request. */
export interface OrgProfiles {
  ofDomain(domain: string): Promise<OrgProfile | undefined>;
  ofId(orgId: string): Promise<OrgProfile | undefined>;
  all(): Promise<OrgProfile[]>;
  save(profile: OrgProfile): Promise<void>;
}
export const ORG_PROFILES = Symbol('OrgProfiles');
