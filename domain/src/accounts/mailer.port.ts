import type { Mail } from './mail';

/** Sends e-mail: to an SMTP server in production, to the outbox a developer reads otherwise. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const MAILER = Symbol('Mailer');
