import { readFileSync } from 'node:fs';
import {
  BODY_TYPES,
  CAB_TYPES,
  DRIVE_TRAINS,
  FUEL_TYPES,
  REGIONS,
  SEAT_COUNTS,
  TRANSMISSIONS,
  demoCatalogueVehicles,
  type CatalogueVehicle,
} from '@lease-portal/domain';
import { readCatalogueCsv } from '@lease-portal/cli';
import { DEMO_CATALOGUE_CSV } from './demo-catalogue-file';

const vehicles = readCatalogueCsv(readFileSync(DEMO_CATALOGUE_CSV, 'utf8'));

function valuesOf<K extends keyof CatalogueVehicle>(key: K, within = vehicles): Set<CatalogueVehicle[K]> {
  return new Set(within.map((vehicle) => vehicle[key]));
}

describe('the demo catalogue', () => {
  it('is the file the demo models write (run `npm run catalogue:demo` after changing them)', () => {
    expect(vehicles).toEqual(demoCatalogueVehicles());
  });

  it('holds at least 150 current models across AU and NZ', () => {
    const models = new Set(vehicles.map((v) => `${v.vehicleMake}|${v.vehicleModel}|${v.vehicleTrim}`));
    expect(models.size).toBeGreaterThanOrEqual(150);
    expect(valuesOf('countryCode')).toEqual(new Set(REGIONS));
    expect([...valuesOf('catalogYear')].sort()).toEqual([2025, 2026]);
  });

  it.each([
    ['body type', 'vehicleBodytype', BODY_TYPES],
    ['fuel type', 'vehicleFueltype', FUEL_TYPES],
    ['drive train', 'vehicleDrivetrain', DRIVE_TRAINS],
    ['transmission', 'vehicleTransmissiongroup', TRANSMISSIONS],
    ['seat count', 'vehicleSeats', SEAT_COUNTS],
  ] as const)('offers every %s of the search filters', (_what, key, options) => {
    expect([...valuesOf(key)].sort()).toEqual([...options].sort());
  });

  it('offers every cab type, on utes only', () => {
    const utes = vehicles.filter((v) => v.vehicleBodytype === 'UTE');
    expect([...valuesOf('cabType', utes)].sort()).toEqual([...CAB_TYPES].sort());
    expect(vehicles.filter((v) => v.vehicleBodytype !== 'UTE' && v.cabType)).toEqual([]);
  });

  it('offers every body and fuel type in each country', () => {
    for (const region of REGIONS) {
      const local = vehicles.filter((v) => v.countryCode === region);
      expect(valuesOf('vehicleBodytype', local).size).toBe(BODY_TYPES.length);
      expect(valuesOf('vehicleFueltype', local).size).toBe(FUEL_TYPES.length);
    }
  });

  it('carries the makes an AU or NZ fleet buyer expects', () => {
    const makes = valuesOf('vehicleMake');
    for (const make of [
      'Toyota',
      'Ford',
      'Hyundai',
      'Kia',
      'Mazda',
      'Mitsubishi',
      'Isuzu',
      'Tesla',
      'BYD',
      'MG',
    ]) {
      expect(makes).toContain(make);
    }
    for (const make of ['Volkswagen', 'Nissan', 'LDV', 'Suzuki', 'Subaru', 'Renault', 'Mercedes-Benz']) {
      expect(makes).toContain(make);
    }
  });

  it('prices vehicles like current RRPs, some above the slider top of 120,000', () => {
    const prices = vehicles.map((v) => v.consumerPrice);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(15_000);
    expect(Math.max(...prices)).toBeLessThanOrEqual(200_000);
    expect(prices.some((price) => price > 120_000)).toBe(true);
  });
});
