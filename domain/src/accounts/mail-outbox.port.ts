import type { Mail } from './mail';

export interface OutboxMail extends Mail {
  id: string;
  createdAt: string;
}

/** The mails kept by the outbox mailer, newest first, for support staff and developers. */
export interface MailOutbox {
  list(criteria?: { to?: string; limit?: number }): Promise<OutboxMail[]>;
  ofId(id: string): Promise<OutboxMail | undefined>;
}

export const MAIL_OUTBOX = Symbol('MailOutbox');
