import type {
  BodyType,
  CabType,
  DriveTrain,
  FuelType,
  PrimaryFuelType,
  Region,
  SeatCount,
  Transmission,
  Vehicle,
} from '@lease-portal/domain';

/** A rate book row as the API answers it: every field but the id may be null or unasked. */
export interface RateBookRowFields {
  catalogVehicleId: string;
  catalogYear?: number | null;
  vehicleMake?: string | null;
  vehicleModel?: string | null;
  vehicleTrim?: string | null;
  vehicleDescription?: string | null;
  vehicleDrivetrain?: string | null;
  vehicleFueltype?: string | null;
  vehiclePrimaryfueltype?: string | null;
  vehicleTransmissiongroup?: string | null;
  vehicleBodytype?: string | null;
  vehicleSeats?: number | null;
  cabType?: string | null;
  consumerPrice?: number | null;
  catalogPrice?: number | null;
  weekLeaseprice?: number | null;
  monthLeaseprice?: number | null;
  duration?: number | null;
  jatoImagepath?: string | null;
  jatoImagepathTrim?: string | null;
  jatoImagepathBase?: string | null;
}

/** A rate book row as the domain's vehicle, in the organisation's country. */
export function vehicleFromRow(row: RateBookRowFields, region: Region): Vehicle {
  return {
    countryCode: region,
    catalogVehicleId: row.catalogVehicleId,
    catalogYear: row.catalogYear ?? 0,
    vehicleMake: row.vehicleMake ?? '',
    vehicleModel: row.vehicleModel ?? '',
    vehicleTrim: row.vehicleTrim ?? '',
    vehicleDescription: row.vehicleDescription ?? '',
    vehicleDrivetrain: (row.vehicleDrivetrain ?? '') as DriveTrain,
    vehicleFueltype: (row.vehicleFueltype ?? '') as FuelType,
    vehiclePrimaryfueltype: (row.vehiclePrimaryfueltype ?? '') as PrimaryFuelType,
    vehicleTransmissiongroup: (row.vehicleTransmissiongroup ?? '') as Transmission,
    vehicleBodytype: (row.vehicleBodytype ?? 'SEDAN') as BodyType,
    vehicleSeats: (row.vehicleSeats ?? 0) as SeatCount,
    ...(row.cabType ? { cabType: row.cabType as CabType } : {}),
    consumerPrice: row.consumerPrice ?? 0,
    catalogPrice: row.catalogPrice ?? 0,
    weekLeaseprice: row.weekLeaseprice ?? 0,
    monthLeaseprice: row.monthLeaseprice ?? 0,
    duration: row.duration ?? 0,
    durationUnit: 'month',
    ...(row.jatoImagepath ? { jatoImagepath: row.jatoImagepath } : {}),
    ...(row.jatoImagepathTrim ? { jatoImagepathTrim: row.jatoImagepathTrim } : {}),
    ...(row.jatoImagepathBase ? { jatoImagepathBase: row.jatoImagepathBase } : {}),
  };
}
