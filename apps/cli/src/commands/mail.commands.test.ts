import { MAIL_OUTBOX, type MailOutbox, type Mailer } from '@lease-portal/domain';
import { openMemoryDatabase, type Database } from '@lease-portal/postgres';
import { buildContainer } from '@lease-portal/server';
import { EXIT_CODES, exitCodeFor } from '../exit-codes';
import { consoleOutput } from '../output';
import { buildProgram } from '../program';
import type { CliServices } from '../services';

let db: Database;
let outbox: MailOutbox & Mailer;

beforeAll(async () => {
  db = await openMemoryDatabase();
  outbox = buildContainer(db).get<MailOutbox & Mailer>(MAIL_OUTBOX);
  for (const to of ['sam@fleetco.example', 'kiri@example.nz']) {
    await outbox.send({
      to,
      subject: `Reset your password, ${to}`,
      text: 'Hi,\n\nReset Password: https://au.localhost:3000/reset-password?hash=abc&email=x',
      html: '<p>Hi,</p>',
      orgId: 'org-au-demo',
      kind: 'account.reset-password',
    });
  }
}, 30_000);

afterAll(async () => {
  await db.close();
});

async function run(...args: string[]) {
  let stdout = '';
  const out = consoleOutput(
    (s) => (stdout += s),
    () => undefined,
  );
  const services = { mailOutbox: outbox } as unknown as CliServices;
  try {
    await buildProgram(async () => services, out)
      .exitOverride()
      .parseAsync(['node', 'lease-admin', ...args]);
    return { stdout, exitCode: 0 };
  } catch (error) {
    return { stdout, exitCode: exitCodeFor(error) };
  }
}

describe('lease-admin mail', () => {
  it('lists the outbox, newest first', async () => {
    const { stdout } = await run('mail', 'list');
    expect(stdout).toMatch(/^id\s+sent\s+to\s+subject\s+kind/);
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
    expect(shown).toContain('/reset-password?hash=abc');
    expect((await run('mail', 'show', mail!.id, '--html')).stdout).toContain('<p>Hi,</p>');
    expect(JSON.parse((await run('mail', 'show', mail!.id, '--json')).stdout).html).toBe('<p>Hi,</p>');
  });

  it('answers NOT_FOUND for an unknown mail, and BAD_INPUT for a bad limit', async () => {
    expect((await run('mail', 'show', 'missing')).exitCode).toBe(EXIT_CODES.NOT_FOUND);
    expect((await run('mail', 'list', '--limit', 'lots')).exitCode).not.toBe(0);
  });
});
