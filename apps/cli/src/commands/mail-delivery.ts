import type { MailDelivery } from '@lease-portal/server';

/**
 * A use case says 'sent' once the mailer took the mail. Without SMTP_URL in lease-admin's own
 * environment that mailer is the outbox, which sends nothing: the mail is kept, and said to be
 * (decision 2021).
 */
export function outcomeAsDelivered<Outcome extends string>(
  outcome: Outcome,
  delivery: MailDelivery,
): Outcome | 'kept' {
  return outcome === 'sent' && delivery === 'outbox' ? 'kept' : outcome;
}

/** The line saying where a mail the mailer took went: e-mailed, or kept in the outbox. */
export function deliveredLine(what: string, email: string, delivery: MailDelivery): string {
  return delivery === 'smtp'
    ? `${what} for ${email} queued: the portal e-mails it (lease-admin jobs list shows it while it waits).`
    : `${what} for ${email} kept in the outbox, not sent: this lease-admin has no SMTP_URL ` +
        '(lease-admin mail list shows it; set SMTP_URL and send it again to e-mail it).';
}
