import {
  DomainError,
  makesOf,
  modelsOf,
  normaliseRateBookFilter,
  searchRows,
  shortlistedPricesFilter,
  type RateBookFilter,
  type RateBookFilterInput,
  type Vehicle,
} from '@lease-portal/domain';
import { demoRateBook } from '@lease-portal/domain';
import type { Database } from '../database';
import type { DatabaseFactory } from '../repositories.contract';
import { CachedRateBook } from './cached-rate-book';
import { PostgresMakeModelLists } from './postgres-make-model-lists';
import { PostgresRateBook } from './postgres-rate-book';
import { PostgresRateBookSummaries } from './postgres-rate-book-summaries';
import { withTestDatabase } from '../testing/test-database';

function normalised(input: RateBookFilterInput): RateBookFilter {
  const result = normaliseRateBookFilter(input);
  if (!result.ok) throw result.error;
  return result.value;
}

/** Filter combinations, written as the API or a URL sends them; each is normalised first. */
const SEARCHES: [string, RateBookFilterInput][] = [
  ['nothing chosen', {}],
  ['a country', { countryCode: 'AU' }],
  ['the other country, sorted by make descending', { countryCode: 'NZ', sortOrder: 'desc' }],
  ['a make with every model', { countryCode: 'AU', pair: 'TOYOTA' }],
  ['makes with chosen models, any case', { pair: 'toyota:hilux,RAV4|Ford:Ranger|MAZDA' }],
  ['a make the country does not offer', { countryCode: 'NZ', pair: 'NO-SUCH-MAKE' }],
  ['fuel types', { countryCode: 'AU', vehicleFueltype: 'Electric,Hybrid' }],
  ['body types with a cab type', { vehicleBodytype: ['UTE', 'VAN'], cabType: ['D/CAB'] }],
  [
    'a Utility body with single cabs',
    { countryCode: 'NZ', vehicleBodytype: 'Utility', cabType: 'Single cab' },
  ],
  ['seats', { vehicleSeats: [2, 3, 7, 8] }],
  ['an RRP range', { countryCode: 'AU', vehicleMinRRP: 40_000, vehicleMaxRRP: 60_000 }],
  ['a minimum RRP with the no-upper-bound maximum', { vehicleMinRRP: 80_000, vehicleMaxRRP: 120_000 }],
  ['drive train and transmission', { vehicleDriveTrain: '4WD,RWD', vehicleTransmission: 'Manual' }],
  ['a weekly budget', { countryCode: 'AU', minBudget: 150, maxBudget: 250 }],
  ['a weekly budget with only a maximum', { maxBudget: 180, budgetType: 'weekly' }],
  ['a monthly budget', { countryCode: 'NZ', minBudget: 700, maxBudget: 900, budgetType: 'monthly' }],
  ['a term range', { countryCode: 'AU', minDuration: 48, maxDuration: 60 }],
  ['one term', { minDuration: 36, maxDuration: 36, sortBy: 'week_leaseprice' }],
  ['sorted by RRP ascending', { countryCode: 'AU', sortBy: 'consumer_price', sortOrder: 'asc' }],
  [
    'sorted by RRP descending, page 3 of 10',
    {
      sortBy: 'consumer_price',
      sortOrder: 'desc',
      pageSize: 10,
      currentPage: 3,
    },
  ],
  [
    'sorted by weekly price descending, 100 a page',
    {
      countryCode: 'NZ',
      sortBy: 'week_leaseprice',
      sortOrder: 'desc',
      pageSize: 100,
    },
  ],
  ['sorted by make, page 2 of 50', { countryCode: 'AU', pageSize: 50, currentPage: 2 }],
  ['a page past the end', { countryCode: 'NZ', pageSize: 100, currentPage: 40 }],
  ['names without regard to case', { vehicleMake: 'toyota', vehicleModel: 'hilux', vehicleBodystyle: 'ute' }],
  ['a trim', { vehicleTrim: 'sr5 4x4 double cab' }],
  [
    'filters that do not narrow',
    { brokerId: 'b-1', referenceId: 'r-1', vehicleCategory: 'x', isCountRow: true },
  ],
  [
    'everything at once',
    {
      countryCode: 'AU',
      pair: 'TOYOTA|FORD|ISUZU',
      vehicleFueltype: 'Diesel',
      vehicleBodytype: 'UTE',
      cabType: 'D/CAB',
      vehicleSeats: '5',
      vehicleDriveTrain: '4WD',
      vehicleTransmission: 'Automatic',
      minBudget: 100,
      maxBudget: 400,
      minDuration: 36,
      maxDuration: 48,
      sortBy: 'week_leaseprice',
      sortOrder: 'desc',
      pageSize: 10,
    },
  ],
  [
    'one country and term: makes with and without models, 4WD, by RRP',
    {
      countryCode: 'AU',
      minDuration: 48,
      maxDuration: 48,
      pair: 'TOYOTA:HILUX|FORD|toyota:rav4',
      vehicleDriveTrain: '4WD',
      sortBy: 'consumer_price',
    },
  ],
  ['a make with every model and with chosen models', { pair: 'TOYOTA:HILUX|TOYOTA|MAZDA:BT-50' }],
  [
    'one country and term, a weekly budget, by weekly price descending',
    {
      countryCode: 'NZ',
      minDuration: 60,
      maxDuration: 60,
      minBudget: 150,
      maxBudget: 300,
      sortBy: 'week_leaseprice',
      sortOrder: 'desc',
    },
  ],
  [
    'one country and term, names and fuel, by make descending, page 2 of 10',
    {
      countryCode: 'AU',
      minDuration: 36,
      maxDuration: 36,
      vehicleMake: 'ford',
      vehicleBodystyle: 'ute',
      vehicleFueltype: 'Diesel',
      sortOrder: 'desc',
      pageSize: 10,
      currentPage: 2,
    },
  ],
  // Pages found by reading the matches and sorting them (a body and fuel type, a make in a range).
  [
    'a body and fuel type, by make descending, page 2 of 10',
    { vehicleBodytype: 'UTE', vehicleFueltype: 'Diesel', sortOrder: 'desc', pageSize: 10, currentPage: 2 },
  ],
  [
    'makes in an RRP range, by RRP descending, page 2 of 10',
    {
      countryCode: 'AU',
      pair: 'TOYOTA|FORD|MAZDA',
      vehicleMinRRP: 30_000,
      sortBy: 'consumer_price',
      sortOrder: 'desc',
      pageSize: 10,
      currentPage: 2,
    },
  ],
  [
    'a make by description, one term',
    { countryCode: 'NZ', minDuration: 48, maxDuration: 48, pair: 'TOYOTA' },
  ],
  // Totals summed from price bands (migration 0051) plus the rows of the edge bands.
  [
    'an RRP range from one band edge to another',
    { countryCode: 'AU', vehicleMinRRP: 40_960, vehicleMaxRRP: 61_440 },
  ],
  ['an RRP range within one band', { vehicleMinRRP: 41_000, vehicleMaxRRP: 42_000 }],
  ['an RRP range over two neighbouring bands', { vehicleMinRRP: 40_000, vehicleMaxRRP: 41_500 }],
  ['a maximum RRP only', { countryCode: 'NZ', vehicleMaxRRP: 50_000, sortBy: 'consumer_price' }],
  [
    'one country and term, a minimum monthly budget only, by weekly price',
    {
      countryCode: 'NZ',
      minDuration: 48,
      maxDuration: 48,
      minBudget: 640,
      budgetType: 'monthly',
      sortBy: 'week_leaseprice',
    },
  ],
  ['a weekly budget on band edges, diesel', { minBudget: 160, maxBudget: 256, vehicleFueltype: 'Diesel' }],
  [
    'one country and term, an RRP range, diesel utes, by weekly price (a walk bounded by the bands)',
    {
      countryCode: 'AU',
      minDuration: 48,
      maxDuration: 48,
      vehicleMinRRP: 40_000,
      vehicleMaxRRP: 60_000,
      vehicleBodytype: 'UTE',
      vehicleFueltype: 'Diesel',
      sortBy: 'week_leaseprice',
    },
  ],
  [
    'a weekly budget, by RRP descending, page 2 of 10 (a walk bounded by the bands)',
    {
      minBudget: 150,
      maxBudget: 300,
      sortBy: 'consumer_price',
      sortOrder: 'desc',
      pageSize: 10,
      currentPage: 2,
    },
  ],
  [
    'a maximum RRP only, by weekly price descending',
    { countryCode: 'NZ', vehicleMaxRRP: 45_000, sortBy: 'week_leaseprice', sortOrder: 'desc' },
  ],
  [
    'an RRP range no electric ute is in, by weekly price',
    {
      vehicleMinRRP: 10_000,
      vehicleMaxRRP: 15_000,
      vehicleBodytype: 'UTE',
      vehicleFueltype: 'Electric',
      sortBy: 'week_leaseprice',
    },
  ],
  [
    'one country and term, seats and a drive train, by weekly price descending (a walk bounded by the groups)',
    {
      countryCode: 'NZ',
      minDuration: 60,
      maxDuration: 60,
      vehicleSeats: [7],
      vehicleDriveTrain: '4WD',
      sortBy: 'week_leaseprice',
      sortOrder: 'desc',
    },
  ],
  [
    'a body and fuel type, by weekly price, page 2 of 10 (a walk bounded by the groups)',
    {
      vehicleBodytype: 'SUV',
      vehicleFueltype: 'Electric',
      sortBy: 'week_leaseprice',
      pageSize: 10,
      currentPage: 2,
    },
  ],
  ['a maximum RRP and a budget at once', { countryCode: 'AU', vehicleMaxRRP: 60_000, maxBudget: 300 }],
  ['an RRP range and a trim', { vehicleMinRRP: 30_000, vehicleTrim: 'sr5 4x4 double cab' }],
  ['an RRP range, page past the end', { countryCode: 'AU', vehicleMinRRP: 60_000, currentPage: 50 }],
  [
    'nothing matching',
    { countryCode: 'NZ', vehicleSeats: 17, vehicleFueltype: 'Electric', vehicleBodytype: 'SEDAN' },
  ],
];

/** PostgresRateBook must answer every search as the domain's reference `searchRows` does. */
export function describeRateBookStorage(engine: string, factory: DatabaseFactory): void {
  describe(`PostgresRateBook on ${engine}`, () => {
    let db: Database;
    let rateBook: PostgresRateBook;
    let lists: PostgresMakeModelLists;
    let demo: Vehicle[];

    withTestDatabase(factory, async (opened) => {
      db = opened;
      rateBook = new PostgresRateBook(db);
      lists = new PostgresMakeModelLists(db);
      demo = demoRateBook();
      await rateBook.replace(
        'AU',
        demo.filter((row) => row.countryCode === 'AU'),
      );
      await rateBook.replace(
        'NZ',
        demo.filter((row) => row.countryCode === 'NZ'),
      );
    });

    it.each(SEARCHES)('answers a search for %s as the reference does', async (_name, input) => {
      const filter = normalised(input);
      const expected = searchRows(demo, filter);
      const found = await rateBook.search(filter);
      expect(found.results.totalCount).toBe(expected.results.totalCount);
      expect(found.results.rows.map((row) => row.catalogVehicleId + '@' + row.duration)).toEqual(
        expected.results.rows.map((row) => row.catalogVehicleId + '@' + row.duration),
      );
      expect(found).toEqual(expected);
    });

    it('finds every term of the shortlisted vehicles in one page', async () => {
      const ids = [demo[0]!.catalogVehicleId, demo[700]!.catalogVehicleId, 'NOT-IN-THE-BOOK'];
      const filter = shortlistedPricesFilter(ids);
      const found = await rateBook.search(filter);
      expect(found).toEqual(searchRows(demo, filter));
      expect(found.results.totalCount).toBe(6);
    });

    it('lists the makes and models of each country as the reference does', async () => {
      for (const country of ['AU', 'NZ'] as const) {
        expect(await lists.makes(country)).toEqual(makesOf(demo, country));
        const makes = ['toyota', 'Ford', 'TESLA', 'NO-SUCH-MAKE'];
        expect(await lists.models(country, makes)).toEqual(modelsOf(demo, country, makes));
      }
      expect(await lists.models('AU', [])).toEqual([]);
    });

    it('summarises each country', async () => {
      const [au, nz] = await new PostgresRateBookSummaries(db).summaries();
      expect(au).toMatchObject({ countryCode: 'AU', rows: 600, vehicles: 200, terms: [36, 48, 60] });
      expect(nz).toMatchObject({ countryCode: 'NZ', rows: 546, vehicles: 182 });
      expect(au!.lowestRrp).toBe(
        Math.min(...demo.filter((r) => r.countryCode === 'AU').map((r) => r.consumerPrice)),
      );
    });

    describe('replacing a country', () => {
      const nz = () => demo.filter((row) => row.countryCode === 'NZ');

      afterEach(async () => {
        await rateBook.replace('NZ', nz());
      });

      it('replaces that country only', async () => {
        await rateBook.replace('NZ', nz().slice(0, 3));
        const nzNow = await rateBook.search(normalised({ countryCode: 'NZ' }));
        const auNow = await rateBook.search(normalised({ countryCode: 'AU' }));
        expect(nzNow.results.totalCount).toBe(3);
        expect(auNow.results.totalCount).toBe(600);
      });

      it("keeps each vehicle's fuel or electricity use, and its absence", async () => {
        const [diesel, electric] = ['Diesel', 'Electric'].map((fuel) =>
          nz().find((row) => row.vehicleFueltype === fuel)!,
        );
        const { fuelConsumptionLPer100Km: _unknown, ...unknownUse } = diesel!;
        await rateBook.replace('NZ', [
          diesel!,
          electric!,
          { ...unknownUse, catalogVehicleId: 'NZ-UNKNOWN-USE' },
        ]);
        const ids = [diesel!.catalogVehicleId, electric!.catalogVehicleId, 'NZ-UNKNOWN-USE'];
        const rows = (await rateBook.search(shortlistedPricesFilter(ids))).results.rows;
        const byId = (id: string) => rows.find((row) => row.catalogVehicleId === id)!;
        expect(byId(diesel!.catalogVehicleId).fuelConsumptionLPer100Km).toBe(
          diesel!.fuelConsumptionLPer100Km,
        );
        expect(byId(diesel!.catalogVehicleId)).not.toHaveProperty('energyConsumptionKwhPer100Km');
        expect(byId(electric!.catalogVehicleId).energyConsumptionKwhPer100Km).toBe(
          electric!.energyConsumptionKwhPer100Km,
        );
        expect(byId(electric!.catalogVehicleId)).not.toHaveProperty('fuelConsumptionLPer100Km');
        expect(byId('NZ-UNKNOWN-USE')).not.toHaveProperty('fuelConsumptionLPer100Km');
        expect(byId('NZ-UNKNOWN-USE')).not.toHaveProperty('energyConsumptionKwhPer100Km');
      });

      it('counts prices exactly on and beside the edges of the price bands', async () => {
        const [base] = nz();
        const priced = (
          id: string,
          consumerPrice: number,
          weekLeaseprice: number,
          monthLeaseprice: number,
        ) => ({
          ...base!,
          catalogVehicleId: id,
          consumerPrice,
          weekLeaseprice,
          monthLeaseprice,
        });
        const rows = [
          priced('NZ-EDGE-1', 40_960, 160, 640),
          priced('NZ-EDGE-2', 40_959.99, 159.99, 639.99),
          priced('NZ-EDGE-3', 40_960.01, 160.01, 640.01),
          priced('NZ-EDGE-4', 61_440, 256, 1_024),
          priced('NZ-EDGE-5', 61_439.99, 255.99, 1_023.99),
          priced('NZ-EDGE-6', 50_000, 200, 800),
          priced('NZ-EDGE-7', 0.01, 0.01, 0.01),
        ];
        await rateBook.replace('NZ', rows);
        const ranges: RateBookFilterInput[] = [
          { vehicleMinRRP: 40_960, vehicleMaxRRP: 61_440 },
          { vehicleMinRRP: 40_959.99, vehicleMaxRRP: 61_439.99 },
          { vehicleMinRRP: 40_960.01 },
          { vehicleMaxRRP: 40_960 },
          { vehicleMinRRP: 40_960, vehicleMaxRRP: 40_960 },
          { minBudget: 160, maxBudget: 256 },
          { minBudget: 159.99, maxBudget: 255.99 },
          { maxBudget: 160 },
          { minBudget: 640, maxBudget: 1_024, budgetType: 'monthly' },
          { minBudget: 640.01, budgetType: 'monthly' },
          { maxBudget: 639.99, budgetType: 'monthly' },
        ];
        for (const range of ranges) {
          const filter = normalised({ countryCode: 'NZ', ...range });
          expect([range, await rateBook.search(filter)]).toEqual([range, searchRows(rows, filter)]);
        }
      });

      it('keeps the old rows when the new ones repeat a vehicle and term', async () => {
        const twice = [...nz().slice(0, 3), nz()[0]!];
        const error = await rateBook.replace('NZ', twice).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).code).toBe('BAD_INPUT');
        expect((await rateBook.search(normalised({ countryCode: 'NZ' }))).results.totalCount).toBe(546);
      });

      it('refuses rows of another country and changes nothing', async () => {
        await expect(rateBook.replace('NZ', demo.slice(0, 3))).rejects.toThrow(/belongs to AU, not NZ/);
        expect((await rateBook.search(normalised({ countryCode: 'NZ' }))).results.totalCount).toBe(546);
      });

      it("tells another process's cache that its answers are stale", async () => {
        const elsewhere = new CachedRateBook(new PostgresRateBook(db), { revisionCheckMs: 0 });
        const search = normalised({ countryCode: 'NZ', minDuration: 36, maxDuration: 36 });
        expect((await elsewhere.search(search)).results.totalCount).toBe(182);
        await rateBook.replace('NZ', nz().slice(0, 3));
        expect((await elsewhere.search(search)).results.totalCount).toBe(1);
      });

      it('lets replicas replace the same country at once', async () => {
        await Promise.all([rateBook.replace('NZ', nz()), rateBook.replace('NZ', nz())]);
        expect((await rateBook.search(normalised({ countryCode: 'NZ' }))).results.totalCount).toBe(546);
      });
    });
  });
}
