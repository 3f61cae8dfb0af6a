import type { Mail } from './mail';

/** Sends e-mail: to an SMTP server in production, to the outbox a developer reads otherwise. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /**
   * Whether a mail with this delivery key was kept already, where the mailer can tell (the outbox can,
   * an SMTP relay cannot): a job run again after a crash then neither sends nor issues anything again.
   */
  alreadyKept?(deliveryKey: string): Promise<boolean>;
}

export const MAILER = Symbol('Mailer');
