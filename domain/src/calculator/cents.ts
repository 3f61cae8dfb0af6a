/**
 * Rate book amounts are stored in dollars rounded to whole cents, half a cent up; screens show
 * whole dollars with `formatWholeDollars` (shared/money).
 */
export function roundToCents(amount: number): number {
  return Math.round(amount * 100 + Number.EPSILON * Math.abs(amount) * 100) / 100;
}
