import { DEMO_RATE_CARD, type RateCard } from './pricing-assumptions';
import { rateBookRows } from './rate-book-pricing';
import type { CatalogueVehicle, Vehicle } from './vehicle';

/** Prices every vehicle for 36, 48 and 60 months at 15,000 km a year: one rate book row each. */
export function priceCatalogue(
  vehicles: readonly CatalogueVehicle[],
  rateCard: RateCard = DEMO_RATE_CARD,
): Vehicle[] {
  return vehicles.flatMap((vehicle) => rateBookRows(vehicle, rateCard));
}
