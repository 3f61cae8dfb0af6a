import { DomainError } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { examples } from './help-text';
import { jsonFields } from '../json-fields';
import { JSON_FIELDS } from './json-records';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./mail.actions');

const positiveInteger = (value: string): number => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new DomainError('BAD_INPUT', `Not a positive number: '${value}'.`);
  return parsed;
};

export function registerMailCommands(program: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
  const mail = program
    .command('mail')
    .description('The outbox: every e-mail the portal kept, and whether the SMTP server took it');

  mail
    .command('list')
    .description('List the newest mails of the outbox')
    .option('--to <email>', 'only mails to this address')
    .option('--limit <n>', 'how many (default 50)', positiveInteger)
    .addOption(jsonFields(JSON_FIELDS.mailSummary, 'each mail (its text and HTML left out)'))
    .addHelpText(
      'after',
      examples('lease-admin mail list --to jordan@acme.example', 'lease-admin mail list --limit 5 --json'),
    )
    .action(async (options: { to?: string; limit?: number; json?: boolean }) =>
      (await actions()).listMails(context, options),
    );

  mail
    .command('show')
    .description(
      'Show one mail: its headers and text (--html for the HTML part); password links show without their token',
    )
    .argument('<id>', 'the mail id')
    .option('--html', 'print the HTML part instead of the text')
    .addOption(jsonFields(JSON_FIELDS.mail, 'the mail'))
    .addHelpText('after', examples('lease-admin mail show 42', 'lease-admin mail show 42 --html'))
    .action(async (id: string, options: { html?: boolean; json?: boolean }) =>
      (await actions()).showMail(context, id, options),
    );
}
