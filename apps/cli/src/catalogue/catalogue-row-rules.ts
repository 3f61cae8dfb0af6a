import {
  BODY_TYPES,
  CAB_TYPES,
  DRIVE_TRAINS,
  FUEL_TYPES,
  isPairSafeName,
  PRIMARY_FUEL_TYPES,
  REGIONS,
  SEAT_COUNTS,
  TRANSMISSIONS,
  type CatalogueVehicle,
  type FuelType,
  type PrimaryFuelType,
} from '@lease-portal/domain';
import type { CatalogueColumn } from './catalogue-columns';

export type CatalogueRecord = Partial<Record<CatalogueColumn, string>>;
export type RowCheck = { ok: true; vehicle: CatalogueVehicle } | { ok: false; problems: string[] };

/** Above these a figure is surely a typo or another unit (a Ram 1500 uses about 12 L/100 km). */
const MAX_LITRES_PER_100KM = 40;
const MAX_KWH_PER_100KM = 80;

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const IMAGE_PATTERN = /^(https?:\/\/|\/)\S+$/;

/** What a fuel type runs on: a hybrid must say whether its engine burns petrol or diesel. */
const PRIMARY_FOR: Record<FuelType, readonly PrimaryFuelType[]> = {
  Electric: ['Electric'],
  Petrol: ['Petrol'],
  Diesel: ['Diesel'],
  Hybrid: ['Petrol', 'Diesel'],
};

/** Checks one row of a catalogue CSV and reads it as a vehicle, naming every problem found. */
export function checkCatalogueRecord(record: CatalogueRecord): RowCheck {
  const problems: string[] = [];
  const cell = (column: CatalogueColumn) => (record[column] ?? '').trim();

  function required(column: CatalogueColumn): string {
    const value = cell(column);
    if (!value) problems.push(`${column} is required`);
    return value;
  }

  function oneOf<T extends string | number>(column: CatalogueColumn, values: readonly T[], hint = ''): T {
    const value = required(column);
    const found = values.find((v) => String(v) === value);
    if (value && found === undefined) {
      problems.push(`${column} '${value}' is not one of ${values.join(', ')}${hint}`);
    }
    return found as T;
  }

  function pairSafe(column: CatalogueColumn): string {
    const value = required(column);
    if (!isPairSafeName(value)) problems.push(`${column} '${value}' must not contain ':', ',' or '|'`);
    return value;
  }

  function image(column: CatalogueColumn): string | undefined {
    const value = cell(column);
    if (value && !IMAGE_PATTERN.test(value)) problems.push(`${column} '${value}' is not a URL or a path`);
    return value || undefined;
  }

  /** An optional consumption per 100 km: a number above zero, at most the unit's believable maximum. */
  function consumption(column: CatalogueColumn, max: number, example: string): number | undefined {
    const value = cell(column);
    if (!value) return undefined;
    const amount = Number(value);
    if (!(Number.isFinite(amount) && amount > 0 && amount <= max)) {
      problems.push(`${column} '${value}' must be a number above zero and at most ${max}, like ${example}`);
      return undefined;
    }
    return amount;
  }

  const countryCode = oneOf('countryCode', REGIONS);
  const catalogVehicleId = required('catalogVehicleId');
  if (catalogVehicleId && !ID_PATTERN.test(catalogVehicleId)) {
    problems.push(`catalogVehicleId '${catalogVehicleId}' must be up to 64 letters, digits, '.', '_' or '-'`);
  }
  const year = Number(required('catalogYear'));
  if (cell('catalogYear') && !(Number.isInteger(year) && year >= 1990 && year <= 2100)) {
    problems.push(`catalogYear '${cell('catalogYear')}' is not a year`);
  }
  const vehicleBodytype = oneOf('vehicleBodytype', BODY_TYPES);
  const cab = cell('cabType');
  const cabType = cab ? oneOf('cabType', CAB_TYPES) : undefined;
  if (vehicleBodytype === 'UTE' && !cab) problems.push('cabType is required for a UTE');
  if (vehicleBodytype && vehicleBodytype !== 'UTE' && cab)
    problems.push(`cabType is for utes only, not a ${vehicleBodytype}`);
  const vehicleFueltype = oneOf('vehicleFueltype', FUEL_TYPES);
  const vehiclePrimaryfueltype = cell('vehiclePrimaryfueltype')
    ? oneOf('vehiclePrimaryfueltype', PRIMARY_FUEL_TYPES)
    : onlyPrimaryFor(vehicleFueltype);
  if (vehicleFueltype === 'Hybrid' && !cell('vehiclePrimaryfueltype')) {
    problems.push('vehiclePrimaryfueltype is required for a Hybrid: Petrol or Diesel');
  }
  if (
    vehicleFueltype &&
    vehiclePrimaryfueltype &&
    !PRIMARY_FOR[vehicleFueltype].includes(vehiclePrimaryfueltype)
  ) {
    problems.push(
      `vehiclePrimaryfueltype '${vehiclePrimaryfueltype}' does not fit a ${vehicleFueltype} vehicle`,
    );
  }
  const vehicleDrivetrain = oneOf('vehicleDrivetrain', DRIVE_TRAINS, ' (catalogue all-wheel drive as 4WD)');
  const vehicleTransmissiongroup = oneOf('vehicleTransmissiongroup', TRANSMISSIONS);
  const vehicleSeats = oneOf('vehicleSeats', SEAT_COUNTS);
  const consumerPrice = Number(required('consumerPrice'));
  if (cell('consumerPrice') && !(Number.isFinite(consumerPrice) && consumerPrice > 0)) {
    problems.push(
      `consumerPrice '${cell('consumerPrice')}' must be a number of dollars above zero, like 45990`,
    );
  }

  const fuelConsumption = consumption('fuelConsumptionLPer100Km', MAX_LITRES_PER_100KM, '7.6');
  const energyConsumption = consumption('energyConsumptionKwhPer100Km', MAX_KWH_PER_100KM, '15.5');
  if (fuelConsumption !== undefined && vehicleFueltype === 'Electric') {
    problems.push('fuelConsumptionLPer100Km is for vehicles with an engine, not an Electric one');
  }
  if (energyConsumption !== undefined && vehicleFueltype && vehicleFueltype !== 'Electric') {
    problems.push(
      `energyConsumptionKwhPer100Km is for Electric vehicles; give a ${vehicleFueltype} its fuelConsumptionLPer100Km`,
    );
  }

  const vehicle: CatalogueVehicle = {
    countryCode,
    catalogVehicleId,
    catalogYear: year,
    vehicleMake: pairSafe('vehicleMake'),
    vehicleModel: pairSafe('vehicleModel'),
    vehicleTrim: cell('vehicleTrim'),
    vehicleDescription: required('vehicleDescription'),
    vehicleDrivetrain,
    vehicleFueltype,
    vehiclePrimaryfueltype: vehiclePrimaryfueltype as PrimaryFuelType,
    vehicleTransmissiongroup,
    vehicleBodytype,
    vehicleSeats,
    ...(cabType ? { cabType } : {}),
    consumerPrice,
    ...(fuelConsumption !== undefined ? { fuelConsumptionLPer100Km: fuelConsumption } : {}),
    ...(energyConsumption !== undefined ? { energyConsumptionKwhPer100Km: energyConsumption } : {}),
    ...optional('jatoImagepath', image('jatoImagepath')),
    ...optional('jatoImagepathTrim', image('jatoImagepathTrim')),
    ...optional('jatoImagepathBase', image('jatoImagepathBase')),
  };
  return problems.length ? { ok: false, problems } : { ok: true, vehicle };
}

/** Electric, petrol and diesel vehicles run on what they are; a hybrid could be either. */
function onlyPrimaryFor(fuel: FuelType | undefined): PrimaryFuelType | undefined {
  const choices = fuel ? PRIMARY_FOR[fuel] : [];
  return choices.length === 1 ? choices[0] : undefined;
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}
