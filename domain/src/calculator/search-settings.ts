/** Paging, sorting and slider settings of the results page (calculator §9). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

export function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(value);
}

export const PAGINATOR_MAX_BUTTONS = 6;

export const SORT_KEYS = ['consumer_price', 'week_leaseprice', 'vehicle_description'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: 'consumer_price', label: 'RRP' },
  { value: 'week_leaseprice', label: 'Rental price' },
  { value: 'vehicle_description', label: 'Make' },
];

export function isSortKey(value: unknown): value is SortKey {
  return (SORT_KEYS as readonly unknown[]).includes(value);
}

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export function isSortOrder(value: unknown): value is SortOrder {
  return (SORT_ORDERS as readonly unknown[]).includes(value);
}

export const DEFAULT_SORT_KEY: SortKey = 'vehicle_description';
export const DEFAULT_SORT_ORDER: SortOrder = 'asc';

/** The RRP slider. Its top value means 'no upper bound' and is labelled $100,000+. */
export const PRICE_SLIDER = {
  min: 20_000,
  max: 120_000,
  step: 20_000,
  defaultMax: 100_000,
  noUpperBound: 120_000,
  topLabel: '$100,000+',
} as const;

/** The weekly budget: the catalogue filter offers 100 to 1000; the slider starts at a maximum of 200. */
export const WEEKLY_BUDGET_SLIDER = { min: 100, max: 1_000, step: 100, defaultMax: 200 } as const;

/** The highest RRP the build configuration allows a search for. */
export const MAX_VEHICLE_PRICE = 500_000;

/** The shortlist page fetches every term of its vehicles in one page (calculator §7). */
export const SHORTLIST_PRICES_PAGE_SIZE = 100;
