import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { DomainError, type Mail, type Mailer } from '@lease-portal/domain';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://… (nodemailer's connection URL). */
  url: string;
  /** The sender, e.g. '"Lease Portal" <no-reply@leaseportal.com.au>'. */
  from: string;
}

/**
 * Hands mail to an SMTP server; the job that sends what the outbox kept uses it when SMTP_URL is set
 * (decision 2107). The server's reply classes the failure: 4xx (421 busy, 450 mailbox busy) and no
 * reply at all are transient, 5xx a refusal that sending again will not change.
 */
export class SmtpMailer implements Mailer {
  constructor(
    private readonly transport: Transporter,
    private readonly from: string,
  ) {}

  static connect(settings: SmtpSettings): SmtpMailer {
    return new SmtpMailer(nodemailer.createTransport(settings.url), settings.from);
  }

  async send(mail: Mail): Promise<void> {
    try {
      await this.transport.sendMail(this.messageOf(mail));
    } catch (error) {
      throw smtpFailure(error);
    }
  }

  private messageOf(mail: Mail) {
    return {
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: (mail.attachments ?? []).map((attachment) => ({
        filename: attachment.fileName,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.content),
      })),
      headers: { 'X-Lease-Portal-Kind': mail.kind, 'X-Lease-Portal-Org': mail.orgId },
      // The same mail handed over again (a crash before it was recorded sent) is the same message.
      ...(mail.deliveryKey ? { messageId: messageIdOf(mail.deliveryKey) } : {}),
    };
  }
}

const messageIdOf = (deliveryKey: string): string =>
  `<${createHash('sha256').update(deliveryKey).digest('hex').slice(0, 32)}@lease-portal.mail>`;

/** The server's reply code and words only: never the recipient, the message or the credentials. */
function smtpFailure(error: unknown): DomainError {
  const reply = error as { responseCode?: number; code?: string };
  const responseCode = typeof reply.responseCode === 'number' ? reply.responseCode : undefined;
  const details = { partner: 'mail', responseCode, reason: reply.code ?? 'unreachable' };
  if (responseCode !== undefined && responseCode >= 500) {
    return new DomainError('PARTNER_REJECTED', `The mail server refused the mail (${responseCode}).`, {
      ...details,
      class: 'rejected',
    });
  }
  return new DomainError('PARTNER_UNAVAILABLE', 'The mail server could not take the mail now.', {
    ...details,
    class: 'unavailable',
  });
}
