import type { Vehicle } from '@lease-portal/domain';

/** One stored rate book row as the driver returns it. */
export interface RateBookRecord {
  country_code: Vehicle['countryCode'];
  catalog_vehicle_id: string;
  duration: number;
  duration_unit: Vehicle['durationUnit'];
  catalog_year: number;
  vehicle_make: string;
  vehicle_model: string;
  vehicle_trim: string;
  vehicle_description: string;
  vehicle_drivetrain: Vehicle['vehicleDrivetrain'];
  vehicle_fueltype: Vehicle['vehicleFueltype'];
  vehicle_primaryfueltype: Vehicle['vehiclePrimaryfueltype'];
  vehicle_transmissiongroup: Vehicle['vehicleTransmissiongroup'];
  vehicle_bodytype: Vehicle['vehicleBodytype'];
  vehicle_seats: Vehicle['vehicleSeats'];
  cab_type: Vehicle['cabType'] | null;
  consumer_price: number;
  catalog_price: number;
  week_leaseprice: number;
  month_leaseprice: number;
  fuel_consumption_l_per_100km: number | null;
  energy_consumption_kwh_per_100km: number | null;
  jato_imagepath: string | null;
  jato_imagepath_trim: string | null;
  jato_imagepath_base: string | null;
}

/** The columns a search returns, in the order of RateBookRecord. */
export const RATE_BOOK_COLUMNS = `country_code, catalog_vehicle_id, duration, duration_unit, catalog_year,
  vehicle_make, vehicle_model, vehicle_trim, vehicle_description, vehicle_drivetrain, vehicle_fueltype,
  vehicle_primaryfueltype, vehicle_transmissiongroup, vehicle_bodytype, vehicle_seats, cab_type,
  consumer_price, catalog_price, week_leaseprice, month_leaseprice,
  fuel_consumption_l_per_100km, energy_consumption_kwh_per_100km,
  jato_imagepath, jato_imagepath_trim, jato_imagepath_base`;

/** A stored row as the domain's Vehicle; absent optional fields stay absent rather than null. */
export function vehicleOf(record: RateBookRecord): Vehicle {
  const vehicle: Vehicle = {
    countryCode: record.country_code,
    catalogVehicleId: record.catalog_vehicle_id,
    catalogYear: record.catalog_year,
    vehicleMake: record.vehicle_make,
    vehicleModel: record.vehicle_model,
    vehicleTrim: record.vehicle_trim,
    vehicleDescription: record.vehicle_description,
    vehicleDrivetrain: record.vehicle_drivetrain,
    vehicleFueltype: record.vehicle_fueltype,
    vehiclePrimaryfueltype: record.vehicle_primaryfueltype,
    vehicleTransmissiongroup: record.vehicle_transmissiongroup,
    vehicleBodytype: record.vehicle_bodytype,
    vehicleSeats: record.vehicle_seats,
    consumerPrice: record.consumer_price,
    catalogPrice: record.catalog_price,
    weekLeaseprice: record.week_leaseprice,
    monthLeaseprice: record.month_leaseprice,
    duration: record.duration,
    durationUnit: record.duration_unit,
  };
  if (record.cab_type !== null) vehicle.cabType = record.cab_type;
  if (record.fuel_consumption_l_per_100km !== null) {
    vehicle.fuelConsumptionLPer100Km = record.fuel_consumption_l_per_100km;
  }
  if (record.energy_consumption_kwh_per_100km !== null) {
    vehicle.energyConsumptionKwhPer100Km = record.energy_consumption_kwh_per_100km;
  }
  if (record.jato_imagepath !== null) vehicle.jatoImagepath = record.jato_imagepath;
  if (record.jato_imagepath_trim !== null) vehicle.jatoImagepathTrim = record.jato_imagepath_trim;
  if (record.jato_imagepath_base !== null) vehicle.jatoImagepathBase = record.jato_imagepath_base;
  return vehicle;
}

/**
 * Inserts a batch of rows as one statement of column arrays: 29 parameters whatever the batch size,
 * so a large catalogue needs few round trips and no statement grows past the parameter limit.
 */
export const INSERT_RATE_BOOK_ROWS = `INSERT INTO rate_book_rows (
  country_code, catalog_vehicle_id, duration, duration_unit, catalog_year,
  vehicle_make, vehicle_model, vehicle_trim, vehicle_description, vehicle_drivetrain, vehicle_fueltype,
  vehicle_primaryfueltype, vehicle_transmissiongroup, vehicle_bodytype, vehicle_seats, cab_type,
  consumer_price, catalog_price, week_leaseprice, month_leaseprice,
  fuel_consumption_l_per_100km, energy_consumption_kwh_per_100km,
  jato_imagepath, jato_imagepath_trim, jato_imagepath_base,
  make_key, model_key, trim_key, description_key)
SELECT * FROM unnest(
  $1::text[], $2::text[], $3::int[], $4::text[], $5::int[],
  $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[],
  $12::text[], $13::text[], $14::text[], $15::int[], $16::text[],
  $17::float8[], $18::float8[], $19::float8[], $20::float8[],
  $21::float8[], $22::float8[],
  $23::text[], $24::text[], $25::text[],
  $26::text[], $27::text[], $28::text[], $29::text[])`;

const insertColumns: ((row: Vehicle) => string | number | null)[] = [
  (row) => row.countryCode,
  (row) => row.catalogVehicleId,
  (row) => row.duration,
  (row) => row.durationUnit,
  (row) => row.catalogYear,
  (row) => row.vehicleMake,
  (row) => row.vehicleModel,
  (row) => row.vehicleTrim,
  (row) => row.vehicleDescription,
  (row) => row.vehicleDrivetrain,
  (row) => row.vehicleFueltype,
  (row) => row.vehiclePrimaryfueltype,
  (row) => row.vehicleTransmissiongroup,
  (row) => row.vehicleBodytype,
  (row) => row.vehicleSeats,
  (row) => row.cabType ?? null,
  (row) => row.consumerPrice,
  (row) => row.catalogPrice,
  (row) => row.weekLeaseprice,
  (row) => row.monthLeaseprice,
  (row) => row.fuelConsumptionLPer100Km ?? null,
  (row) => row.energyConsumptionKwhPer100Km ?? null,
  (row) => row.jatoImagepath ?? null,
  (row) => row.jatoImagepathTrim ?? null,
  (row) => row.jatoImagepathBase ?? null,
  (row) => row.vehicleMake.toUpperCase(),
  (row) => row.vehicleModel.toUpperCase(),
  (row) => row.vehicleTrim.toUpperCase(),
  (row) => row.vehicleDescription.toUpperCase(),
];

/** The parameters of INSERT_RATE_BOOK_ROWS for a batch: one array per column. */
export function insertParameters(rows: readonly Vehicle[]): unknown[] {
  return insertColumns.map((column) => rows.map(column));
}
