/**
 * Calculator prices are shown in whole dollars, US-dollar style ('$1,234'), in both regions (calculator §9,
 * journey §9). Cents are rounded half away from zero (Intl's 'halfExpand'), so $1,234.50 shows as
 * $1,235 and -$2.50 as -$3: the rounding a customer expects from a price list.
 */
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
  roundingMode: 'halfExpand',
});

/** An amount as whole dollars; an absent or non-numeric amount shows as nothing rather than '$NaN'. */
export function formatWholeDollars(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return wholeDollars.format(amount);
}

const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'halfExpand',
});

/**
 * A contractual amount (a quote's rental, a document's price or limit) to the cent, '$1,120.50': what
 * the customer signs for is never rounded to the dollar.
 */
export function formatDollarsAndCents(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return dollarsAndCents.format(amount);
}
