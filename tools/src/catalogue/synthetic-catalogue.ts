import { demoCatalogueVehicles, type CatalogueVehicle } from '@lease-portal/domain';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface SyntheticCatalogueOptions {
  count: number;
  seed: number;
  /** The vehicles to vary; the demo catalogue by default. */
  models?: readonly CatalogueVehicle[];
}

const TRIM_SUFFIXES = ['', '', 'Plus', 'Sport', 'Premium', 'Limited', 'Tradie', 'Fleet Edition'];
const YEARS = [2024, 2025, 2026];

/**
 * A large catalogue for benchmarks, made by varying the demo models: the same seed always gives
 * the same vehicles. Each is a demo vehicle of the same country with another year, a trim
 * suffix and an RRP within 15 % (to the nearest $10), so every row passes the CSV rules.
 */
export function* syntheticCatalogue({
  count,
  seed,
  models = demoCatalogueVehicles(),
}: SyntheticCatalogueOptions): Generator<CatalogueVehicle> {
  if (!models.length) throw new Error('A synthetic catalogue needs at least one model to vary.');
  const rng = xoroshiro128plus(seed);
  const pick = <T>(list: readonly T[]): T => list[uniformInt(rng, 0, list.length - 1)] as T;
  const width = Math.max(6, String(count).length);

  for (let index = 1; index <= count; index += 1) {
    const base = pick(models);
    const suffix = pick(TRIM_SUFFIXES);
    const trim = suffix ? `${base.vehicleTrim} ${suffix}`.trim() : base.vehicleTrim;
    const priceFactor = uniformInt(rng, 85, 115) / 100;
    yield {
      ...base,
      catalogVehicleId: `SYN-${base.countryCode}-${String(index).padStart(width, '0')}`,
      catalogYear: pick(YEARS),
      vehicleTrim: trim,
      vehicleDescription: base.vehicleTrim
        ? base.vehicleDescription.replace(base.vehicleTrim, trim)
        : `${base.vehicleDescription} ${trim}`.trim(),
      consumerPrice: Math.max(10, Math.round((base.consumerPrice * priceFactor) / 10) * 10),
    };
  }
}
