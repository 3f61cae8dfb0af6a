import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, Mailer } from '@lease-portal/domain';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://… (nodemailer's connection URL). */
  url: string;
  /** The sender, e.g. '"Lease Portal" <no-reply@leaseportal.com.au>'. */
  from: string;
}

/** Sends mail through an SMTP server; selected when SMTP_URL is set. */
export class SmtpMailer implements Mailer {
  constructor(
    private readonly transport: Transporter,
    private readonly from: string,
  ) {}

  static connect(settings: SmtpSettings): SmtpMailer {
    return new SmtpMailer(nodemailer.createTransport(settings.url), settings.from);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
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
    });
  }
}
