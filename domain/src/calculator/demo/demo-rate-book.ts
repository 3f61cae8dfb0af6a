import { priceCatalogue } from '../price-catalogue';
import type { Vehicle } from '../vehicle';
import { demoCatalogueVehicles } from './demo-catalogue';

/** The demo rate book: the demo catalogue priced with the demo rate card. */
export function demoRateBook(): Vehicle[] {
  return priceCatalogue(demoCatalogueVehicles());
}
