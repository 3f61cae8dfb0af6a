import { defaultOrgProfile } from './default-org-profile';
import type { OrgProfile } from './org-profile';
import type { OrgProfiles } from './org-profiles.port';

/**
 * The branding for a request's host: every profile that lists the host among its domains, or the
 * default profile (default region NZ) when none does, so a page always has branding to show.
 */
export class GetOrgProfilesByDomain {
  constructor(private readonly orgProfiles: OrgProfiles) {}

  async execute(domain: string): Promise<OrgProfile[]> {
    const host = normaliseHostName(domain);
    if (host === '') return [defaultOrgProfile()];
    const profiles = await this.orgProfiles.all();
    const matching = profiles.filter((profile) =>
      profile.whiteLabel.domains.some((listed) => normaliseHostName(listed) === host),
    );
    return matching.length > 0 ? matching : [defaultOrgProfile()];
  }
}

/**
 * Host names compare case-insensitively; a scheme, port, path or trailing dot does not make another
 * host (a browser sends 'Portal.example.com:8443', a profile lists 'portal.example.com').
 */
export function normaliseHostName(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '');
}
