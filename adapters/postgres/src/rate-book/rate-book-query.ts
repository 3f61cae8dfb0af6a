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
  range('duration', filter.minDuration, filter.maxDuration, 'int');
  same('make_key', filter.vehicleMake);
  same('model_key', filter.vehicleModel);
  same('trim_key', filter.vehicleTrim);
  same('vehicle_bodytype', filter.vehicleBodystyle);
  return where;
}

/** A make without models matches every model; a make with models matches those (any case). */
function pairCondition(pair: NonNullable<RateBookFilter['pair']>, p: Parameters): string {
  const everyModel = pair.filter((choice) => choice.models.length === 0).map((choice) => choice.make);
  const chosen = pair.flatMap((choice) => choice.models.map((model) => [choice.make, model.toUpperCase()]));
  const parts: string[] = [];
  if (everyModel.length) parts.push(`make_key = ANY(${p.add(everyModel, 'text[]')})`);
  if (chosen.length) {
    const makes = p.add(
      chosen.map(([make]) => make),
      'text[]',
    );
    const models = p.add(
      chosen.map(([, model]) => model),
      'text[]',
    );
    parts.push(`(make_key, model_key) IN (SELECT * FROM unnest(${makes}, ${models}))`);
  }
  return parts.length ? `(${parts.join(' OR ')})` : 'false';
}

function whereClause(filter: RateBookFilter, p: Parameters): string {
  const conditions = conditionsOf(filter, p);
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** One page in the order of `compareRateBookRows`: the key, then vehicle id and term, both ascending. */
export function pageStatement(filter: RateBookFilter): SqlStatement {
  const p = new Parameters();
  const where = whereClause(filter, p);
  const order = `${SORT_COLUMNS[filter.sortBy]} ${DIRECTIONS[filter.sortOrder]}, catalog_vehicle_id ASC, duration ASC`;
  const limit = p.add(filter.pageSize, 'int');
  const offset = p.add((filter.currentPage - 1) * filter.pageSize, 'bigint');
  return {
    text: `SELECT ${RATE_BOOK_COLUMNS} FROM rate_book_rows ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params: p.values,
  };
}

/** How many rows the whole search finds. */
export function countStatement(filter: RateBookFilter): SqlStatement {
  const p = new Parameters();
  const where = whereClause(filter, p);
  return { text: `SELECT count(*)::int AS total FROM rate_book_rows ${where}`, params: p.values };
}
