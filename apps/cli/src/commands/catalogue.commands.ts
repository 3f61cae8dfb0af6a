import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { examples } from './help-text';
import { jsonFields } from '../json-fields';
import { JSON_FIELDS } from './json-records';

/** What each command runs, loaded only when it runs: `--help` and other commands never load it. */
const actions = () => import('./catalogue.actions');

export function registerCatalogueCommands(program: Command, open: OpenServices, out: Output): void {
  const context = { open, out };
  const catalogue = program
    .command('catalogue')
    .description('The vehicle catalogue: import a provider’s CSV into the rate book, see what it holds');

  catalogue
    .command('import')
    .description(
      'Check a catalogue CSV (tools/catalogue/README.md), price it for 36, 48 and 60 months and replace ' +
        'the rate book of each country in it. A file with any bad row changes nothing.',
    )
    .argument('<file>', 'the catalogue CSV')
    .option('--country <code>', 'replace only this country (AU or NZ); its other rows are skipped')
    .option('--yes', 'replace without asking for confirmation')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin catalogue import catalogue-2026-11.csv',
        '  lease-admin catalogue import catalogue-2026-11.csv --country NZ --yes',
        '',
        'Administrators only. Exit codes: 0 replaced; 2 a bad file or option (nothing replaced);',
        '6 your role may not import; 7 not signed in; 11 not confirmed.',
      ].join('\n'),
    )
    .action(async (file: string, options: { country?: string; yes?: boolean }) =>
      (await actions()).importCatalogue(context, file, options),
    );

  catalogue
    .command('stats')
    .description('What each country’s rate book holds: vehicles, rows, makes, models, RRP range, terms')
    .addOption(jsonFields(JSON_FIELDS.rateBook, "each country's rate book"))
    .addHelpText('after', examples('lease-admin catalogue stats', 'lease-admin catalogue stats --json'))
    .action(async (options: { json?: boolean }) => (await actions()).showCatalogueStats(context, options));
}
