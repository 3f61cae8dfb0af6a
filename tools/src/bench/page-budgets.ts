/**
 * The calculator's budgets: what a visitor on a mid-range phone must get from each page, as
 * Lighthouse's mobile profile measures it. Kilobytes are decimal (1,000 bytes): the stricter reading.
 */
export const BUDGETS = {
  /** JavaScript transferred (compressed) by the calculator's first page. */
  firstPageJsBytes: 170_000,
  /** Performance: the first page 95 (issue 8), the results page 90 (issue 24). */
  minPerformance: { firstPage: 95, otherPages: 90 },
  minAccessibility: 100,
  maxLayoutShift: 0.02,
} as const;

/** What one Lighthouse run tells of one page. Scores are 0-100; times in milliseconds. */
export interface PageFigures {
  jsBytes: number;
  performance: number;
  accessibility: number;
  layoutShift: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

/** The budgets a page misses, in words; none when it keeps them all. */
export function missedBudgets(figures: PageFigures, isFirstPage: boolean): string[] {
  const missed: string[] = [];
  if (isFirstPage && figures.jsBytes > BUDGETS.firstPageJsBytes) {
    missed.push(`JS ${kilobytes(figures.jsBytes)} kB > ${kilobytes(BUDGETS.firstPageJsBytes)} kB`);
  }
  const minPerformance = isFirstPage ? BUDGETS.minPerformance.firstPage : BUDGETS.minPerformance.otherPages;
  if (figures.performance < minPerformance) {
    missed.push(`performance ${figures.performance} < ${minPerformance}`);
  }
  if (figures.accessibility < BUDGETS.minAccessibility) {
    missed.push(`accessibility ${figures.accessibility} < ${BUDGETS.minAccessibility}`);
  }
  if (figures.layoutShift > BUDGETS.maxLayoutShift) {
    missed.push(`CLS ${figures.layoutShift.toFixed(3)} > ${BUDGETS.maxLayoutShift}`);
  }
  return missed;
}

/** The median run of each figure on its own, so one slow run on a busy machine does not decide. */
export function medianFigures(runs: PageFigures[]): PageFigures {
  if (runs.length === 0) throw new Error('No runs to take the median of');
  const of = (figure: keyof PageFigures) => median(runs.map((run) => run[figure]));
  return {
    jsBytes: of('jsBytes'),
    performance: of('performance'),
    accessibility: of('accessibility'),
    layoutShift: of('layoutShift'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function kilobytes(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}
