import type { Region } from '../shared/region';
import type { MakeModels } from './make-model-pair';
import type { Vehicle } from './vehicle';

/** Code-unit order, the order `compareRateBookRows` uses for text. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The make list of a country as `MakeModelLists.makes` answers it: the reference a storage adapter's
 * query must agree with, and what in-memory fakes use.
 */
export function makesOf(
  rows: readonly Pick<Vehicle, 'countryCode' | 'vehicleMake'>[],
  countryCode: Region,
): string[] {
  const makes = rows
    .filter((row) => row.countryCode === countryCode)
    .map((row) => row.vehicleMake.toUpperCase());
  return [...new Set(makes)].sort(byCodeUnits);
}

/** The models of the given makes (any case) in a country, as `MakeModelLists.models` answers. */
export function modelsOf(
  rows: readonly Pick<Vehicle, 'countryCode' | 'vehicleMake' | 'vehicleModel'>[],
  countryCode: Region,
  makes: readonly string[],
): MakeModels[] {
  const wanted = new Set(makes.map((make) => make.trim().toUpperCase()));
  const byMake = new Map<string, Set<string>>();
  for (const row of rows) {
    const make = row.vehicleMake.toUpperCase();
    if (row.countryCode !== countryCode || !wanted.has(make)) continue;
    const models = byMake.get(make) ?? new Set<string>();
    models.add(row.vehicleModel.toUpperCase());
    byMake.set(make, models);
  }
  return [...byMake.keys()]
    .sort(byCodeUnits)
    .map((make) => ({ make, models: [...(byMake.get(make) ?? [])].sort(byCodeUnits) }));
}
