import { openMemoryDatabase } from '@lease-portal/postgres';
import { buildContainer, MAIL_DELIVERY } from '@lease-portal/server';
import { readAccountSettings } from '@lease-portal/server/src/accounts/account-settings';
import { deliveredLine, outcomeAsDelivered } from './mail-delivery';

describe('what lease-admin says of a mail it handed over', () => {
  it('says queued to be e-mailed with SMTP_URL, and kept in the outbox without it', () => {
    expect(deliveredLine('Invitation', 'jo@example.com', 'smtp')).toBe(
      'Invitation for jo@example.com queued: the portal e-mails it (lease-admin jobs list shows it while it waits).',
    );
    expect(deliveredLine('Password link', 'jo@example.com', 'outbox')).toMatch(
      /^Password link for jo@example.com kept in the outbox, not sent: this lease-admin has no SMTP_URL/,
    );
    expect(outcomeAsDelivered('sent', 'smtp')).toBe('sent');
    expect(outcomeAsDelivered('sent', 'outbox')).toBe('kept');
    expect(outcomeAsDelivered('throttled', 'outbox')).toBe('throttled');
  });

  it('takes where mail goes from its own environment, as the container it builds binds the mailer', async () => {
    const db = await openMemoryDatabase();
    try {
      const withSmtp = readAccountSettings({ SMTP_URL: 'smtp://mail.example:587' });
      expect(buildContainer(db, {}, withSmtp).get(MAIL_DELIVERY)).toBe('smtp');
      expect(buildContainer(db, {}, readAccountSettings({})).get(MAIL_DELIVERY)).toBe('outbox');
    } finally {
      await db.close();
    }
  }, 30_000);
});
