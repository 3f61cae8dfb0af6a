import { BUDGETS, medianFigures, missedBudgets, type PageFigures } from './page-budgets';

const withinBudgets: PageFigures = {
  jsBytes: 150_000,
  performance: 97,
  accessibility: 100,
  layoutShift: 0.01,
  largestContentfulPaintMs: 1800,
  totalBlockingTimeMs: 90,
};

describe('the page budgets', () => {
  it('are kept by a page within every one', () => {
    expect(missedBudgets(withinBudgets, true)).toEqual([]);
  });

  it('count the JavaScript on the first page only', () => {
    const heavy = { ...withinBudgets, jsBytes: BUDGETS.firstPageJsBytes + 1 };
    expect(missedBudgets(heavy, true)).toEqual(['JS 170.0 kB > 170.0 kB']);
    expect(missedBudgets(heavy, false)).toEqual([]);
  });

  it('name each score and the layout shift that falls short', () => {
    const poor = { ...withinBudgets, performance: 94, accessibility: 98, layoutShift: 0.05 };
    expect(missedBudgets(poor, true)).toEqual([
      'performance 94 < 95',
      'accessibility 98 < 100',
      'CLS 0.050 > 0.02',
    ]);
  });

  it('ask 95 of the first page and 90 of the results page', () => {
    const ninetyTwo = { ...withinBudgets, performance: 92 };
    expect(missedBudgets(ninetyTwo, true)).toEqual(['performance 92 < 95']);
    expect(missedBudgets(ninetyTwo, false)).toEqual([]);
    expect(missedBudgets({ ...withinBudgets, performance: 89 }, false)).toEqual(['performance 89 < 90']);
  });

  it('accept the budgets exactly', () => {
    const atTheEdge = {
      ...withinBudgets,
      jsBytes: BUDGETS.firstPageJsBytes,
      performance: BUDGETS.minPerformance.firstPage,
      layoutShift: BUDGETS.maxLayoutShift,
    };
    expect(missedBudgets(atTheEdge, true)).toEqual([]);
    expect(missedBudgets({ ...atTheEdge, performance: BUDGETS.minPerformance.otherPages }, false)).toEqual(
      [],
    );
  });
});

describe('the median of runs', () => {
  it('takes each figure from the middle run of that figure', () => {
    const runs = [
      { ...withinBudgets, performance: 80, totalBlockingTimeMs: 400 },
      { ...withinBudgets, performance: 96, totalBlockingTimeMs: 100 },
      { ...withinBudgets, performance: 98, totalBlockingTimeMs: 200 },
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 96, totalBlockingTimeMs: 200 });
  });

  it('averages the middle two of an even count', () => {
    const runs = [
      { ...withinBudgets, layoutShift: 0 },
      { ...withinBudgets, layoutShift: 0.04 },
    ];
    expect(medianFigures(runs).layoutShift).toBeCloseTo(0.02);
  });

  it('refuses no runs at all', () => {
    expect(() => medianFigures([])).toThrow('No runs');
  });
});
