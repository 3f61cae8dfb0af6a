import type { CatalogueVehicle } from '@lease-portal/domain';
import { stringify } from 'csv-stringify/sync';
import { CATALOGUE_COLUMNS } from './catalogue-columns';

/** Writes vehicles as a catalogue CSV that `readCatalogueCsv` reads back. */
export function catalogueCsv(vehicles: readonly CatalogueVehicle[]): string {
  return stringify(
    vehicles.map((vehicle) => CATALOGUE_COLUMNS.map((column) => vehicle[column] ?? '')),
    { header: true, columns: [...CATALOGUE_COLUMNS] },
  );
}
