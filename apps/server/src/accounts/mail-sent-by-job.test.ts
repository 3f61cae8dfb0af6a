import type { AddressInfo } from 'node:net';
import {
  IssuePasswordResetLink,
  MAIL_OUTBOX,
  ORG_PROFILES,
  SendKeptMail,
  USERS,
  WorkOffDueJobs,
  type MailOutbox,
  type OrgProfiles,
  type Users,
} from '@lease-portal/domain';
import { openMemoryDatabase, type Database } from '@lease-portal/postgres';
import { SMTPServer } from 'smtp-server';
import { buildContainer } from '../composition-root';
import { seedDemoOrganisations } from '../seed-demo-data';
import { readAccountSettings } from './account-settings';

/**
 * With SMTP_URL set, a use case that mails keeps the mail and queues its sending in one transaction;
 * the job worker hands it to the SMTP server, a busy server (421) is tried again, and a mail recorded
 * sent is never handed over twice (decision 2107).
 */
describe('mail with an SMTP server', () => {
  let db: Database;
  let smtp: SMTPServer;
  const replies: number[] = [];
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          const code = replies.shift();
          if (code) return callback(Object.assign(new Error('busy'), { responseCode: code }));
          received.push(session.envelope.rcptTo.map((to) => to.address).join());
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    db = await openMemoryDatabase();
  });

  afterAll(async () => {
    await db?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('keeps the mail, answers at once, and the job hands it to the server once, after a 421', async () => {
    const { port } = smtp.server.address() as AddressInfo;
    const accounts = {
      ...readAccountSettings({}),
      smtp: { url: `smtp://127.0.0.1:${port}`, from: 'no-reply@leaseportal.com.au' },
    };
    const container = buildContainer(db, {}, accounts);
    await seedDemoOrganisations(container.get<OrgProfiles>(ORG_PROFILES));
    await container.get<Users>(USERS).add({
      id: 'user-sam',
      orgId: 'org-au-demo',
      firstName: 'Sam',
      lastName: 'Driver',
      email: 'sam@fleetco.example',
      region: 'AU',
      createdAt: '2026-05-01T00:00:00.000Z',
    });
    replies.push(421);

    await container.get(IssuePasswordResetLink).execute({
      orgId: 'org-au-demo',
      email: 'sam@fleetco.example',
      purpose: 'create-password',
      host: 'au.localhost:3000',
    });
    const [kept] = await container.get<MailOutbox>(MAIL_OUTBOX).list({ to: 'sam@fleetco.example' });
    expect(kept?.sentAt).toBeUndefined();
    expect(received).toEqual([]);

    const busy = await container.get(WorkOffDueJobs).turn();
    expect(busy).toMatchObject({
      outcome: 'retrying',
      job: { kind: 'mail.send', payload: { mailId: kept!.id } },
    });
    expect(received).toEqual([]);

    // The retry, as the worker runs it once due, and a second run after a crash before completion.
    const job = busy.outcome === 'retrying' ? busy.job : undefined;
    await container.get(SendKeptMail).run({ ...job!, attempts: 2 });
    await container.get(SendKeptMail).run({ ...job!, attempts: 3 });
    expect(received).toEqual(['sam@fleetco.example']);
    expect((await container.get<MailOutbox>(MAIL_OUTBOX).ofId(kept!.id))?.sentAt).toEqual(expect.any(String));
  }, 30_000);
});
