import { catalogueCsv, readCatalogueCsv } from '@lease-portal/cli';
import { syntheticCatalogue } from './synthetic-catalogue';

const take = (count: number, seed: number) => [...syntheticCatalogue({ count, seed })];

describe('the synthetic catalogue', () => {
  it('makes as many vehicles as asked, with distinct ids', () => {
    const vehicles = take(5_000, 1);
    expect(vehicles).toHaveLength(5_000);
    expect(new Set(vehicles.map((v) => v.catalogVehicleId)).size).toBe(5_000);
  });

  it('gives the same vehicles for the same seed, and others for another seed', () => {
    expect(take(200, 42)).toEqual(take(200, 42));
    expect(take(200, 43)).not.toEqual(take(200, 42));
  });

  it('writes rows the catalogue loader accepts', () => {
    const vehicles = take(2_000, 7);
    expect(readCatalogueCsv(catalogueCsv(vehicles))).toEqual(vehicles);
  });

  it('varies the models it starts from', () => {
    const vehicles = take(2_000, 3);
    expect(new Set(vehicles.map((v) => v.vehicleModel)).size).toBeGreaterThan(50);
    expect(new Set(vehicles.map((v) => v.catalogYear))).toEqual(new Set([2024, 2025, 2026]));
  });
});
