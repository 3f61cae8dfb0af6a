import type { Mail } from './mail';

export interface OutboxMail extends Mail {
  id: string;
  createdAt: string;
  /** When the SMTP server took it (decision 2107); absent while it waits, and always without SMTP. */
  sentAt?: string;
}

/** The mails kept by the outbox mailer, newest first, for support staff and developers. */
export interface MailOutbox {
  list(criteria?: { to?: string; limit?: number }): Promise<OutboxMail[]>;
  ofId(id: string): Promise<OutboxMail | undefined>;
  /** Records that the SMTP server took the mail; false when it was recorded already or is unknown. */
  markSent(id: string, at: string): Promise<boolean>;
}

export const MAIL_OUTBOX = Symbol('MailOutbox');
