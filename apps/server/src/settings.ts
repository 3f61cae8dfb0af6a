import type { AccountSettings } from './accounts/account-settings';
import type { MailDelivery } from './composition-root';

// The portal's settings as a process beside it reads them. `lease-admin` composes the few services a
// command uses from these, and imports this module instead of the composition root, which brings the
// whole portal (GraphQL, HTTP, every adapter) with it.
export { readConfig, type PortalConfig } from './config';
export { readAccountSettings, type AccountSettings } from './accounts/account-settings';
export { readFileSettings, type FileSettings } from './files/file-settings';
export { readPartnerSettings } from './partner-settings';
export { docuSignAccountOf } from './e-signature/docusign-account';

/** Where mail goes with these settings: sent over SMTP, or kept in the outbox (decision 2021). */
export function mailDeliveryOf(accounts: AccountSettings): MailDelivery {
  return accounts.smtp ? 'smtp' : 'outbox';
}
