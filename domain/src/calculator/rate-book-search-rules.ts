import { matchesPair } from './make-model-pair';
import type { RateBookFilter } from './rate-book-filter';
import type { SortKey } from './search-settings';
import type { RateBookResults, Vehicle } from './vehicle';

/**
 * What each filter means, as one reference that a storage adapter's query must agree with and
 * that in-memory fakes use: lists match any of their values, ranges are inclusive, names match
 * without regard to case, a weekly budget applies to weekLeaseprice and a monthly one to
 * monthLeaseprice. brokerId, referenceId,
 * vehicleCategory, vehicleNatureGroup and isCountRow do not narrow the rows.
 */
export function matchesRateBookFilter(row: Vehicle, filter: RateBookFilter): boolean {
  const within = (value: number, min?: number, max?: number) =>
    (min === undefined || value >= min) && (max === undefined || value <= max);
  const anyOf = <T>(list: readonly T[] | undefined, value: T | undefined) =>
    list === undefined || (value !== undefined && list.includes(value));
  const same = (wanted: string | undefined, value: string) =>
    wanted === undefined || wanted.toUpperCase() === value.toUpperCase();

  return (
    (filter.pair === undefined || matchesPair(row, filter.pair)) &&
    anyOf(filter.vehicleFueltype, row.vehicleFueltype) &&
    anyOf(filter.vehicleBodytype, row.vehicleBodytype) &&
    anyOf(filter.cabType, row.cabType) &&
    anyOf(filter.vehicleSeats, row.vehicleSeats) &&
    anyOf(filter.vehicleDriveTrain, row.vehicleDrivetrain) &&
    anyOf(filter.vehicleTransmission, row.vehicleTransmissiongroup) &&
    anyOf(filter.catalogVehicleId, row.catalogVehicleId) &&
    within(row.consumerPrice, filter.vehicleMinRRP, filter.vehicleMaxRRP) &&
    within(
      filter.budgetType === 'monthly' ? row.monthLeaseprice : row.weekLeaseprice,
      filter.minBudget,
      filter.maxBudget,
    ) &&
    within(row.duration, filter.minDuration, filter.maxDuration) &&
    (filter.countryCode === undefined || row.countryCode === filter.countryCode) &&
    same(filter.vehicleMake, row.vehicleMake) &&
    same(filter.vehicleModel, row.vehicleModel) &&
    same(filter.vehicleTrim, row.vehicleTrim) &&
    same(filter.vehicleBodystyle, row.vehicleBodytype)
  );
}

const sortValue: Record<SortKey, (row: Vehicle) => number | string> = {
  consumer_price: (row) => row.consumerPrice,
  week_leaseprice: (row) => row.weekLeaseprice,
  vehicle_description: (row) => row.vehicleDescription.toUpperCase(),
};

/**
 * Sorts by the chosen key, then by vehicle id and term so that pages never overlap, all three in
 * the chosen direction: descending is ascending reversed, so storage reads one index backwards for
 * it instead of re-sorting each run of equal keys (decision 0820).
 */
export function compareRateBookRows(filter: Pick<RateBookFilter, 'sortBy' | 'sortOrder'>) {
  const direction = filter.sortOrder === 'desc' ? -1 : 1;
  const key = sortValue[filter.sortBy];
  return (a: Vehicle, b: Vehicle): number => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) return (x < y ? -1 : 1) * direction;
    if (a.catalogVehicleId !== b.catalogVehicleId) {
      return (a.catalogVehicleId < b.catalogVehicleId ? -1 : 1) * direction;
    }
    return (a.duration - b.duration) * direction;
  };
}

/** Filters, sorts and pages rows held in memory. */
export function searchRows(rows: readonly Vehicle[], filter: RateBookFilter): RateBookResults {
  const found = rows.filter((row) => matchesRateBookFilter(row, filter)).sort(compareRateBookRows(filter));
  const start = (filter.currentPage - 1) * filter.pageSize;
  const page = found.slice(start, start + filter.pageSize);
  return { results: { rows: page, totalCount: found.length }, resultCount: page.length };
}
