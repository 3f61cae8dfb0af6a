import { ENROLMENT_CODE_LABEL, type OutboxMail } from '@lease-portal/domain';

/** The secret of a password link (`?hash=<token>`, decision 0704), in text or in an HTML attribute. */
const LINK_SECRET = /([?&](?:amp;)?hash=)[^&\s"'<>]+/g;

/** A new staff member's one-time code (decision 2040): whoever reads the outbox must not receive their key. */
const ENROLMENT_CODE = new RegExp(`(${ENROLMENT_CODE_LABEL}\\s*(?:<code>)?)[^\\s<]+`, 'g');

export const REDACTED = '[redacted]';

/**
 * A mail as support may read it: password and invitation links show that a link was sent, never its
 * token, so reading the outbox cannot take over a customer's account (decision 1890); a staff
 * enrolment shows no code, so an administrator cannot receive a new member's key (decision 2040).
 */
export function withoutLinkSecrets(mail: OutboxMail): OutboxMail {
  const redact = (body: string) =>
    body.replace(LINK_SECRET, `$1${REDACTED}`).replace(ENROLMENT_CODE, `$1${REDACTED}`);
  return { ...mail, text: redact(mail.text), html: redact(mail.html) };
}
