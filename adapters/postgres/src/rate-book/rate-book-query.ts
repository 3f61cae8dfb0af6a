import type { RateBookFilter, SortKey, SortOrder } from '@lease-portal/domain';
import { RATE_BOOK_COLUMNS } from './rate-book-columns';
import {
  BAND_WIDTHS,
  hasPriceRange,
  priceRangeOf,
  type BandedMeasure,
  type BandedRange,
} from './rate-book-price-bands';

/** A statement and its parameters; values only ever travel as parameters. */
export interface SqlStatement {
  text: string;
  params: unknown[];
}

/** Sort keys and directions come from these maps only, never from the input's text. */
const SORT_COLUMNS: Record<SortKey, string> = {
  consumer_price: 'consumer_price',
  week_leaseprice: 'week_leaseprice',
  vehicle_description: 'description_key',
};
const DIRECTIONS: Record<SortOrder, string> = { asc: 'ASC', desc: 'DESC' };

class Parameters {
  readonly values: unknown[] = [];
  /** The placeholder of a new parameter, cast so the planner knows its type. */
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/**
 * The conditions of a normalised filter, meaning exactly what `matchesRateBookFilter` says: lists
 * match any value, ranges are inclusive, names compare upper-cased (the keys are stored upper-cased
 * by the same function). Filters that do not narrow the rows (brokerId, referenceId, ...) add nothing.
 * The price ranges (RRP, budget) are apart: a total may sum their whole bands (migration 0051).
 */
function conditionsOf(filter: RateBookFilter, p: Parameters): { others: string[]; ranges: string[] } {
  const c = new Conditions(p);
  if (filter.countryCode !== undefined) c.others.push(`country_code = ${p.add(filter.countryCode, 'text')}`);
  if (filter.pair !== undefined) c.others.push(pairCondition(filter.pair, p));
  c.anyOf('vehicle_fueltype', filter.vehicleFueltype);
  c.anyOf('vehicle_bodytype', filter.vehicleBodytype);
  c.anyOf('cab_type', filter.cabType);
  c.anyOf('vehicle_seats', filter.vehicleSeats, 'int');
  c.anyOf('vehicle_drivetrain', filter.vehicleDriveTrain);
  c.anyOf('vehicle_transmissiongroup', filter.vehicleTransmission);
  c.anyOf('catalog_vehicle_id', filter.catalogVehicleId);
  c.range(c.ranges, 'consumer_price', filter.vehicleMinRRP, filter.vehicleMaxRRP);
  const budgetColumn = filter.budgetType === 'monthly' ? 'month_leaseprice' : 'week_leaseprice';
  c.range(c.ranges, budgetColumn, filter.minBudget, filter.maxBudget);
  if (filter.minDuration !== undefined && filter.minDuration === filter.maxDuration) {
    // One term as an equality, so the indexes led by country and term serve the sort too.
    c.others.push(`duration = ${p.add(filter.minDuration, 'int')}`);
  } else {
    c.range(c.others, 'duration', filter.minDuration, filter.maxDuration, 'int');
  }
  c.same('make_key', filter.vehicleMake);
  c.same('model_key', filter.vehicleModel);
  c.same('trim_key', filter.vehicleTrim);
  c.same('vehicle_bodytype', filter.vehicleBodystyle);
  return c;
}

/** Conditions as they are written (methods rather than closures made anew for every search). */
class Conditions {
  readonly others: string[] = [];
  readonly ranges: string[] = [];
  constructor(private readonly p: Parameters) {}

  /** A list matches any of its values. */
  anyOf(column: string, list: readonly unknown[] | undefined, type = 'text'): void {
    if (list !== undefined) this.others.push(`${column} = ANY(${this.p.add(list, `${type}[]`)})`);
  }

  /** A range is inclusive at both ends. */
  range(into: string[], column: string, min?: number, max?: number, type = 'float8'): void {
    if (min !== undefined) into.push(`${column} >= ${this.p.add(min, type)}`);
    if (max !== undefined) into.push(`${column} <= ${this.p.add(max, type)}`);
  }

  /** A name compares upper-cased with its key, stored upper-cased by the same function. */
  same(column: string, value: string | undefined): void {
    if (value !== undefined) this.others.push(`${column} = ${this.p.add(value.toUpperCase(), 'text')}`);
  }
}

/**
 * A make without models matches every model; a make with models matches those (any case). Written
 * as `make_key = ANY(every make named)` (an index condition on the make-led index) and, when models
 * are chosen, per make `make_key = $m AND model_key = ANY($models)`: plain comparisons the planner
 * estimates well and tests on index entries, unlike a join to `unnest` (decision 0820).
 */
function pairCondition(pair: NonNullable<RateBookFilter['pair']>, p: Parameters): string {
  const makes = [...new Set(pair.map((choice) => choice.make))];
  if (!makes.length) return 'false';
  const named = `make_key = ANY(${p.add(makes, 'text[]')})`;
  const everyModel = pair.filter((choice) => choice.models.length === 0).map((choice) => choice.make);
  const chosen = new Map<string, Set<string>>();
  for (const choice of pair) {
    if (everyModel.includes(choice.make)) continue;
    const models = chosen.get(choice.make) ?? new Set<string>();
    for (const model of choice.models) models.add(model.toUpperCase());
    chosen.set(choice.make, models);
  }
  if (!chosen.size) return named;
  const parts: string[] = [];
  if (everyModel.length) parts.push(`make_key = ANY(${p.add(everyModel, 'text[]')})`);
  for (const [make, models] of chosen) {
    parts.push(`(make_key = ${p.add(make, 'text')} AND model_key = ANY(${p.add([...models], 'text[]')}))`);
  }
  return `${named} AND (${parts.join(' OR ')})`;
}

const whereOf = (conditions: readonly string[]) =>
  conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';

/** Filters that narrow a country's term to some of its groups, so their prices may lie apart. */
const NARROWING_GROUPS: (keyof RateBookFilter)[] = [
  'pair',
  'vehicleFueltype',
  'vehicleBodytype',
  'cabType',
  'vehicleSeats',
  'vehicleDriveTrain',
  'vehicleTransmission',
  'vehicleMake',
  'vehicleModel',
  'vehicleBodystyle',
];

/** The filters `rate_book_counts` has columns for; any other narrowing filter needs the rows. */
const COUNTED_FILTERS = new Set<keyof RateBookFilter>([
  'countryCode',
  'minDuration',
  'maxDuration',
  ...NARROWING_GROUPS,
  // Paging, sort and the names that do not narrow the rows.
  'pageSize',
  'currentPage',
  'sortBy',
  'sortOrder',
  'brokerId',
  'referenceId',
  'vehicleCategory',
  'vehicleNatureGroup',
  'isCountRow',
]);
/** The price ranges `rate_book_band_counts` counts per band (one of them at a time). */
const BANDED_FILTERS = new Set<keyof RateBookFilter>([
  'vehicleMinRRP',
  'vehicleMaxRRP',
  'minBudget',
  'maxBudget',
  'budgetType',
]);

const onlyFilters = (filter: RateBookFilter, allowed: (name: keyof RateBookFilter) => boolean) =>
  (Object.keys(filter) as (keyof RateBookFilter)[]).every(
    (name) => filter[name] === undefined || allowed(name),
  );

/** Whether the total can be summed from `rate_book_counts`: no price, budget, vehicle id or trim. */
export function countableFromGroups(filter: RateBookFilter): boolean {
  return onlyFilters(filter, (name) => COUNTED_FILTERS.has(name));
}

/** The search's total and, when `boundsOf` gives them, the lowest and highest sort key of its matches. */
interface Found {
  /** A SELECT list and FROM clause with `total` (bigint) and, when bounded, `lowest` and `highest`. */
  select: string;
  bounded: boolean;
}

/**
 * How many rows the whole search finds:
 * - every filter has a column in `rate_book_counts`: the sum of the matching groups, which also
 *   give the lowest and highest sort key of the matches when `boundedSortKey` says so (migration 0055);
 * - besides those, one price range (RRP or budget): the sum of the bands wholly inside the range
 *   (`rate_book_band_counts`) plus a count of the rows in its edge bands, which an index answers
 *   from a few hundred entries (decision 0820, amended 2026-11-27); the same bands' groups give the
 *   lowest and highest sort key of the matches when `boundedSortKey` says so (migration 0053);
 * - else a count of the rows (vehicle ids, a trim, or both price ranges).
 */
function foundOf(filter: RateBookFilter, others: string[], ranges: string[], p: Parameters): Found {
  const where = whereOf([...others, ...ranges]);
  const countRows = (extra: string[] = []) =>
    `(SELECT count(*) FROM rate_book_rows ${whereOf([...others, ...ranges, ...extra])})`;
  const only = (total: string): Found => ({ select: `SELECT ${total} AS total`, bounded: false });
  const key = boundedSortKey(filter);
  if (countableFromGroups(filter)) {
    if (!key) return only(`(SELECT coalesce(sum(rows), 0) FROM rate_book_counts ${where})`);
    // The matching groups' bounds are the matches' (migration 0055): one pass over the groups.
    return {
      select: `SELECT coalesce(sum(rows), 0) AS total, min(lowest_${key}) AS lowest, max(highest_${key}) AS highest
  FROM rate_book_counts ${where}`,
      bounded: true,
    };
  }
  const range = bandedRangeOf(filter);
  if (!range) return only(countRows());
  const { measure, lowBand, highBand, width } = range;
  const bands = [...others, `measure = ${p.add(measure, 'text')}`];
  const inside: string[] = [];
  const edges: string[] = [];
  if (lowBand !== undefined) {
    const low = p.add(lowBand, 'int');
    bands.push(`band >= ${low}`);
    inside.push(`band > ${low}`);
    edges.push(countRows([`${measure} < ${p.add((lowBand + 1) * width, 'float8')}`]));
  }
  if (highBand !== undefined) {
    const high = p.add(highBand, 'int');
    bands.push(`band <= ${high}`);
    inside.push(`band < ${high}`);
    edges.push(countRows([`${measure} >= ${p.add(highBand * width, 'float8')}`]));
  }
  const bounds = key ? `, min(lowest_${key}) AS lowest, max(highest_${key}) AS highest` : '';
  const sum = `coalesce(sum(rows) FILTER (WHERE ${inside.join(' AND ')}), 0) AS inside${bounds}`;
  return {
    select: `SELECT ${['bands.inside', ...edges].join(' + ')} AS total${key ? ', bands.lowest, bands.highest' : ''}
  FROM (SELECT ${sum} FROM rate_book_band_counts ${whereOf(bands)}) AS bands`,
    bounded: key !== undefined,
  };
}

/**
 * The filter's one price range when its total can be summed from whole bands: otherwise only
 * grouped filters, and the range spans more than one band (within one, its rows are few: counted).
 */
function bandedRangeOf(filter: RateBookFilter): BandedRange | undefined {
  const range = priceRangeOf(filter);
  const banded = onlyFilters(filter, (name) => COUNTED_FILTERS.has(name) || BANDED_FILTERS.has(name));
  if (!range || !banded) return undefined;
  return range.lowBand !== undefined && range.lowBand === range.highBand ? undefined : range;
}

/**
 * The sort key whose lowest and highest value among the matches bound the page's walk along its
 * index: a price other than the range's (prices move together, so the matches of 'RRP 40,000-60,000
 * by weekly price' lie in a narrow stretch of the weekly index, migration 0053), when the page is
 * walked rather than read and sorted. The bounds come from the matching band groups, so they hold
 * every match and never change what is found.
 */
function boundedSortKey(filter: RateBookFilter): BandedMeasure | undefined {
  const key = SORT_COLUMNS[filter.sortBy];
  if (!(key in BAND_WIDTHS) || readsAndSorts(filter)) return undefined;
  const range = bandedRangeOf(filter);
  if (range) return key === range.measure ? undefined : (key as BandedMeasure);
  return countableFromGroups(filter) && NARROWING_GROUPS.some((name) => filter[name] !== undefined)
    ? (key as BandedMeasure)
    : undefined;
}

/**
 * Whether a page is found by reading every match through the index its filters lead (make/model,
 * or body and fuel type) and sorting them, rather than by walking the sort key's index until the
 * page is full. Walking is quick when matches are spread along the order, slow when they gather at
 * its far end: a make sorted by description (descriptions begin with the make), a make within a
 * price range (13 and 11 ms on average at 100,000 vehicles, 3 and 2 ms read and sorted); a body and
 * fuel type pair is read exactly by its index. Measured on 317 searches of the benchmark's mix:
 * 2.9 ms mean, 12.2 ms p95 walking every page; 2.2 ms and 8.8 ms with this choice. A body and fuel
 * type sorted by a price is walked, bounded by the prices of its groups (`boundedSortKey`): 1,000
 * entries walked against 8,700 read and sorted for diesel utes within an RRP range, 0.6 against
 * 1.6 ms for electric SUVs by weekly price.
 */
export function readsAndSorts(filter: RateBookFilter): boolean {
  const makes = filter.pair !== undefined || filter.vehicleMake !== undefined;
  const priceRange = hasPriceRange(filter);
  const bodyAndFuel = filter.vehicleBodytype !== undefined && filter.vehicleFueltype !== undefined;
  return (
    (makes && (filter.sortBy === 'vehicle_description' || priceRange)) || (bodyAndFuel && !boundable(filter))
  );
}

/** A page sorted by a price whose walk the bands bound: its filters grouped, or a range of another price. */
function boundable(filter: RateBookFilter): boolean {
  const key = SORT_COLUMNS[filter.sortBy];
  const range = bandedRangeOf(filter);
  if (range === undefined) return key in BAND_WIDTHS && countableFromGroups(filter);
  return key !== range.measure && key in BAND_WIDTHS;
}

/**
 * The total and one page in one statement (one round trip). The total comes first; the page, in the
 * order of `compareRateBookRows` (the key, then vehicle id and term, all in the chosen direction), is read only
 * when the total reaches it, so a search that finds nothing on this page reads no rows. Its keys are
 * found from an index alone (sort key, tie-break and filter columns are in it, decision 0820), by
 * walking the sort key's index or reading the matches and sorting them (`readsAndSorts`); only those
 * rows are then read whole. A page with no rows answers one row: the total, every column null.
 */
export function searchStatement(filter: RateBookFilter): SqlStatement {
  const p = new Parameters();
  const { others, ranges } = conditionsOf(filter, p);
  const found = foundOf(filter, others, ranges, p);
  const key = SORT_COLUMNS[filter.sortBy];
  const direction = DIRECTIONS[filter.sortOrder];
  // Ties in the same direction: a descending page reads the same index backwards (decision 0820).
  const order = (sortKey: string, table = '') =>
    `${sortKey} ${direction}, ${table}catalog_vehicle_id ${direction}, ${table}duration ${direction}`;
  // The same order as an expression no index gives, so the planner reads the matches and sorts them.
  const unindexed = key === 'description_key' ? `(${key} || '') COLLATE "C"` : `(${key} + 0)`;
  const limit = p.add(filter.pageSize, 'int');
  const offset = p.add((filter.currentPage - 1) * filter.pageSize, 'bigint');
  return {
    // OFFSET 0 keeps `found` a subquery of its own: the total is worked out once, before the page.
    text: `SELECT found.total::int AS total, page.* FROM (${found.select} OFFSET 0) AS found
LEFT JOIN LATERAL (
  SELECT rate_book_rows.${key} AS sort_key, ${RATE_BOOK_COLUMNS} FROM rate_book_rows JOIN (
    SELECT country_code, catalog_vehicle_id, duration FROM rate_book_rows
    ${whereOf([...others, ...ranges, `found.total > ${offset}`, ...(found.bounded ? [`${key} >= found.lowest`, `${key} <= found.highest`] : [])])}
    ORDER BY ${order(readsAndSorts(filter) ? unindexed : key)} LIMIT ${limit} OFFSET ${offset}
  ) AS keys USING (country_code, catalog_vehicle_id, duration)
) AS page ON true
ORDER BY ${order('page.sort_key', 'page.')}`,
    params: p.values,
  };
}
