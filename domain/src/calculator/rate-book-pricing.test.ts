import { LEASE_TERMS } from './lease-terms';
import { DEMO_RATE_CARD, type PricingAssumptions } from './pricing-assumptions';
import { financeRental, priceLease, rateBookRows } from './rate-book-pricing';
import { aVehicle } from './testing/vehicle-builder';

const sedan = { consumerPrice: 44_000, vehicleBodytype: 'SEDAN', vehicleFueltype: 'Petrol' } as const;

describe('the finance rental (annuity with a balloon, monthly in arrears)', () => {
  it('at a zero rate repays the principal less the balloon evenly', () => {
    // (40,000 − 20,000) / 36 = 555.555…
    expect(financeRental(40_000, 20_000, 0, 36)).toBeCloseTo(555.5556, 4);
  });

  it('repays the whole principal when there is no balloon', () => {
    // 10,000 at 12 % a year over 12 months: the textbook annuity 10,000 × 0.01 / (1 − 1.01^−12) = 888.49.
    expect(financeRental(10_000, 0, 0.12, 12)).toBeCloseTo(888.49, 2);
  });
});

describe('pricing a lease', () => {
  it('works an AU sedan by hand at a zero rate', () => {
    const zeroRate: PricingAssumptions = { ...DEMO_RATE_CARD.AU, annualInterestRate: 0 };
    // RRP 44,000 includes 10 % GST: 44,000 / 1.1 = 40,000 financed.
    // Residual 50 % at 36 months, no sedan or petrol adjustment: 20,000.
    // Finance: (40,000 − 20,000) / 36 = 555.5556.
    // Inclusions: servicing 40 + tyres 22 + registration 75 + roadside 8 + management 25 = 170.
    // AU shows GST: (555.5556 + 170) × 1.1 = 798.1111 → 798.11 a month.
    // Weekly: 798.11 × 12 / 52 = 9,577.32 / 52 = 184.1792 → 184.18.
    expect(priceLease(sedan, 36, zeroRate)).toEqual({
      duration: 36,
      durationUnit: 'month',
      catalogPrice: 40_000,
      residualValue: 20_000,
      financeRental: 555.56,
      inclusions: 170,
      monthLeaseprice: 798.11,
      weekLeaseprice: 184.18,
    });
  });

  it('works an AU sedan by hand at the demo rate of 7.5 %', () => {
    // r = 0.075 / 12 = 0.00625; (1.00625)^36 = 1.251446.
    // Balloon today: 20,000 / 1.251446 = 15,981.51.
    // Annuity factor: 0.00625 / (1 − 1 / 1.251446) = 0.0311062.
    // Finance: (40,000 − 15,981.51) × 0.0311062 = 24,018.49 × 0.0311062 = 747.12.
    // Month: (747.1244 + 170) × 1.1 = 1,008.8368 → 1,008.84; week: 1,008.84 × 12 / 52 = 232.8092 → 232.81.
    const price = priceLease(sedan, 36, DEMO_RATE_CARD.AU);
    expect(price.financeRental).toBe(747.12);
    expect(price.monthLeaseprice).toBe(1008.84);
    expect(price.weekLeaseprice).toBe(232.81);
  });

  it('works an NZ diesel ute by hand: GST removed from the RRP, rental shown without GST', () => {
    const ute = { consumerPrice: 69_000, vehicleBodytype: 'UTE', vehicleFueltype: 'Diesel' } as const;
    // RRP 69,000 includes 15 % GST: 69,000 / 1.15 = 60,000 financed.
    // Residual at 60 months: 34 % + 5 % for a ute = 39 % → 23,400.
    // r = 0.085 / 12 = 0.0070833; (1 + r)^60 = 1.527301; balloon today 23,400 / 1.527301 = 15,321.15.
    // Annuity factor: 0.0070833 / (1 − 1 / 1.527301) = 0.0205165.
    // Finance: (60,000 − 15,321.15) × 0.0205165 = 916.66.
    // Inclusions: 60 + 40 + 12 + 7 + 25 = 144, plus road user charges 66.09 × 15 / 12 = 82.61 → 226.61.
    // Month (no GST shown): 916.655 + 226.6125 = 1,143.2675 → 1,143.27; week: × 12 / 52 = 263.8315 → 263.83.
    expect(priceLease(ute, 60, DEMO_RATE_CARD.NZ)).toEqual({
      duration: 60,
      durationUnit: 'month',
      catalogPrice: 60_000,
      residualValue: 23_400,
      financeRental: 916.66,
      inclusions: 226.61,
      monthLeaseprice: 1143.27,
      weekLeaseprice: 263.83,
    });
  });

  it('lowers the residual of an electric vehicle and charges NZ road user charges on it', () => {
    const petrol = priceLease({ ...sedan, consumerPrice: 46_000 }, 36, DEMO_RATE_CARD.NZ);
    const electric = priceLease(
      { ...sedan, consumerPrice: 46_000, vehicleFueltype: 'Electric' },
      36,
      DEMO_RATE_CARD.NZ,
    );
    expect(electric.residualValue).toBe(17_600); // 40,000 × (50 % − 6 %)
    expect(electric.inclusions).toBeCloseTo(petrol.inclusions + 82.61, 2);
  });

  it('charges a lower monthly rental for a longer term', () => {
    for (const region of ['AU', 'NZ'] as const) {
      for (const vehicle of [sedan, { ...sedan, vehicleBodytype: 'UTE' as const, consumerPrice: 65_000 }]) {
        const [three, four, five] = LEASE_TERMS.map((term) =>
          priceLease(vehicle, term, DEMO_RATE_CARD[region]),
        );
        expect(four!.monthLeaseprice).toBeLessThan(three!.monthLeaseprice);
        expect(five!.monthLeaseprice).toBeLessThan(four!.monthLeaseprice);
      }
    }
  });

  it('charges more for a dearer vehicle', () => {
    let previous = 0;
    for (let rrp = 20_000; rrp <= 200_000; rrp += 15_000) {
      const month = priceLease({ ...sedan, consumerPrice: rrp }, 48, DEMO_RATE_CARD.AU).monthLeaseprice;
      expect(month).toBeGreaterThan(previous);
      previous = month;
    }
  });

  it('keeps the weekly amount twelve fifty-seconds of the stored monthly amount, in whole cents', () => {
    for (let rrp = 21_990; rrp < 120_000; rrp += 7_331) {
      const price = priceLease({ ...sedan, consumerPrice: rrp }, 60, DEMO_RATE_CARD.AU);
      expect(Math.abs(price.weekLeaseprice - (price.monthLeaseprice * 12) / 52)).toBeLessThanOrEqual(0.005);
      expect(Number.isInteger(Math.round(price.monthLeaseprice * 100 * 1e6) / 1e6)).toBe(true);
    }
  });

  it('refuses an RRP that is not more than zero', () => {
    expect(() => priceLease({ ...sedan, consumerPrice: 0 }, 36, DEMO_RATE_CARD.AU)).toThrow(/RRP/);
  });
});

describe('rate book rows', () => {
  it('prices one row per term with the region of the vehicle', () => {
    const {
      catalogPrice: _c,
      weekLeaseprice: _w,
      monthLeaseprice: _m,
      duration: _d,
      ...catalogue
    } = aVehicle({
      countryCode: 'NZ',
      consumerPrice: 46_000,
    });
    const rows = rateBookRows(catalogue);
    expect(rows.map((row) => row.duration)).toEqual([36, 48, 60]);
    expect(
      rows.every((row) => row.catalogPrice === 40_000 && row.catalogVehicleId === catalogue.catalogVehicleId),
    ).toBe(true);
    expect(rows[0]!.monthLeaseprice).toBe(priceLease(catalogue, 36, DEMO_RATE_CARD.NZ).monthLeaseprice);
  });
});
