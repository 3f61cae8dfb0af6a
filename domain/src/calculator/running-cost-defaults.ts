import type { Region } from '../shared/region';
import type { EnergyPrices, EnergySource, RunningCostAssumptions } from './running-cost';

/**
 * Each region's assumed pump and home-charging prices, GST included, rounded averages of 2025
 * (sources and reasoning in decision 1050). The visitor may change them on the shortlist page.
 */
export const DEFAULT_ENERGY_PRICES: Readonly<Record<Region, EnergyPrices>> = {
  AU: { Petrol: 1.95, Diesel: 1.95, Electricity: 0.33 },
  // NZ diesel carries no road user charges at the pump; the NZ lease price includes them (0401).
  NZ: { Petrol: 2.6, Diesel: 1.9, Electricity: 0.34 },
};

/** The tax facts the estimate needs: the same basis as the region's lease prices. */
const GST: Readonly<Record<Region, Pick<RunningCostAssumptions, 'gstRate' | 'showsPricesIncludingGst'>>> = {
  AU: { gstRate: 0.1, showsPricesIncludingGst: true },
  NZ: { gstRate: 0.15, showsPricesIncludingGst: false },
};

/** The running-cost assumptions of a region, with the visitor's prices and distance. */
export function runningCostAssumptions(
  region: Region,
  annualDistanceKm: number,
  prices: EnergyPrices = DEFAULT_ENERGY_PRICES[region],
): RunningCostAssumptions {
  return { annualDistanceKm, prices, ...GST[region] };
}

/** The highest price a visitor may enter: above it, they have most likely typed cents. */
export const MAX_ENERGY_PRICE = 10;

export type EnergyPriceReading = { ok: true; price: number } | { ok: false; message: string };

/** Reads a price as typed ('1.95', '$1.95', ' 2 '), in dollars per litre or kWh. */
export function readEnergyPrice(text: string, source: EnergySource): EnergyPriceReading {
  const unit = source === 'Electricity' ? 'kWh' : 'litre';
  const cleaned = text.trim().replace(/^\$\s*/, '');
  const price = Number(cleaned);
  if (cleaned === '' || !/^\d*\.?\d*$/.test(cleaned) || !Number.isFinite(price)) {
    return { ok: false, message: `Enter a price in dollars per ${unit}, like ${example(source)}` };
  }
  if (price > MAX_ENERGY_PRICE) {
    return { ok: false, message: `Enter dollars per ${unit}, not cents: like ${example(source)}` };
  }
  return { ok: true, price };
}

function example(source: EnergySource): string {
  return source === 'Electricity' ? '0.33' : '1.95';
}
