import type { BodyType, FuelType } from './catalogue-options';
import { encodePair } from './make-model-pair';

/** What the visitor ticked on 'Step 1. Choose your vehicle' (calculator §2). */
export interface ChooseVehicleSelection {
  bodyTypes: readonly BodyType[];
  fuelTypes: readonly FuelType[];
  makes: readonly string[];
}

export const CALCULATOR_RESULTS_PATH = '/calculator/results';

/** 'Next' is disabled unless at least one body type, fuel type or make is selected. */
export function canChooseNext(selection: ChooseVehicleSelection): boolean {
  return selection.bodyTypes.length > 0 || selection.fuelTypes.length > 0 || selection.makes.length > 0;
}

export interface ChooseVehicleQuery {
  pair?: string;
  vehicleFueltype?: string;
  vehicleBodytype?: string;
}

/** The results page's query parameters; empty choices are left out. */
export function chooseVehicleQuery(selection: ChooseVehicleSelection): ChooseVehicleQuery {
  const query: ChooseVehicleQuery = {};
  const pair = encodePair(selection.makes.map((make) => ({ make, models: [] })));
  if (pair) query.pair = pair;
  if (selection.fuelTypes.length) query.vehicleFueltype = [...new Set(selection.fuelTypes)].join(',');
  if (selection.bodyTypes.length) query.vehicleBodytype = [...new Set(selection.bodyTypes)].join(',');
  return query;
}
