import { normaliseRateBookFilter, type RateBookFilter, type RateBookFilterInput } from './rate-book-filter';
import { matchesRateBookFilter, searchRows } from './rate-book-search-rules';
import { aVehicle } from './testing/vehicle-builder';

function filter(input: RateBookFilterInput): RateBookFilter {
  const result = normaliseRateBookFilter(input);
  if (!result.ok) throw result.error;
  return result.value;
}

describe('what a rate book filter matches', () => {
  const hilux = aVehicle({
    vehicleMake: 'Toyota',
    vehicleModel: 'HiLux',
    vehicleBodytype: 'UTE',
    cabType: 'D/CAB',
    vehicleFueltype: 'Diesel',
    vehicleSeats: 5,
    consumerPrice: 63_000,
    weekLeaseprice: 310,
    monthLeaseprice: 1_343.33,
    duration: 48,
  });

  it.each<[string, RateBookFilterInput, boolean]>([
    ['its make and model', { pair: 'TOYOTA:hilux' }, true],
    ['another model of its make', { pair: 'TOYOTA:RAV4' }, false],
    ['any of the chosen fuel types', { vehicleFueltype: 'Electric,Diesel' }, true],
    ['none of the chosen fuel types', { vehicleFueltype: 'Electric' }, false],
    ['its cab type', { vehicleBodytype: 'UTE', cabType: 'D/CAB' }, true],
    ['another cab type', { vehicleBodytype: 'UTE', cabType: 'S/CAB' }, false],
    [
      'a price range that includes its RRP at the edge',
      { vehicleMinRRP: 40_000, vehicleMaxRRP: 63_000 },
      true,
    ],
    ['a price range below its RRP', { vehicleMinRRP: 20_000, vehicleMaxRRP: 60_000 }, false],
    ['a price range with no upper bound', { vehicleMinRRP: 60_000, vehicleMaxRRP: 120_000 }, true],
    ['a weekly budget above its weekly rental', { minBudget: 100, maxBudget: 400 }, true],
    ['a weekly budget below its weekly rental', { maxBudget: 300 }, false],
    ['a monthly budget above its monthly rental', { maxBudget: 1_400, budgetType: 'monthly' }, true],
    ['a monthly budget below its monthly rental', { maxBudget: 1_300, budgetType: 'monthly' }, false],
    ['its term within the durations', { minDuration: 36, maxDuration: 48 }, true],
    ['a term range without its term', { minDuration: 60 }, false],
    ['its market', { countryCode: 'AU' }, true],
    ['the other market', { countryCode: 'NZ' }, false],
  ])('matches %s: %p', (_what, input, expected) => {
    expect(matchesRateBookFilter(hilux, filter(input))).toBe(expected);
  });
});

describe('searching rows in memory', () => {
  const rows = [
    aVehicle({
      catalogVehicleId: 'C',
      vehicleDescription: 'Mazda CX-5',
      consumerPrice: 40_000,
      weekLeaseprice: 210,
    }),
    aVehicle({
      catalogVehicleId: 'A',
      vehicleDescription: 'BYD Seal',
      consumerPrice: 50_000,
      weekLeaseprice: 250,
    }),
    aVehicle({
      catalogVehicleId: 'B',
      vehicleDescription: 'Kia EV5',
      consumerPrice: 56_000,
      weekLeaseprice: 240,
    }),
  ];

  it('sorts by make (description) ascending by default', () => {
    expect(searchRows(rows, filter({})).results.rows.map((row) => row.catalogVehicleId)).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('sorts by rental price or RRP either way', () => {
    const ids = (input: RateBookFilterInput) =>
      searchRows(rows, filter(input)).results.rows.map((r) => r.catalogVehicleId);
    expect(ids({ sortBy: 'week_leaseprice' })).toEqual(['C', 'B', 'A']);
    expect(ids({ sortBy: 'consumer_price', sortOrder: 'desc' })).toEqual(['B', 'A', 'C']);
  });

  it('sorts descending as the exact reverse of ascending, ties by vehicle id and term included', () => {
    const tied = [
      aVehicle({ catalogVehicleId: 'B', duration: 48, consumerPrice: 40_000 }),
      aVehicle({ catalogVehicleId: 'A', duration: 36, consumerPrice: 40_000 }),
      aVehicle({ catalogVehicleId: 'B', duration: 36, consumerPrice: 40_000 }),
      aVehicle({ catalogVehicleId: 'C', duration: 36, consumerPrice: 30_000 }),
    ];
    const order = (sortOrder: string) =>
      searchRows(tied, filter({ sortBy: 'consumer_price', sortOrder })).results.rows.map(
        (row) => `${row.catalogVehicleId}@${row.duration}`,
      );
    expect(order('asc')).toEqual(['C@36', 'A@36', 'B@36', 'B@48']);
    expect(order('desc')).toEqual(['B@48', 'B@36', 'A@36', 'C@36']);
  });

  it('returns one page with the total count', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      aVehicle({ catalogVehicleId: `V${String(i).padStart(2, '0')}` }),
    );
    const page = searchRows(many, filter({ pageSize: 25, currentPage: 2 }));
    expect(page.results.totalCount).toBe(30);
    expect(page.resultCount).toBe(5);
    expect(page.results.rows[0]?.catalogVehicleId).toBe('V25');
  });
});
