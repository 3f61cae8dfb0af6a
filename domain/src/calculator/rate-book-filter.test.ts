import { normaliseRateBookFilter, type RateBookFilter, type RateBookFilterInput } from './rate-book-filter';

function normalised(input: RateBookFilterInput): RateBookFilter {
  const result = normaliseRateBookFilter(input);
  if (!result.ok) throw new Error(`expected a filter, got ${result.error.message}`);
  return result.value;
}

function refusal(input: RateBookFilterInput): string {
  const result = normaliseRateBookFilter(input);
  if (result.ok) throw new Error(`expected BAD_INPUT, got ${JSON.stringify(result.value)}`);
  expect(result.error.code).toBe('BAD_INPUT');
  return result.error.message;
}

const defaults = { pageSize: 25, currentPage: 1, sortBy: 'vehicle_description', sortOrder: 'asc' };

describe('normalising a rate book search', () => {
  it('gives an empty search the default paging and sort', () => {
    expect(normalised({})).toEqual(defaults);
  });

  it('drops undefined, null and blank values and names it does not know', () => {
    expect(
      normalised({
        vehicleFueltype: '',
        vehicleBodytype: [],
        vehicleSeats: [' '],
        cabType: null,
        vehicleMinRRP: undefined,
        pair: '',
        type: 'compare',
        colour: 'red',
      }),
    ).toEqual(defaults);
  });

  it('reads lists from comma-joined text or arrays, matching values and labels without regard to case', () => {
    expect(
      normalised({
        vehicleFueltype: 'electric, Hybrid,,Electric',
        vehicleBodytype: ['Ute', 'van'],
        cabType: 'Dual cab,S/CAB',
        vehicleSeats: '2,12',
        vehicleDriveTrain: ['4wd'],
        vehicleTransmission: 'manual',
      }),
    ).toEqual({
      ...defaults,
      vehicleFueltype: ['Electric', 'Hybrid'],
      vehicleBodytype: ['UTE', 'VAN'],
      cabType: ['D/CAB', 'S/CAB'],
      vehicleSeats: [2, 12],
      vehicleDriveTrain: ['4WD'],
      vehicleTransmission: ['Manual'],
    });
  });

  it('reads the pair from its URL form or from a list of makes', () => {
    expect(normalised({ pair: 'toyota:HiLux|FORD' }).pair).toEqual([
      { make: 'TOYOTA', models: ['HiLux'] },
      { make: 'FORD', models: [] },
    ]);
    expect(
      normalised({
        pair: [
          { make: 'Kia', models: [] },
          { make: 'BYD', models: null },
        ],
      }).pair,
    ).toEqual([
      { make: 'KIA', models: [] },
      { make: 'BYD', models: [] },
    ]);
    expect(refusal({ pair: [{ maker: 'Kia' }] })).toMatch(/^pair/);
  });

  it('refuses values outside the catalogue lists, naming the field', () => {
    expect(refusal({ vehicleFueltype: 'Steam' })).toBe(
      "vehicleFueltype: 'Steam' is not one of Electric, Hybrid, Petrol, Diesel",
    );
    expect(refusal({ vehicleSeats: '9' })).toMatch(/^vehicleSeats/);
    expect(refusal({ countryCode: 'US' })).toMatch(/^countryCode/);
  });

  describe('price and budget', () => {
    it('removes a maximum price of 120000, which means no upper bound', () => {
      const filter = normalised({ vehicleMinRRP: '40000', vehicleMaxRRP: '120000' });
      expect(filter.vehicleMinRRP).toBe(40_000);
      expect(filter).not.toHaveProperty('vehicleMaxRRP');
    });

    it('keeps any other maximum price', () => {
      expect(normalised({ vehicleMinRRP: 20_000, vehicleMaxRRP: 100_000 }).vehicleMaxRRP).toBe(100_000);
    });

    it('sends the price range only when a minimum is set', () => {
      expect(normalised({ vehicleMaxRRP: 60_000 })).toEqual(defaults);
    });

    it('sends a weekly budget as budgetType weekly', () => {
      expect(normalised({ minBudget: '100', maxBudget: '300' })).toEqual({
        ...defaults,
        minBudget: 100,
        maxBudget: 300,
        budgetType: 'weekly',
      });
      expect(normalised({ budgetType: 'weekly' })).toEqual(defaults);
    });

    it('takes a monthly budget from the API', () => {
      expect(normalised({ maxBudget: 1_200, budgetType: 'monthly' }).budgetType).toBe('monthly');
      expect(refusal({ maxBudget: 1_200, budgetType: 'fortnightly' })).toMatch(/^budgetType/);
    });

    it('refuses a price range and a weekly budget together', () => {
      expect(refusal({ vehicleMinRRP: 20_000, maxBudget: 300 })).toBe(
        'Search by either a price range or a budget, not both.',
      );
    });

    it('accepts a budget beside a maximum price that has no minimum, since that price is not sent', () => {
      expect(normalised({ vehicleMaxRRP: 60_000, maxBudget: 300 }).maxBudget).toBe(300);
    });

    it('refuses a minimum above its maximum and amounts that are not numbers', () => {
      expect(refusal({ vehicleMinRRP: 80_000, vehicleMaxRRP: 40_000 })).toMatch(/^vehicleMinRRP/);
      expect(refusal({ minBudget: 500, maxBudget: 200 })).toMatch(/^minBudget/);
      expect(refusal({ vehicleMinRRP: 'lots' })).toMatch(/^vehicleMinRRP/);
      expect(refusal({ maxBudget: -1 })).toMatch(/^maxBudget/);
    });
  });

  describe('cab type', () => {
    it('is kept while a Ute body type is chosen', () => {
      expect(normalised({ vehicleBodytype: 'SUV,UTE', cabType: 'D/CAB' }).cabType).toEqual(['D/CAB']);
    });

    it("is kept for the catalogue's 'Utility' body type, read as a ute", () => {
      const filter = normalised({ vehicleBodytype: 'Utility', cabType: 'Extended' });
      expect(filter.vehicleBodytype).toEqual(['UTE']);
      expect(filter.cabType).toEqual(['Extended']);
    });

    it('is cleared when no ute body type is chosen', () => {
      expect(normalised({ vehicleBodytype: 'SEDAN', cabType: 'D/CAB' })).not.toHaveProperty('cabType');
      expect(normalised({ cabType: 'D/CAB' })).not.toHaveProperty('cabType');
    });
  });

  describe('paging and sort', () => {
    it('accepts the offered page sizes and sort keys', () => {
      expect(
        normalised({ pageSize: '100', currentPage: '3', sortBy: 'week_leaseprice', sortOrder: 'desc' }),
      ).toEqual({ pageSize: 100, currentPage: 3, sortBy: 'week_leaseprice', sortOrder: 'desc' });
    });

    it('refuses other page sizes, pages, sort keys and orders', () => {
      expect(refusal({ pageSize: 20 })).toMatch(/^pageSize/);
      expect(refusal({ currentPage: 0 })).toMatch(/^currentPage/);
      expect(refusal({ currentPage: 1.5 })).toMatch(/^currentPage/);
      expect(refusal({ sortBy: 'colour' })).toMatch(/^sortBy/);
      expect(refusal({ sortOrder: 'up' })).toMatch(/^sortOrder/);
    });
  });

  it('keeps the shortlisted-prices fields and the other names the catalogue accepts', () => {
    expect(
      normalised({
        catalogVehicleId: 'AU-1,AU-2,AU-1',
        minDuration: '36',
        maxDuration: 60,
        countryCode: 'NZ',
        vehicleMake: ' Toyota ',
        isCountRow: 'true',
        referenceId: 'REF-9',
      }),
    ).toEqual({
      ...defaults,
      catalogVehicleId: ['AU-1', 'AU-2'],
      minDuration: 36,
      maxDuration: 60,
      countryCode: 'NZ',
      vehicleMake: 'Toyota',
      isCountRow: true,
      referenceId: 'REF-9',
    });
    expect(refusal({ minDuration: 24 })).toMatch(/^minDuration/);
    expect(refusal({ minDuration: 60, maxDuration: 36 })).toMatch(/^minDuration/);
  });
});
