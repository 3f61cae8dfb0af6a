import type { MailOutbox, Mailer } from '@lease-portal/domain';
import { EXIT_CODES } from '../exit-codes';
import { openSupportDesk, testEngines, type SupportDesk } from '../testing/support-desk';

describe.each(testEngines())('lease-admin mail on %s', (_engine, openDb) => {
  let desk: SupportDesk;
  let outbox: MailOutbox & Mailer;

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
    // The portal's outbox keeps what its mailer sends.
    outbox = desk.services.mailOutbox as MailOutbox & Mailer;
    for (const to of ['sam@fleetco.example', 'kiri@example.nz']) {
      await outbox.send({
        to,
        subject: `Reset your password, ${to}`,
        text: 'Hi,\n\nReset Password: https://au.localhost:3000/reset-password?hash=s3cret-token&email=x',
        html: '<p>Hi,</p><a href="https://au.localhost:3000/reset-password?hash=s3cret-token&amp;email=x">Reset</a>',
        orgId: 'org-au-demo',
        kind: 'account.reset-password',
      });
      // Apart in time, so 'newest first' never compares two mails of the same millisecond.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }, 120_000);

  afterAll(() => desk.close(), 120_000);

  const run = (...args: string[]) => desk.run(...args);

  it('shows mail, which holds password links, to signed-in members only', async () => {
    desk.as({ key: 'not-a-key' });
    expect((await run('mail', 'list')).exitCode).toBe(EXIT_CODES.UNAUTHENTICATED);
    expect((await run('mail', 'show', 'any')).exitCode).toBe(EXIT_CODES.UNAUTHENTICATED);
    desk.as(desk.admin);
  });

  describe('lease-admin mail', () => {
    it('lists the outbox, newest first', async () => {
      const { stdout } = await run('mail', 'list');
      expect(stdout).toMatch(/^id\s+kept\s+sent\s+to\s+subject\s+kind/);
      expect(stdout.indexOf('kiri@example.nz')).toBeLessThan(stdout.indexOf('sam@fleetco.example'));
    });

    it('lists the mails to one address as JSON, without their bodies', async () => {
      const listed = JSON.parse((await run('mail', 'list', '--to', 'SAM@fleetco.example', '--json')).stdout);
      expect(listed).toEqual([
        expect.objectContaining({ to: 'sam@fleetco.example', kind: 'account.reset-password' }),
      ]);
      expect(listed[0].text).toBeUndefined();
    });

    it('shows one mail with its text, or its HTML', async () => {
      const [mail] = await outbox.list({ to: 'sam@fleetco.example' });
      const shown = (await run('mail', 'show', mail!.id)).stdout;
      expect(shown).toContain('To:            sam@fleetco.example');
      expect(shown).toContain('/reset-password?hash=[redacted]&email=x');
      expect((await run('mail', 'show', mail!.id, '--html')).stdout).toContain('<p>Hi,</p>');
      expect(JSON.parse((await run('mail', 'show', mail!.id, '--json')).stdout).html).toBe(
        '<p>Hi,</p><a href="https://au.localhost:3000/reset-password?hash=[redacted]&amp;email=x">Reset</a>',
      );
    });

    it('never prints a password link’s token, so reading the outbox cannot take over an account', async () => {
      const [mail] = await outbox.list({ to: 'sam@fleetco.example' });
      for (const args of [
        ['mail', 'show', mail!.id],
        ['mail', 'show', mail!.id, '--html'],
        ['mail', 'show', mail!.id, '--json'],
        ['mail', 'list', '--json'],
        ['mail', 'list'],
      ]) {
        const { stdout, exitCode } = await run(...args);
        expect([args, exitCode, stdout.includes('s3cret-token')]).toEqual([args, 0, false]);
      }
      // The outbox itself keeps the link: the portal's development outbox page still reads it.
      expect((await outbox.ofId(mail!.id))?.text).toContain('hash=s3cret-token');
    });

    it('answers NOT_FOUND for an unknown mail, and BAD_INPUT for a bad limit', async () => {
      expect((await run('mail', 'show', 'missing')).exitCode).toBe(EXIT_CODES.NOT_FOUND);
      expect((await run('mail', 'list', '--limit', 'lots')).exitCode).not.toBe(0);
    });
  });
});
