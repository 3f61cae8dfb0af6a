import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { SmtpMailer } from './smtp-mailer';

describe('SmtpMailer', () => {
  it('hands the branded mail to the transport with the configured sender', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sent: string[] = [];
    const mailer = new SmtpMailer(
      {
        sendMail: async (message: SendMailOptions) => {
          const info = await transport.sendMail(message);
          sent.push(String(info.message));
          return info;
        },
      } as unknown as Transporter,
      '"Lease Portal" <no-reply@leaseportal.com.au>',
    );
    await mailer.send({
      to: 'sam@fleetco.example',
      subject: 'Reset your Fleet Co password',
      text: 'Reset Password: https://lease.fleetco.example/reset-password?hash=t&email=e',
      html: '<p>Reset</p>',
      orgId: 'org-au',
      kind: 'account.reset-password',
    });
    const message = JSON.parse(sent[0]!);
    expect(message).toMatchObject({
      from: { address: 'no-reply@leaseportal.com.au', name: 'Lease Portal' },
      to: [{ address: 'sam@fleetco.example', name: '' }],
      subject: 'Reset your Fleet Co password',
      html: '<p>Reset</p>',
      headers: { 'X-Lease-Portal-Kind': 'account.reset-password', 'X-Lease-Portal-Org': 'org-au' },
    });
    expect(message.text).toContain('/reset-password?hash=t');
  });

  it('sends the files a mail carries as attachments', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const raw: string[] = [];
    const mailer = new SmtpMailer(
      {
        sendMail: async (message: SendMailOptions) => {
          const info = await transport.sendMail(message);
          raw.push(String(info.message));
          return info;
        },
      } as unknown as Transporter,
      'no-reply@leaseportal.com.au',
    );
    await mailer.send({
      to: 'ada@haulage.example',
      subject: 'Your lease documents',
      text: 'Attached.',
      html: '<p>Attached.</p>',
      orgId: 'org-au',
      kind: 'contract-signing.lease-documents',
      attachments: [
        {
          fileName: 'Direct Debit.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.7 debit'),
        },
      ],
    });
    expect(raw[0]).toContain('Content-Type: application/pdf; name="Direct Debit.pdf"');
    expect(raw[0]).toContain(Buffer.from('%PDF-1.7 debit').toString('base64'));
  });

  it('builds a transport from a connection URL', () => {
    expect(SmtpMailer.connect({ url: 'smtp://mail.example:2525', from: 'a@example.com' })).toBeInstanceOf(
      SmtpMailer,
    );
  });
});
