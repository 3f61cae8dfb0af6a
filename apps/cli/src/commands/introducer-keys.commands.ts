import type { IntroducerKey } from '@lease-portal/domain';
import type { Command } from 'commander';
import { fieldsOf, jsonFields } from '../json-fields';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { examples } from './help-text';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./introducer-keys.actions');

/** What `list --json` prints of each key: never the key, never its digest. */
const KEY_FIELDS = fieldsOf<IntroducerKey>()([
  'keyId',
  'orgId',
  'label',
  'createdAt',
  'createdBy',
  'revokedAt',
  'revokedBy',
]);

export function registerIntroducerKeysCommands(program: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
  const keys = program
    .command('introducer-keys')
    .description(
      "The keys introducers' systems send their organisation's leads with (the introducers' lead API): " +
        'made and revoked by administrators, each key shown once and kept only as its digest',
    );

  keys
    .command('create')
    .description("Make a key for an organisation's introducer; it is shown this once, never again")
    .argument('<orgId>', 'the organisation whose leads the key sends (org list)')
    .requiredOption(
      '--label <text>',
      'whose system holds it, e.g. "Harbour Brokers\' CRM" (3 to 80 characters)',
    )
    .requiredOption('--reason <text>', 'why, for the trail (at least 8 characters)')
    .option('--yes', 'make it without asking for confirmation')
    .option('--json', 'print JSON: { key, introducerKey }')
    .addHelpText(
      'after',
      [
        examples(
          'lease-admin introducer-keys create org-au-demo --label "Harbour CRM" --reason "Leads by API"',
        ),
        '',
        'Exit codes: 0 made; 2 bad input; 3 no such organisation; 6 your role may not; 7 not signed in;',
        '11 not confirmed.',
      ].join('\n'),
    )
    .action(
      async (orgId: string, options: { label: string; reason: string; yes?: boolean; json?: boolean }) =>
        (await actions()).createIntroducerKey(context, orgId, options),
    );

  keys
    .command('list')
    .description('List the keys, revoked ones too, with who made and revoked each (never a key)')
    .option('--org <orgId>', 'only the keys of this organisation')
    .addOption(jsonFields(KEY_FIELDS, 'each key'))
    .addHelpText(
      'after',
      examples(
        'lease-admin introducer-keys list --org org-au-demo',
        'lease-admin introducer-keys list --json keyId,orgId,revokedAt',
      ),
    )
    .action(async (options: { org?: string; json?: boolean | string }) =>
      (await actions()).listIntroducerKeys(context, options),
    );

  keys
    .command('revoke')
    .description('Revoke a key: the next request made with it is refused, and it cannot be used again')
    .argument('<keyId>', 'the key id (introducer-keys list)')
    .requiredOption('--reason <text>', 'why, for the trail (at least 8 characters)')
    .option('--yes', 'revoke without asking for confirmation')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      [
        examples('lease-admin introducer-keys revoke 5b1e... --reason "Key pasted in a support ticket"'),
        '',
        'Exit codes: 0 revoked; 2 bad input; 3 no such key; 5 revoked already; 6 your role may not;',
        '7 not signed in; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (keyId: string, options: { reason: string; yes?: boolean; json?: boolean }) =>
      (await actions()).revokeIntroducerKey(context, keyId, options),
    );
}
