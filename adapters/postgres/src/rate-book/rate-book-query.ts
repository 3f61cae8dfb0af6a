import type { RateBookFilter, SortKey, SortOrder } from '@lease-portal/domain';
import { RATE_BOOK_COLUMNS } from './rate-book-columns';

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
 * The WHERE clause of a normalised filter, meaning exactly what `matchesRateBookFilter` says: lists
 * match any value, ranges are inclusive, names compare upper-cased (the keys are stored upper-cased
 * by the same function). Filters that do not narrow the rows (brokerId, referenceId, ...) add nothing.
 */
function conditionsOf(filter: RateBookFilter, p: Parameters): string[] {
  const where: string[] = [];
  const anyOf = (column: string, list: readonly unknown[] | undefined, type = 'text') => {
    if (list !== undefined) where.push(`${column} = ANY(${p.add(list, `${type}[]`)})`);
  };
  const range = (column: string, min: number | undefined, max: number | undefined, type = 'float8') => {
    if (min !== undefined) where.push(`${column} >= ${p.add(min, type)}`);
    if (max !== undefined) where.push(`${column} <= ${p.add(max, type)}`);
  };
  const same = (column: string, value: string | undefined) => {
    if (value !== undefined) where.push(`${column} = ${p.add(value.toUpperCase(), 'text')}`);
  };

  if (filter.countryCode !== undefined) where.push(`country_code = ${p.add(filter.countryCode, 'text')}`);
  if (filter.pair !== undefined) where.push(pairCondition(filter.pair, p));
  anyOf('vehicle_fueltype', filter.vehicleFueltype);
  anyOf('vehicle_bodytype', filter.vehicleBodytype);
  anyOf('cab_type', filter.cabType);
  anyOf('vehicle_seats', filter.vehicleSeats, 'int');
  anyOf('vehicle_drivetrain', filter.vehicleDriveTrain);
  anyOf('vehicle_transmissiongroup', filter.vehicleTransmission);
  anyOf('catalog_vehicle_id', filter.catalogVehicleId);
  range('consumer_price', filter.vehicleMinRRP, filter.vehicleMaxRRP);
  const budgetColumn = filter.budgetType === 'monthly' ? 'month_leaseprice' : 'week_leaseprice';
  range(budgetColumn, filter.minBudget, filter.maxBudget);
  if (filter.minDuration !== undefined && filter.minDuration === filter.maxDuration) {
    // One term as an equality, so the indexes led by country and term serve the sort too.
    where.push(`duration = ${p.add(filter.minDuration, 'int')}`);
  } else {
    range('duration', filter.minDuration, filter.maxDuration, 'int');
  }
  same('make_key', filter.vehicleMake);
  same('model_key', filter.vehicleModel);
  same('trim_key', filter.vehicleTrim);
  same('vehicle_bodytype', filter.vehicleBodystyle);
  return where;
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

function whereClause(filter: RateBookFilter, p: Parameters): string {
  const conditions = conditionsOf(filter, p);
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

/**
 * One page in the order of `compareRateBookRows`: the key, then vehicle id and term, both ascending.
 * The page's keys are found first from an index alone (sort key, tie-break and filter columns are in
 * it, decision 0820); only those rows are then read whole.
 */
export function pageStatement(filter: RateBookFilter): SqlStatement {
  const p = new Parameters();
  const where = whereClause(filter, p);
  const key = SORT_COLUMNS[filter.sortBy];
  const order = (table: string) =>
    `${table}${key} ${DIRECTIONS[filter.sortOrder]}, ${table}catalog_vehicle_id ASC, ${table}duration ASC`;
  const limit = p.add(filter.pageSize, 'int');
  const offset = p.add((filter.currentPage - 1) * filter.pageSize, 'bigint');
  return {
    text: `SELECT ${RATE_BOOK_COLUMNS} FROM rate_book_rows JOIN (
  SELECT country_code, catalog_vehicle_id, duration FROM rate_book_rows ${where}
  ORDER BY ${order('')} LIMIT ${limit} OFFSET ${offset}
) AS page USING (country_code, catalog_vehicle_id, duration)
ORDER BY ${order('rate_book_rows.')}`,
    params: p.values,
  };
}

/** The filters `rate_book_counts` has columns for; any other narrowing filter needs the rows. */
const COUNTED_FILTERS = new Set<keyof RateBookFilter>([
  'countryCode',
  'pair',
  'vehicleFueltype',
  'vehicleBodytype',
  'cabType',
  'vehicleSeats',
  'vehicleDriveTrain',
  'vehicleTransmission',
  'minDuration',
  'maxDuration',
  'vehicleMake',
  'vehicleModel',
  'vehicleBodystyle',
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

/** Whether the total can be summed from `rate_book_counts`: no price, budget, vehicle id or trim. */
export function countableFromGroups(filter: RateBookFilter): boolean {
  return (Object.keys(filter) as (keyof RateBookFilter)[]).every(
    (name) => filter[name] === undefined || COUNTED_FILTERS.has(name),
  );
}

/**
 * How many rows the whole search finds: a sum over `rate_book_counts` when every filter has a column
 * there (the same conditions, the same column names), else a count of the rows from an index.
 */
export function countStatement(filter: RateBookFilter): SqlStatement {
  const p = new Parameters();
  const where = whereClause(filter, p);
  const text = countableFromGroups(filter)
    ? `SELECT coalesce(sum(rows), 0)::int AS total FROM rate_book_counts ${where}`
    : `SELECT count(*)::int AS total FROM rate_book_rows ${where}`;
  return { text, params: p.values };
}
