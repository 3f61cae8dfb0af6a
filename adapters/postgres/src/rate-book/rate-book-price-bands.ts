import type { RateBookFilter } from '@lease-portal/domain';

/** A price column that `rate_book_band_counts` counts rows of per band (migration 0051). */
export type BandedMeasure = 'consumer_price' | 'week_leaseprice' | 'month_leaseprice';

/**
 * Band widths, as migration 0051 wrote them. Powers of two: `price / width` is exact in floating
 * point, so a row's band agrees with every comparison of its price to a multiple of the width.
 * A band is narrow enough that counting the rows of a range's two edge bands reads a few hundred
 * index entries, wide enough that a country's term has a couple of thousand band groups.
 */
export const BAND_WIDTHS: Record<BandedMeasure, number> = {
  consumer_price: 2048,
  week_leaseprice: 16,
  month_leaseprice: 64,
};

/** Bands beyond this are out of the table's integer range: such a range is counted row by row. */
const LARGEST_BAND = 1_000_000_000;

/** A price range whose total is the sum of its whole bands plus a count of its edge bands' rows. */
export interface BandedRange {
  measure: BandedMeasure;
  min: number | undefined;
  max: number | undefined;
  /** Bands wholly inside the range are above `lowBand` and below `highBand` (either may be open). */
  lowBand: number | undefined;
  highBand: number | undefined;
  width: number;
}

const hasRrpRange = (filter: RateBookFilter) =>
  filter.vehicleMinRRP !== undefined || filter.vehicleMaxRRP !== undefined;
const hasBudgetRange = (filter: RateBookFilter) =>
  filter.minBudget !== undefined || filter.maxBudget !== undefined;

/** Whether the filter narrows by a price: an RRP range, a budget range, or both. */
export const hasPriceRange = (filter: RateBookFilter): boolean =>
  hasRrpRange(filter) || hasBudgetRange(filter);

/** The filter's one price range (RRP or budget), or undefined when it has none or both. */
export function priceRangeOf(filter: RateBookFilter): BandedRange | undefined {
  const rrp = hasRrpRange(filter);
  if (rrp === hasBudgetRange(filter)) return undefined;
  const [measure, min, max]: [BandedMeasure, number | undefined, number | undefined] = rrp
    ? ['consumer_price', filter.vehicleMinRRP, filter.vehicleMaxRRP]
    : [
        filter.budgetType === 'monthly' ? 'month_leaseprice' : 'week_leaseprice',
        filter.minBudget,
        filter.maxBudget,
      ];
  const width = BAND_WIDTHS[measure];
  const bandOf = (price: number | undefined) => (price === undefined ? undefined : Math.floor(price / width));
  const [lowBand, highBand] = [bandOf(min), bandOf(max)];
  const representable = (band: number | undefined) =>
    band === undefined || (Number.isFinite(band) && Math.abs(band) <= LARGEST_BAND);
  if (!representable(lowBand) || !representable(highBand)) return undefined;
  return { measure, min, max, lowBand, highBand, width };
}
