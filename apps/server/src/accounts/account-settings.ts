import { DEFAULT_SESSION_TIMEOUT_MINUTES, type PortalLinks } from '@lease-portal/domain';

/** What the accounts need from the environment (decision 0704 for the links, 0705 for mail). */
export interface AccountSettings {
  sessionTimeoutMinutes: number;
  links: PortalLinks;
  /** Set: mail goes to this SMTP server. Unset: mail stays in the outbox (CLI and /dev/outbox). */
  smtp?: { url: string; from: string };
}

export const DEFAULT_MAIL_FROM = '"Lease Portal" <no-reply@leaseportal.com.au>';

export function readAccountSettings(env: NodeJS.ProcessEnv = process.env): AccountSettings {
  const production = env.NODE_ENV === 'production';
  const scheme = env.PORTAL_LINK_SCHEME ?? (production ? 'https' : 'http');
  // Links on a developer's machine carry the portal's port; behind a production proxy they carry none.
  const port = env.PORTAL_LINK_PORT ?? (production ? '' : (env.PORT ?? '3000'));
  const sessionTimeoutMinutes = Number(env.SESSION_TIMEOUT_MINUTES ?? DEFAULT_SESSION_TIMEOUT_MINUTES);
  return {
    sessionTimeoutMinutes,
    links: {
      originOf: (domain) => `${scheme}://${domain}${port ? `:${port}` : ''}`,
      fallbackDomain: env.PORTAL_LINK_DOMAIN ?? 'localhost',
    },
    ...(env.SMTP_URL ? { smtp: { url: env.SMTP_URL, from: env.MAIL_FROM ?? DEFAULT_MAIL_FROM } } : {}),
  };
}
