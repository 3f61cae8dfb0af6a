import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  auditActor,
  DomainError,
  isRegion,
  mayAct,
  priceCatalogue,
  staffErrors,
  REGIONS,
  type CatalogueVehicle,
  type Region,
} from '@lease-portal/domain';
import { CatalogueCsvError, readCatalogueCsv } from '../catalogue';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { confirmChange } from './confirm-change';
import { examples } from './help-text';
import { signedInReader, signedInStaff } from './staff.commands';

export function registerCatalogueCommands(program: Command, open: OpenServices, out: Output): void {
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
    .action(async (file: string, options: { country?: string; yes?: boolean }) => {
      const only = countryOption(options.country);
      const vehicles = readCatalogueCsvOrFail(await readText(file));
      const countries = (only ? [only] : REGIONS).filter((c) => vehicles.some((v) => v.countryCode === c));
      if (!countries.length) {
        throw new DomainError('BAD_INPUT', `The file has no ${only} vehicles; nothing was replaced.`);
      }
      const services = await open();
      const member = await signedInStaff(services);
      if (!mayAct(member, 'importCatalogue')) throw staffErrors.notPermitted('importCatalogue');
      const { rateBook, auditTrail } = services;
      await confirmChange(
        services,
        options,
        `Replace the rate book of ${countries.join(' and ')} with ${path.basename(file)}?`,
      );
      for (const countryCode of countries) {
        const own = vehicles.filter((vehicle) => vehicle.countryCode === countryCode);
        const rows = priceCatalogue(own);
        await rateBook.replace(countryCode, rows);
        await auditTrail.record({
          actor: auditActor.staff(member.staffId),
          action: 'rate-book.replaced',
          subject: `rate-book:${countryCode}`,
          at: new Date().toISOString(),
          details: { file: path.basename(file), vehicles: own.length, rows: rows.length },
        });
        out.line(
          `${countryCode}: rate book replaced with ${own.length} vehicles (${rows.length} priced rows).`,
        );
      }
      const skipped = vehicles.filter((vehicle) => !countries.includes(vehicle.countryCode)).length;
      if (skipped) out.line(`Skipped ${skipped} vehicles of other countries (--country ${only}).`);
      out.line('The portal shows the new make and model lists within a minute.');
    });

  catalogue
    .command('stats')
    .description('What each country’s rate book holds: vehicles, rows, makes, models, RRP range, terms')
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', examples('lease-admin catalogue stats', 'lease-admin catalogue stats --json'))
    .action(async (options: { json?: boolean }) => {
      const services = await open();
      await signedInReader(services);
      const summaries = await services.rateBookSummaries.summaries();
      if (options.json) return out.json(summaries);
      out.table(
        summaries.map((s) => ({
          country: s.countryCode,
          vehicles: s.vehicles,
          rows: s.rows,
          makes: s.makes,
          models: s.models,
          rrp: `${s.lowestRrp}–${s.highestRrp}`,
          terms: s.terms.join(', '),
        })),
      );
    });
}

function countryOption(value: string | undefined): Region | undefined {
  if (value === undefined) return undefined;
  const code = value.trim().toUpperCase();
  if (!isRegion(code)) throw new DomainError('BAD_INPUT', `--country must be AU or NZ, not '${value}'.`);
  return code;
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new DomainError('BAD_INPUT', `Cannot read '${file}': ${(error as Error).message}`);
  }
}

/** The file's vehicles, refused whole (every problem with its line) before anything is stored. */
function readCatalogueCsvOrFail(text: string): CatalogueVehicle[] {
  try {
    return readCatalogueCsv(text);
  } catch (error) {
    if (error instanceof CatalogueCsvError) {
      throw new DomainError('BAD_INPUT', `${error.message}\nNothing was replaced.`);
    }
    throw error;
  }
}
