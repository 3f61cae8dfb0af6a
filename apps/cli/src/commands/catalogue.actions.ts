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
import type { CommandContext } from '../services';
import { confirmChange } from './confirm-change';
import { signedInReader, signedInStaff } from './signed-in';

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

export async function importCatalogue(
  { open, out }: CommandContext,
  file: string,
  options: { country?: string; yes?: boolean },
) {
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
    out.line(`${countryCode}: rate book replaced with ${own.length} vehicles (${rows.length} priced rows).`);
  }
  const skipped = vehicles.filter((vehicle) => !countries.includes(vehicle.countryCode)).length;
  if (skipped) out.line(`Skipped ${skipped} vehicles of other countries (--country ${only}).`);
  out.line('The portal shows the new make and model lists within a minute.');
}

export async function showCatalogueStats({ open, out }: CommandContext, options: { json?: boolean }) {
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
}
