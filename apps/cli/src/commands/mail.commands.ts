import { DomainError } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { examples } from './help-text';
import { withoutLinkSecrets } from './mail-redaction';
import { signedInReader } from './staff.commands';

const positiveInteger = (value: string): number => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new DomainError('BAD_INPUT', `Not a positive number: '${value}'.`);
  return parsed;
};

export function registerMailCommands(program: Command, open: OpenServices, out: Output): void {
  const mail = program.command('mail').description('The outbox: e-mails the portal kept instead of sending');

  mail
    .command('list')
    .description('List the newest mails of the outbox')
    .option('--to <email>', 'only mails to this address')
    .option('--limit <n>', 'how many (default 50)', positiveInteger)
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples('lease-admin mail list --to jordan@acme.example', 'lease-admin mail list --limit 5 --json'),
    )
    .action(async (options: { to?: string; limit?: number; json?: boolean }) => {
      const services = await open();
      // Mails name customers: only a signed-in member reads them (their links' secrets never show).
      await signedInReader(services);
      const mails = await services.mailOutbox.list({
        ...(options.to ? { to: options.to } : {}),
        ...(options.limit ? { limit: options.limit } : {}),
      });
      if (options.json) return out.json(mails.map(({ html: _html, text: _text, ...summary }) => summary));
      out.table(
        mails.map((each) => ({
          id: each.id,
          sent: each.createdAt,
          to: each.to,
          subject: each.subject,
          kind: each.kind,
        })),
      );
    });

  mail
    .command('show')
    .description(
      'Show one mail: its headers and text (--html for the HTML part); password links show without their token',
    )
    .argument('<id>', 'the mail id')
    .option('--html', 'print the HTML part instead of the text')
    .option('--json', 'print JSON')
    .addHelpText('after', examples('lease-admin mail show 42', 'lease-admin mail show 42 --html'))
    .action(async (id: string, options: { html?: boolean; json?: boolean }) => {
      const services = await open();
      await signedInReader(services);
      const stored = await services.mailOutbox.ofId(id);
      const found = stored && withoutLinkSecrets(stored);
      if (!found) throw new DomainError('NOT_FOUND', `No mail with id '${id}' in the outbox.`);
      if (options.json) return out.json(found);
      out.line(`Mail ${found.id}`);
      out.line(`  To:            ${found.to}`);
      out.line(`  Subject:       ${found.subject}`);
      out.line(`  Sent:          ${found.createdAt}`);
      out.line(`  Kind:          ${found.kind}`);
      out.line(`  Organisation:  ${found.orgId}`);
      out.line();
      out.line(options.html ? found.html : found.text);
    });
}
