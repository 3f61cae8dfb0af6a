import type { PasswordLinkPurpose } from './password-reset-token';

/** Decision 0704: how long a password link works. A first password may wait; a forgotten one is urgent. */
export const PASSWORD_LINK_LIFETIME_HOURS: Readonly<Record<PasswordLinkPurpose, number>> = {
  'create-password': 72,
  'reset-password': 1,
};
