import type { AuditEntry, OrgProfile, OrgProfiles } from '@lease-portal/domain';

/** How long this process answers from the list it read: another process's change shows within it. */
export const ORG_PROFILES_MAX_AGE_MS = 1_000;

export interface OrgProfilesCacheOptions {
  maxAgeMs?: number;
  /** The clock, in milliseconds. */
  now?: () => number;
}

/**
 * The organisations' profiles kept in the process for up to a second (decision 2133): every request
 * finds its organisation by its host, and profiles change only when support staff change them. The
 * list is read at most once per `maxAgeMs` (concurrent readers share the read) and `ofId` is answered
 * from it; a change through this process forgets it at once, a change by another process (the
 * support tool, the other replica) shows within `maxAgeMs`.
 *
 * Profiles are shared between callers and must not be changed.
 */
export class CachedOrgProfiles implements OrgProfiles {
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private held: { readAt: number; profiles: Promise<OrgProfile[]> } | undefined;

  constructor(
    private readonly source: OrgProfiles,
    { maxAgeMs = ORG_PROFILES_MAX_AGE_MS, now = () => performance.now() }: OrgProfilesCacheOptions = {},
  ) {
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  async all(): Promise<OrgProfile[]> {
    return [...(await this.profiles())];
  }

  async ofId(orgId: string): Promise<OrgProfile | undefined> {
    return (await this.profiles()).find((profile) => profile.orgId === orgId);
  }

  /** Only the support tool asks by domain, as it is stored: straight from storage. */
  ofDomain(domain: string): Promise<OrgProfile | undefined> {
    return this.source.ofDomain(domain);
  }

  async save(profile: OrgProfile, entry?: AuditEntry): Promise<void> {
    try {
      await this.source.save(profile, entry);
    } finally {
      this.held = undefined;
    }
  }

  async add(profile: OrgProfile, entry?: AuditEntry): Promise<boolean> {
    try {
      return await this.source.add(profile, entry);
    } finally {
      this.held = undefined;
    }
  }

  private profiles(): Promise<OrgProfile[]> {
    const now = this.now();
    if (this.held && now - this.held.readAt < this.maxAgeMs) return this.held.profiles;
    const held = { readAt: now, profiles: this.source.all() };
    this.held = held;
    // A failed read is not kept: the next caller reads again.
    held.profiles.catch(() => {
      if (this.held === held) this.held = undefined;
    });
    return held.profiles;
  }
}
