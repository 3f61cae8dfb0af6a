import type { AttemptWindow } from './login-attempts.port';

/** Decision 0703: how many failed logins are allowed before the account or the address must wait. */
export const LOGIN_THROTTLE = {
  window: { minutes: 15 } satisfies AttemptWindow,
  /** Failures for one e-mail address of one organisation, from anywhere. */
  perAccount: 5,
  /** Failures from one client address, whichever accounts it tries (password spraying). */
  perAddress: 20,
} as const;

/** Reset e-mails one address may receive in a window, so nobody can flood a mailbox. */
export const RESET_MAIL_THROTTLE = {
  window: { minutes: 60 } satisfies AttemptWindow,
  perAccount: 5,
} as const;

export const accountSubject = (orgId: string, email: string): string =>
  `account:${orgId}:${normalisedEmailAddress(email)}`;
export const addressSubject = (clientAddress: string): string => `address:${clientAddress}`;
export const resetMailSubject = (orgId: string, email: string): string =>
  `reset-mail:${orgId}:${normalisedEmailAddress(email)}`;

/** E-mail addresses compare case-insensitively, without surrounding blanks. */
export function normalisedEmailAddress(email: string): string {
  return email.trim().toLowerCase();
}
