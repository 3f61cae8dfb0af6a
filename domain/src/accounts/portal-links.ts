import { normaliseHostName } from '../organisation/get-org-profiles-by-domain';
import type { OrgProfile } from '../organisation/org-profile';

/** How links in e-mails reach the portal: the scheme and port of a deployment (decision 0704). */
export interface PortalLinks {
  /** 'https://portal.example.com' in production, 'http://au.localhost:3000' on a developer's machine. */
  originOf(domain: string): string;
  /** The host for organisations that list no domain (the default profile). */
  fallbackDomain: string;
}

/**
 * The domain a link for this organisation points at: the request's own host when it is one of the
 * organisation's, else the organisation's first domain, else the deployment's fallback.
 */
export function linkDomainFor(profile: OrgProfile, links: PortalLinks, requestHost?: string): string {
  const domains = profile.whiteLabel.domains.map(normaliseHostName).filter((domain) => domain !== '');
  const host = requestHost ? normaliseHostName(requestHost) : '';
  if (host && (domains.includes(host) || domains.length === 0)) return host;
  return domains[0] ?? links.fallbackDomain;
}

/** The reset-password screen's address: /reset-password?hash=<token>&email=<email> (calculator §2). */
export function passwordLinkUrl(origin: string, token: string, email: string): string {
  const query = new URLSearchParams({ hash: token, email });
  return `${origin}/reset-password?${query.toString()}`;
}
