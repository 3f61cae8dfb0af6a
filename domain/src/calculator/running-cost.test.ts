import { DEMO_RATE_CARD } from './pricing-assumptions';
import { DEFAULT_ENERGY_PRICES, readEnergyPrice, runningCostAssumptions } from './running-cost-defaults';
import { energySourceOf, estimateRunningCost, type RunningCostVehicle } from './running-cost';

const dieselUte: RunningCostVehicle = {
  vehicleFueltype: 'Diesel',
  vehiclePrimaryfueltype: 'Diesel',
  fuelConsumptionLPer100Km: 8,
};
const electricSedan: RunningCostVehicle = {
  vehicleFueltype: 'Electric',
  vehiclePrimaryfueltype: 'Electric',
  energyConsumptionKwhPer100Km: 15,
};
const prices = { Petrol: 2, Diesel: 2, Electricity: 0.3 };
const au = { annualDistanceKm: 15_000, prices, gstRate: 0.1, showsPricesIncludingGst: true };
const nz = { annualDistanceKm: 15_000, prices, gstRate: 0.15, showsPricesIncludingGst: false };

describe('what a vehicle runs on', () => {
  it('is electricity for an electric vehicle and the engine fuel otherwise', () => {
    expect(energySourceOf(electricSedan)).toBe('Electricity');
    expect(energySourceOf(dieselUte)).toBe('Diesel');
    expect(energySourceOf({ vehicleFueltype: 'Hybrid', vehiclePrimaryfueltype: 'Diesel' })).toBe('Diesel');
    expect(energySourceOf({ vehicleFueltype: 'Hybrid', vehiclePrimaryfueltype: 'Petrol' })).toBe('Petrol');
  });
});

describe('estimating the running cost', () => {
  it('prices litres per 100 km over the year, then a week and a month, GST included in AU', () => {
    // 8 L/100 km × 15,000 km = 1,200 L; × $2 = $2,400 a year; ÷ 52 = 46.1538…; ÷ 12 = 200.
    expect(estimateRunningCost(dieselUte, au)).toEqual({
      source: 'Diesel',
      unit: 'L',
      consumptionPer100Km: 8,
      unitPrice: 2,
      annualDistanceKm: 15_000,
      weekly: 46.15,
      monthly: 200,
    });
  });

  it('prices kWh per 100 km for an electric vehicle', () => {
    // 15 kWh/100 km × 15,000 km = 2,250 kWh; × $0.30 = $675 a year; ÷ 52 = 12.9807…; ÷ 12 = 56.25.
    const estimate = estimateRunningCost(electricSedan, au);
    expect(estimate).toMatchObject({ source: 'Electricity', unit: 'kWh', weekly: 12.98, monthly: 56.25 });
  });

  it('drops GST where the region shows prices without it, as the NZ lease price does', () => {
    // $2,400 a year including 15 % GST is $2,086.96 without; ÷ 52 = 40.1337…; ÷ 12 = 173.9130…
    expect(estimateRunningCost(dieselUte, nz)).toMatchObject({
      weekly: 40.13,
      monthly: 173.91,
      unitPrice: 2,
    });
  });

  it('rounds to whole cents, half a cent up', () => {
    // 6.5 L/100 km × 8,000 km × $0.5025 = $261.30 a year; ÷ 52 = 5.025 (5.02499… in binary) → 5.03.
    const estimate = estimateRunningCost(
      { vehicleFueltype: 'Petrol', vehiclePrimaryfueltype: 'Petrol', fuelConsumptionLPer100Km: 6.5 },
      { ...au, annualDistanceKm: 8_000, prices: { ...prices, Petrol: 0.5025 } },
    );
    expect(estimate?.weekly).toBe(5.03);
  });

  it('follows the distance and the price in proportion', () => {
    const base = estimateRunningCost(dieselUte, au)!;
    const further = estimateRunningCost(dieselUte, { ...au, annualDistanceKm: 30_000 })!;
    const dearer = estimateRunningCost(dieselUte, { ...au, prices: { ...prices, Diesel: 3 } })!;
    expect(further.monthly).toBe(base.monthly * 2);
    expect(dearer.monthly).toBe(base.monthly * 1.5);
  });

  it('gives no estimate without a consumption figure of the right kind', () => {
    expect(
      estimateRunningCost({ vehicleFueltype: 'Diesel', vehiclePrimaryfueltype: 'Diesel' }, au),
    ).toBeUndefined();
    // An electric vehicle is priced on kWh only, never on a litre figure it happens to carry.
    expect(
      estimateRunningCost(
        { vehicleFueltype: 'Electric', vehiclePrimaryfueltype: 'Electric', fuelConsumptionLPer100Km: 2 },
        au,
      ),
    ).toBeUndefined();
    expect(estimateRunningCost({ ...dieselUte, fuelConsumptionLPer100Km: 0 }, au)).toBeUndefined();
    expect(estimateRunningCost({ ...dieselUte, fuelConsumptionLPer100Km: Number.NaN }, au)).toBeUndefined();
  });

  it('gives no estimate for an unusable distance or price, and a zero estimate for free charging', () => {
    expect(estimateRunningCost(dieselUte, { ...au, annualDistanceKm: 0 })).toBeUndefined();
    expect(estimateRunningCost(dieselUte, { ...au, prices: { ...prices, Diesel: -1 } })).toBeUndefined();
    expect(
      estimateRunningCost(dieselUte, { ...au, prices: { ...prices, Diesel: Number.NaN } }),
    ).toBeUndefined();
    expect(
      estimateRunningCost(electricSedan, { ...au, prices: { ...prices, Electricity: 0 } }),
    ).toMatchObject({
      weekly: 0,
      monthly: 0,
    });
  });
});

describe('regional assumptions', () => {
  it('state prices GST included, on the same GST basis as the rate card', () => {
    for (const region of ['AU', 'NZ'] as const) {
      const assumptions = runningCostAssumptions(region, 15_000);
      expect(assumptions.prices).toBe(DEFAULT_ENERGY_PRICES[region]);
      expect(assumptions.gstRate).toBe(DEMO_RATE_CARD[region].gstRate);
      expect(assumptions.showsPricesIncludingGst).toBe(DEMO_RATE_CARD[region].showsPricesIncludingGst);
    }
  });

  it('price fuel in dollars a litre and electricity in dollars a kWh', () => {
    for (const prices of Object.values(DEFAULT_ENERGY_PRICES)) {
      expect(prices.Petrol).toBeGreaterThan(1);
      expect(prices.Diesel).toBeGreaterThan(1);
      expect(prices.Electricity).toBeGreaterThan(0.1);
      expect(prices.Electricity).toBeLessThan(1);
    }
  });
});

describe('reading a price the visitor typed', () => {
  it('accepts dollars with or without a sign', () => {
    expect(readEnergyPrice('1.95', 'Petrol')).toEqual({ ok: true, price: 1.95 });
    expect(readEnergyPrice(' $2 ', 'Diesel')).toEqual({ ok: true, price: 2 });
    expect(readEnergyPrice('.3', 'Electricity')).toEqual({ ok: true, price: 0.3 });
    expect(readEnergyPrice('0', 'Electricity')).toEqual({ ok: true, price: 0 });
  });

  it('refuses what is not a price, naming the unit', () => {
    expect(readEnergyPrice('', 'Petrol')).toEqual({
      ok: false,
      message: 'Enter a price in dollars per litre, like 1.95',
    });
    expect(readEnergyPrice('-1', 'Diesel').ok).toBe(false);
    expect(readEnergyPrice('abc', 'Electricity')).toEqual({
      ok: false,
      message: 'Enter a price in dollars per kWh, like 0.33',
    });
  });

  it('refuses cents typed as dollars', () => {
    expect(readEnergyPrice('195', 'Petrol')).toEqual({
      ok: false,
      message: 'Enter dollars per litre, not cents: like 1.95',
    });
  });
});
