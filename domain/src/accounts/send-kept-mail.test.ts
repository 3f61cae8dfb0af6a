import { DomainError } from '../shared/result';
import type { Mail } from './mail';
import type { Mailer } from './mailer.port';
import { SendKeptMail, sendKeptMailJob } from './send-kept-mail';
import { CollectingMailer, SettableClock } from './testing/in-memory-accounts';

const aMail: Mail = {
  to: 'sam@fleetco.example',
  subject: 'Your lease is complete',
  text: 'Done',
  html: '<p>Done</p>',
  orgId: 'org-au',
  kind: 'milestone.complete',
};

/** An SMTP server that takes what it is given, or refuses the next mails as told. */
class Relay implements Mailer {
  readonly taken: Mail[] = [];
  refusals: DomainError[] = [];
  async send(mail: Mail) {
    const refusal = this.refusals.shift();
    if (refusal) throw refusal;
    this.taken.push(mail);
  }
}

async function world() {
  const outbox = new CollectingMailer();
  const relay = new Relay();
  const clock = new SettableClock(new Date('2026-11-27T09:00:00Z'));
  await outbox.send(aMail);
  const mailId = outbox.sent[0]!.id;
  const job = { id: 'job-1', ...sendKeptMailJob(mailId), attempts: 1 };
  return { outbox, relay, job, mailId, sending: new SendKeptMail({ outbox, relay, clock }) };
}

describe('sending a kept mail', () => {
  it('hands the kept mail to the SMTP server under its id and records it sent', async () => {
    const { outbox, relay, job, mailId, sending } = await world();
    await sending.run(job);
    expect(relay.taken).toEqual([
      expect.objectContaining({ to: aMail.to, subject: aMail.subject, deliveryKey: mailId }),
    ]);
    expect((await outbox.ofId(mailId))?.sentAt).toBe('2026-11-27T09:00:00.000Z');
  });

  it('never hands a mail over twice when its job runs again', async () => {
    const { relay, job, sending } = await world();
    await sending.run(job);
    await sending.run(job);
    expect(relay.taken).toHaveLength(1);
  });

  it('leaves the mail unsent for the queue to retry when the server is busy (421), and sends it on the next run', async () => {
    const { outbox, relay, job, mailId, sending } = await world();
    relay.refusals.push(new DomainError('PARTNER_UNAVAILABLE', 'The mail server could not be reached.'));
    await expect(sending.run(job)).rejects.toMatchObject({ code: 'PARTNER_UNAVAILABLE' });
    expect((await outbox.ofId(mailId))?.sentAt).toBeUndefined();
    await sending.run({ ...job, attempts: 2 });
    expect(relay.taken).toHaveLength(1);
  });

  it('does nothing for a mail the outbox does not have', async () => {
    const { relay, job, sending } = await world();
    await sending.run({ ...job, payload: { mailId: 'mail-404' } });
    expect(relay.taken).toEqual([]);
  });
});
