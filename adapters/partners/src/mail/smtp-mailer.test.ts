import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
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

describe('SmtpMailer against an SMTP server', () => {
  /** A real SMTP server on a free port that answers each DATA with the next reply given, then 250. */
  async function anSmtpServer(replies: number[]) {
    const received: { messageId: string | undefined }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const code = replies.shift();
          if (code) return callback(Object.assign(new Error('not now'), { responseCode: code }));
          received.push({
            messageId: Buffer.concat(chunks)
              .toString()
              .match(/^Message-ID: (.+)$/im)?.[1]
              ?.trim(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = SmtpMailer.connect({
      url: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@leaseportal.com.au',
    });
    return { mailer, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  const aMail = {
    to: 'sam@fleetco.example',
    subject: 'Your lease is complete',
    text: 'Done',
    html: '<p>Done</p>',
    orgId: 'org-au',
    kind: 'milestone.complete',
    deliveryKey: 'mail-41',
  };

  it('answers a busy server (421) as unavailable for the queue to retry, without the recipient in its words', async () => {
    const smtp = await anSmtpServer([421]);
    try {
      const failure = await smtp.mailer.send(aMail).catch((error: unknown) => error);
      expect(failure).toMatchObject({
        code: 'PARTNER_UNAVAILABLE',
        details: { class: 'unavailable', responseCode: 421 },
      });
      expect(JSON.stringify(failure) + String(failure)).not.toContain('sam@fleetco.example');
      await smtp.mailer.send(aMail);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('answers a refusal (550) as rejected, never to be retried', async () => {
    const smtp = await anSmtpServer([550]);
    try {
      await expect(smtp.mailer.send(aMail)).rejects.toMatchObject({
        code: 'PARTNER_REJECTED',
        details: { class: 'rejected', responseCode: 550 },
      });
    } finally {
      await smtp.close();
    }
  });

  it('gives the same mail the same Message-ID each time it is handed over', async () => {
    const smtp = await anSmtpServer([]);
    try {
      await smtp.mailer.send(aMail);
      await smtp.mailer.send(aMail);
      await smtp.mailer.send({ ...aMail, deliveryKey: 'mail-42' });
      const [first, again, other] = smtp.received.map((mail) => mail.messageId);
      expect(first).toMatch(/^<[0-9a-f]{32}@lease-portal\.mail>$/);
      expect(again).toBe(first);
      expect(other).not.toBe(first);
    } finally {
      await smtp.close();
    }
  });

  it('answers a server that cannot be reached as unavailable', async () => {
    const mailer = SmtpMailer.connect({ url: 'smtp://127.0.0.1:1', from: 'no-reply@leaseportal.com.au' });
    await expect(mailer.send(aMail)).rejects.toMatchObject({ code: 'PARTNER_UNAVAILABLE' });
  });
});
