import type { Vehicle } from '../vehicle';

/** A plausible 36-month AU rate book row; tests override what they are about. */
export function aVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    countryCode: 'AU',
    catalogVehicleId: 'AU-TOYOTA-COROLLA-ASCENT-SPORT-2025',
    catalogYear: 2025,
    vehicleMake: 'Toyota',
    vehicleModel: 'Corolla',
    vehicleTrim: 'Ascent Sport Hybrid',
    vehicleDescription: 'Toyota Corolla Ascent Sport Hybrid 1.8L sedan',
    vehicleDrivetrain: 'FWD',
    vehicleFueltype: 'Hybrid',
    vehiclePrimaryfueltype: 'Petrol',
    vehicleTransmissiongroup: 'Automatic',
    vehicleBodytype: 'SEDAN',
    vehicleSeats: 5,
    consumerPrice: 33_000,
    catalogPrice: 30_000,
    weekLeaseprice: 180.5,
    monthLeaseprice: 782.17,
    duration: 36,
    durationUnit: 'month',
    ...overrides,
  };
}

/** Rows with distinct ids, numbered from 1. */
export function someVehicles(count: number, overrides: Partial<Vehicle> = {}): Vehicle[] {
  return Array.from({ length: count }, (_, index) =>
    aVehicle({ catalogVehicleId: `AU-TEST-${index + 1}`, ...overrides }),
  );
}
