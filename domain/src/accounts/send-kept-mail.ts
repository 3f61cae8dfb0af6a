import type { JobHandler } from '../jobs/job-handler';
import type { QueuedJob } from '../jobs/job-queue.port';
import type { Clock } from '../shared/clock';
import type { MailOutbox } from './mail-outbox.port';
import type { Mailer } from './mailer.port';

/** The job that hands one kept mail to the SMTP server (decision 2107). */
export const SEND_KEPT_MAIL_JOB = 'mail.send';

export const sendKeptMailJob = (mailId: string) => ({
  kind: SEND_KEPT_MAIL_JOB,
  key: `${SEND_KEPT_MAIL_JOB}:${mailId}`,
  payload: { mailId },
});

export interface SendKeptMailDependencies {
  outbox: Pick<MailOutbox, 'ofId' | 'markSent'>;
  /** The SMTP server. Its 4xx replies (421 busy) are retried by the queue; 5xx refusals are not. */
  relay: Mailer;
  clock: Clock;
}

/**
 * Sends a mail the outbox kept in the same transaction as the change that needed it, then records it
 * sent: a mail already recorded sent is never handed over again. The mail's id travels as its
 * Message-ID, so the one case left, a crash between the server's acceptance and the record, reaches
 * the recipient's server as the same message.
 */
export class SendKeptMail implements JobHandler {
  constructor(private readonly deps: SendKeptMailDependencies) {}

  async run(job: QueuedJob): Promise<void> {
    const mailId = String(job.payload.mailId);
    const mail = await this.deps.outbox.ofId(mailId);
    if (!mail || mail.sentAt) return;
    await this.deps.relay.send({ ...mail, deliveryKey: mail.id });
    await this.deps.outbox.markSent(mail.id, this.deps.clock.now().toISOString());
  }
}
