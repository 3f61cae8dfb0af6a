import { roundToCents } from './cents';
import type { CatalogueVehicle } from './vehicle';

/** What a vehicle's running cost is priced on: the fuel its engine burns, or electricity. */
export const ENERGY_SOURCES = ['Petrol', 'Diesel', 'Electricity'] as const;
export type EnergySource = (typeof ENERGY_SOURCES)[number];

/** The unit each source is bought in, and the unit its consumption is catalogued per 100 km. */
export const ENERGY_UNIT: Readonly<Record<EnergySource, 'L' | 'kWh'>> = {
  Petrol: 'L',
  Diesel: 'L',
  Electricity: 'kWh',
};

/**
 * Prices as a driver pays them, GST included: dollars per litre of petrol or diesel and per kWh of
 * electricity (decision 1050).
 */
export type EnergyPrices = Readonly<Record<EnergySource, number>>;

export interface RunningCostAssumptions {
  annualDistanceKm: number;
  prices: EnergyPrices;
  gstRate: number;
  /** AU shows prices including GST, NZ without (calculator §9), so NZ estimates drop it. */
  showsPricesIncludingGst: boolean;
}

/** An estimated fuel or charging cost, with what it assumed, so the screen can say so. */
export interface RunningCostEstimate {
  source: EnergySource;
  unit: 'L' | 'kWh';
  /** Litres or kWh per 100 km, as catalogued. */
  consumptionPer100Km: number;
  /** The price used, GST included, per litre or kWh. */
  unitPrice: number;
  annualDistanceKm: number;
  /** Dollars rounded to whole cents, on the region's GST basis. */
  weekly: number;
  monthly: number;
}

export type RunningCostVehicle = Pick<
  CatalogueVehicle,
  'vehicleFueltype' | 'vehiclePrimaryfueltype' | 'fuelConsumptionLPer100Km' | 'energyConsumptionKwhPer100Km'
>;

/**
 * What a vehicle runs on for the estimate: electricity for an electric vehicle, otherwise the fuel
 * its engine burns (a hybrid's petrol or diesel; plug-in hybrids are priced on their fuel figure).
 */
export function energySourceOf(
  vehicle: Pick<RunningCostVehicle, 'vehicleFueltype' | 'vehiclePrimaryfueltype'>,
): EnergySource | undefined {
  if (vehicle.vehicleFueltype === 'Electric') return 'Electricity';
  if (vehicle.vehiclePrimaryfueltype === 'Petrol' || vehicle.vehiclePrimaryfueltype === 'Diesel') {
    return vehicle.vehiclePrimaryfueltype;
  }
  return undefined;
}

function consumptionOf(vehicle: RunningCostVehicle, source: EnergySource): number | undefined {
  return source === 'Electricity' ? vehicle.energyConsumptionKwhPer100Km : vehicle.fuelConsumptionLPer100Km;
}

const positive = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value > 0;

/**
 * The estimated fuel or charging cost of driving a vehicle the assumed distance: consumption per
 * 100 km × distance × price, a year, then a week (÷ 52) or a month (÷ 12), each rounded to whole
 * cents. Without a usable consumption figure, distance or price there is no estimate rather than
 * a wrong one.
 */
export function estimateRunningCost(
  vehicle: RunningCostVehicle,
  assumptions: RunningCostAssumptions,
): RunningCostEstimate | undefined {
  const source = energySourceOf(vehicle);
  if (!source) return undefined;
  const consumption = consumptionOf(vehicle, source);
  const unitPrice = assumptions.prices[source];
  const { annualDistanceKm } = assumptions;
  if (!positive(consumption) || !positive(annualDistanceKm)) return undefined;
  if (!Number.isFinite(unitPrice) || unitPrice < 0) return undefined;

  const gstFactor = assumptions.showsPricesIncludingGst ? 1 : 1 + assumptions.gstRate;
  const yearly = ((consumption / 100) * annualDistanceKm * unitPrice) / gstFactor;
  return {
    source,
    unit: ENERGY_UNIT[source],
    consumptionPer100Km: consumption,
    unitPrice,
    annualDistanceKm,
    weekly: roundToCents(yearly / 52),
    monthly: roundToCents(yearly / 12),
  };
}
