import { readFile } from 'node:fs/promises';
import {
  DEMO_RATE_CARD,
  rateBookRows,
  type CatalogueVehicle,
  type RateCard,
  type Vehicle,
} from '@lease-portal/domain';
import { DEMO_CATALOGUE_CSV } from './demo-catalogue';
import { readCatalogueCsv } from './read-catalogue-csv';

/** Prices every vehicle for 36, 48 and 60 months at 15,000 km a year: one rate book row each. */
export function priceCatalogue(
  vehicles: readonly CatalogueVehicle[],
  rateCard: RateCard = DEMO_RATE_CARD,
): Vehicle[] {
  return vehicles.flatMap((vehicle) => rateBookRows(vehicle, rateCard));
}

/** Reads a provider's catalogue CSV and prices it; throws CatalogueCsvError for a bad file. */
export async function readRateBookFile(
  file: string,
  rateCard: RateCard = DEMO_RATE_CARD,
): Promise<Vehicle[]> {
  return priceCatalogue(readCatalogueCsv(await readFile(file, 'utf8')), rateCard);
}

/** The demo rate book: the checked-in demo catalogue, priced with the demo rate card. */
export function readDemoRateBook(): Promise<Vehicle[]> {
  return readRateBookFile(DEMO_CATALOGUE_CSV);
}
