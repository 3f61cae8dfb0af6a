import type { RateBookFilterInput } from '@lease-portal/domain';

/**
 * Searches as the results page sends them: always the organisation's country and one term
 * (decision 0820), from the broadest to the rarest, with every sort key and paging deep and wide.
 * The benchmark reports each one's latency; the slowest is the figure that counts.
 */

/** The makes with the most vehicles in the synthetic catalogue. */
const MAKES = [
  'TOYOTA',
  'KIA',
  'HYUNDAI',
  'FORD',
  'MAZDA',
  'VOLKSWAGEN',
  'BYD',
  'MG',
  'NISSAN',
  'MITSUBISHI',
];

const SEARCHES: [string, RateBookFilterInput][] = [
  ['nothing chosen, by make', { countryCode: 'AU' }],
  [
    'nothing chosen, by RRP desc, page 40',
    { countryCode: 'AU', sortBy: 'consumer_price', sortOrder: 'desc', currentPage: 40 },
  ],
  [
    'nothing chosen, 100 a page, page 20, by make desc',
    { countryCode: 'AU', pageSize: 100, currentPage: 20, sortOrder: 'desc' },
  ],
  [
    'Electric SUVs, by weekly price desc',
    {
      countryCode: 'AU',
      vehicleFueltype: ['Electric'],
      vehicleBodytype: ['SUV'],
      sortBy: 'week_leaseprice',
      sortOrder: 'desc',
    },
  ],
  [
    'TOYOTA:HILUX|FORD, 4WD, by RRP',
    {
      countryCode: 'AU',
      pair: [{ make: 'TOYOTA', models: ['HiLux'] }, { make: 'FORD' }],
      vehicleDriveTrain: ['4WD'],
      sortBy: 'consumer_price',
    },
  ],
  [
    'ten makes, by weekly price',
    {
      countryCode: 'AU',
      pair: MAKES.map((make) => ({ make })),
      sortBy: 'week_leaseprice',
    },
  ],
  [
    'RRP 40,000-60,000, by RRP desc',
    {
      countryCode: 'AU',
      vehicleMinRRP: 40_000,
      vehicleMaxRRP: 60_000,
      sortBy: 'consumer_price',
      sortOrder: 'desc',
    },
  ],
  [
    'RRP 40,000-60,000, diesel utes, by weekly price',
    {
      countryCode: 'AU',
      vehicleMinRRP: 40_000,
      vehicleMaxRRP: 60_000,
      vehicleFueltype: ['Diesel'],
      vehicleBodytype: ['UTE'],
      sortBy: 'week_leaseprice',
    },
  ],
  [
    'RRP from 20,000 (no top), by weekly price desc',
    { countryCode: 'AU', vehicleMinRRP: 20_000, sortBy: 'week_leaseprice', sortOrder: 'desc' },
  ],
  [
    'weekly 150-250, 5 seats, by weekly price',
    { countryCode: 'NZ', minBudget: 150, maxBudget: 250, vehicleSeats: [5], sortBy: 'week_leaseprice' },
  ],
  [
    'weekly 150-250, 5 seats, by make',
    { countryCode: 'NZ', minBudget: 150, maxBudget: 250, vehicleSeats: [5] },
  ],
  [
    'weekly 100-1000 (all), by RRP',
    { countryCode: 'AU', minBudget: 100, maxBudget: 1000, sortBy: 'consumer_price' },
  ],
  [
    'diesel dual-cab manual 4WD utes, by make',
    {
      countryCode: 'AU',
      vehicleBodytype: ['UTE'],
      cabType: ['D/CAB'],
      vehicleFueltype: ['Diesel'],
      vehicleTransmission: ['Manual'],
      vehicleDriveTrain: ['4WD'],
    },
  ],
  [
    'hybrid automatic 7 seats, by RRP desc',
    {
      countryCode: 'NZ',
      vehicleFueltype: ['Hybrid'],
      vehicleTransmission: ['Automatic'],
      vehicleSeats: [7],
      sortBy: 'consumer_price',
      sortOrder: 'desc',
    },
  ],
  [
    '17 seats, Electric (none), by make',
    { countryCode: 'AU', vehicleSeats: [17], vehicleFueltype: ['Electric'] },
  ],
  [
    '12-17 seat vans, by RRP desc',
    {
      countryCode: 'AU',
      vehicleSeats: [12, 14, 17],
      vehicleBodytype: ['VAN'],
      sortBy: 'consumer_price',
      sortOrder: 'desc',
    },
  ],
  [
    '2 seats, weekly up to 150, by weekly price desc',
    { countryCode: 'NZ', vehicleSeats: [2], maxBudget: 150, sortBy: 'week_leaseprice', sortOrder: 'desc' },
  ],
];

const TERMS = [36, 48, 60] as const;

/** Each search in its country and one term (the terms taken in turn), as the results page asks. */
export const REALISTIC_SEARCHES: [string, RateBookFilterInput][] = SEARCHES.map(([name, filter], i) => {
  const term = TERMS[i % TERMS.length]!;
  return [
    `${filter.countryCode as string} ${term}m, ${name}`,
    { ...filter, minDuration: term, maxDuration: term },
  ];
});

/** A small seeded generator (mulberry32): the same mix on every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { chance: (p: number) => next() < p, pick };
}

/**
 * `count` different searches as visitors make them: a country and a term, a sort, mostly the first
 * pages, and a few refinements each (body, fuel, make, seats, drive, transmission, a price range or
 * a weekly budget). For throughput runs that must not be one search served again and again.
 */
export function searchMix(count: number, seed: number): RateBookFilterInput[] {
  const { chance, pick } = randomFrom(seed);
  const found = new Map<string, RateBookFilterInput>();
  for (let attempt = 0; found.size < count && attempt < count * 20; attempt += 1) {
    const filter: Record<string, unknown> = {
      countryCode: pick(['AU', 'NZ']),
      ...((term) => ({ minDuration: term, maxDuration: term }))(pick(TERMS)),
      sortBy: pick(['vehicle_description', 'consumer_price', 'week_leaseprice']),
      sortOrder: pick(['asc', 'desc']),
      currentPage: pick([1, 1, 1, 2, 2, 3, 5]),
    };
    if (chance(0.5)) filter.vehicleBodytype = [pick(['SEDAN', 'VAN', 'SUV', 'UTE'])];
    if (chance(0.5)) filter.vehicleFueltype = [pick(['Electric', 'Hybrid', 'Petrol', 'Diesel'])];
    if (chance(0.3)) filter.pair = [{ make: pick(MAKES) }];
    if (chance(0.15)) filter.vehicleSeats = [pick([2, 4, 5, 7, 8])];
    if (chance(0.15)) filter.vehicleDriveTrain = [pick(['4WD', 'RWD', 'FWD'])];
    if (chance(0.1)) filter.vehicleTransmission = [pick(['Automatic', 'Manual'])];
    if (chance(0.25)) {
      const min = pick([20_000, 40_000, 60_000, 80_000]);
      Object.assign(filter, { vehicleMinRRP: min, vehicleMaxRRP: pick([min + 20_000, 120_000]) });
    } else if (chance(0.2)) {
      const min = pick([100, 200, 300]);
      Object.assign(filter, { minBudget: min, maxBudget: min + pick([100, 200, 700]) });
    }
    found.set(JSON.stringify(filter), filter);
  }
  return [...found.values()];
}
