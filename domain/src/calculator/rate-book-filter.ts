import { REGIONS, type Region } from '../shared/region';
import { DomainError, fail, ok, type Result } from '../shared/result';
import {
  BODY_STYLE_OPTIONS,
  CAB_TYPE_OPTIONS,
  DRIVE_TRAINS,
  FUEL_TYPES,
  SEAT_COUNTS,
  TRANSMISSIONS,
  type BodyType,
  type CabType,
  type DriveTrain,
  type FuelType,
  type SeatCount,
  type Transmission,
} from './catalogue-options';
import {
  amount,
  badInput,
  oneOf,
  optionList,
  text,
  textList,
  wholeNumber,
  yesNo,
  type FieldResult,
} from './filter-values';
import { LEASE_TERMS, type LeaseTerm } from './lease-terms';
import { decodePair, normalisePair, type MakeModels } from './make-model-pair';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT_KEY,
  DEFAULT_SORT_ORDER,
  PAGE_SIZES,
  PRICE_SLIDER,
  SORT_KEYS,
  SORT_ORDERS,
  type PageSize,
  type SortKey,
  type SortOrder,
} from './search-settings';

/** The results page sends a weekly budget (§3); the API also takes a monthly one. */
export const BUDGET_TYPES = ['weekly', 'monthly'] as const;
export type BudgetType = (typeof BUDGET_TYPES)[number];

/**
 * A rate book search (calculator §3 'Search filters'), after normalisation: every field present
 * has a meaningful value, paging and sort always have one.
 */
export interface RateBookFilter {
  pair?: MakeModels[];
  vehicleFueltype?: FuelType[];
  vehicleBodytype?: BodyType[];
  cabType?: CabType[];
  vehicleSeats?: SeatCount[];
  vehicleMinRRP?: number;
  vehicleMaxRRP?: number;
  vehicleDriveTrain?: DriveTrain[];
  vehicleTransmission?: Transmission[];
  minBudget?: number;
  maxBudget?: number;
  budgetType?: BudgetType;
  pageSize: PageSize;
  currentPage: number;
  sortBy: SortKey;
  sortOrder: SortOrder;
  catalogVehicleId?: string[];
  minDuration?: LeaseTerm;
  maxDuration?: LeaseTerm;
  // The other names the catalogue accepts.
  countryCode?: Region;
  brokerId?: string;
  vehicleMake?: string;
  vehicleModel?: string;
  vehicleCategory?: string;
  vehicleNatureGroup?: string;
  vehicleTrim?: string;
  vehicleBodystyle?: string;
  referenceId?: string;
  isCountRow?: boolean;
}

/** A filter as it arrives: from a URL, a form or the API. Unknown names are ignored. */
export type RateBookFilterInput = Readonly<Record<string, unknown>>;

const fuelOptions = FUEL_TYPES.map((value) => ({ value, label: value }));
const seatOptions = SEAT_COUNTS.map((value) => ({ value, label: String(value) }));
const driveOptions = DRIVE_TRAINS.map((value) => ({ value, label: value }));
const transmissionOptions = TRANSMISSIONS.map((value) => ({ value, label: value }));
/** Some catalogues call a ute a 'Utility'. */
const bodyAliases: Record<string, BodyType> = { UTILITY: 'UTE' };

type Readers = { [K in keyof RateBookFilter]-?: (raw: unknown) => FieldResult<RateBookFilter[K]> };

const readers: Readers = {
  pair: (raw) => {
    if (typeof raw === 'string') return ok(nonEmpty(decodePair(raw)));
    if (Array.isArray(raw) && raw.every(isMakeModels)) {
      return ok(nonEmpty(normalisePair(raw.map(({ make, models }) => ({ make, models: models ?? [] })))));
    }
    return raw === undefined || raw === null
      ? ok(undefined)
      : badInput('pair', 'must be MAKE:model,model|MAKE');
  },
  vehicleFueltype: (raw) => optionList('vehicleFueltype', raw, fuelOptions),
  vehicleBodytype: (raw) => optionList('vehicleBodytype', raw, BODY_STYLE_OPTIONS, bodyAliases),
  cabType: (raw) => optionList('cabType', raw, CAB_TYPE_OPTIONS),
  vehicleSeats: (raw) => optionList('vehicleSeats', raw, seatOptions),
  vehicleMinRRP: (raw) => amount('vehicleMinRRP', raw),
  vehicleMaxRRP: (raw) => amount('vehicleMaxRRP', raw),
  vehicleDriveTrain: (raw) => optionList('vehicleDriveTrain', raw, driveOptions),
  vehicleTransmission: (raw) => optionList('vehicleTransmission', raw, transmissionOptions),
  minBudget: (raw) => amount('minBudget', raw),
  maxBudget: (raw) => amount('maxBudget', raw),
  budgetType: (raw) => oneOf('budgetType', raw, BUDGET_TYPES),
  pageSize: (raw) => withDefault(oneOf('pageSize', raw, PAGE_SIZES), DEFAULT_PAGE_SIZE),
  currentPage: (raw) => withDefault(positive('currentPage', wholeNumber('currentPage', raw)), 1),
  sortBy: (raw) => withDefault(oneOf('sortBy', raw, SORT_KEYS), DEFAULT_SORT_KEY),
  sortOrder: (raw) => withDefault(oneOf('sortOrder', raw, SORT_ORDERS), DEFAULT_SORT_ORDER),
  catalogVehicleId: (raw) => textList('catalogVehicleId', raw),
  minDuration: (raw) => oneOf('minDuration', raw, LEASE_TERMS),
  maxDuration: (raw) => oneOf('maxDuration', raw, LEASE_TERMS),
  countryCode: (raw) => oneOf('countryCode', raw, REGIONS),
  brokerId: (raw) => text('brokerId', raw),
  vehicleMake: (raw) => text('vehicleMake', raw),
  vehicleModel: (raw) => text('vehicleModel', raw),
  vehicleCategory: (raw) => text('vehicleCategory', raw),
  vehicleNatureGroup: (raw) => text('vehicleNatureGroup', raw),
  vehicleTrim: (raw) => text('vehicleTrim', raw),
  vehicleBodystyle: (raw) => text('vehicleBodystyle', raw),
  referenceId: (raw) => text('referenceId', raw),
  isCountRow: (raw) => yesNo('isCountRow', raw),
};

export const RATE_BOOK_FILTER_NAMES = Object.keys(readers) as (keyof RateBookFilter)[];

/** A make with its models; the API may leave the models out to mean all of them. */
function isMakeModels(value: unknown): value is { make: string; models?: string[] | null } {
  const candidate = value as { make?: unknown; models?: unknown } | null;
  const models = candidate?.models ?? [];
  return (
    typeof candidate?.make === 'string' &&
    Array.isArray(models) &&
    models.every((model) => typeof model === 'string')
  );
}

function nonEmpty<T>(list: T[]): T[] | undefined {
  return list.length ? list : undefined;
}

function withDefault<T>(read: FieldResult<T>, fallback: T): Result<T> {
  return read.ok ? ok(read.value ?? fallback) : read;
}

function positive(field: string, read: FieldResult<number>): FieldResult<number> {
  return read.ok && read.value === 0 ? badInput(field, 'starts at 1') : read;
}

/**
 * Normalises a search as calculator §3 and §4 say: blank values and unknown names are dropped;
 * a maximum price of 120000 means no upper bound; a price range counts only with its minimum; the
 * cab type needs a ute body type; price range and weekly budget exclude each other (decision 0400);
 * paging and sort get their defaults. Values outside the catalogue's lists are BAD_INPUT.
 */
export function normaliseRateBookFilter(input: RateBookFilterInput): Result<RateBookFilter> {
  const filter: Record<string, unknown> = {};
  for (const name of RATE_BOOK_FILTER_NAMES) {
    const read = (readers[name] as (raw: unknown) => FieldResult<unknown>)(input[name]);
    if (!read.ok) return read;
    if (read.value !== undefined) filter[name] = read.value;
  }
  return applySearchRules(filter as unknown as RateBookFilter);
}

function applySearchRules(filter: RateBookFilter): Result<RateBookFilter> {
  if (filter.vehicleMaxRRP === PRICE_SLIDER.noUpperBound) delete filter.vehicleMaxRRP;
  if (filter.vehicleMinRRP === undefined) delete filter.vehicleMaxRRP;
  if (!filter.vehicleBodytype?.includes('UTE')) delete filter.cabType;

  const hasBudget = filter.minBudget !== undefined || filter.maxBudget !== undefined;
  if (hasBudget) filter.budgetType ??= 'weekly';
  else delete filter.budgetType;

  if (filter.vehicleMinRRP !== undefined && hasBudget) {
    return fail(
      new DomainError('BAD_INPUT', 'Search by either a price range or a budget, not both.', {
        field: 'vehicleMinRRP',
      }),
    );
  }
  const crossed =
    ordered('vehicleMinRRP', filter.vehicleMinRRP, 'vehicleMaxRRP', filter.vehicleMaxRRP) ??
    ordered('minBudget', filter.minBudget, 'maxBudget', filter.maxBudget) ??
    ordered('minDuration', filter.minDuration, 'maxDuration', filter.maxDuration);
  return crossed ?? ok(filter);
}

function ordered(
  minName: string,
  min: number | undefined,
  maxName: string,
  max: number | undefined,
): Result<never> | undefined {
  return min !== undefined && max !== undefined && min > max
    ? badInput(minName, `must not be more than ${maxName}`)
    : undefined;
}
