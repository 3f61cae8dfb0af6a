import { effectivePriceBudget, hasBudget, priceBudgetOf, withoutBudget } from './budget-choice';

describe('the budget choice', () => {
  it('reads moved price handles as a price budget', () => {
    expect(priceBudgetOf([40_000, 100_000])).toEqual({ vehicleMinRRP: 40_000, vehicleMaxRRP: 100_000 });
    expect(priceBudgetOf([20_000, 80_000])).toEqual({ vehicleMinRRP: 20_000, vehicleMaxRRP: 80_000 });
  });

  it('reads the full price range as no price budget', () => {
    const budget = priceBudgetOf([20_000, 120_000]);
    expect(budget.vehicleMinRRP).toBeUndefined();
    expect(hasBudget(budget)).toBe(false);
    expect(effectivePriceBudget(budget)).toEqual({ vehicleMinRRP: undefined, vehicleMaxRRP: undefined });
  });

  it('sees a budget of either kind', () => {
    expect(hasBudget({ vehicleMinRRP: 40_000 })).toBe(true);
    expect(hasBudget({ maxBudget: 300 })).toBe(true);
    expect(hasBudget({})).toBe(false);
  });

  it('clears both budgets and keeps the rest of the search', () => {
    const cleared = withoutBudget({
      vehicleBodytype: ['SEDAN' as const],
      vehicleMinRRP: 40_000,
      vehicleMaxRRP: 80_000,
      minBudget: 100,
      maxBudget: 300,
      budgetType: 'weekly' as const,
    });
    expect(cleared).toEqual({
      vehicleBodytype: ['SEDAN'],
      vehicleMinRRP: undefined,
      vehicleMaxRRP: undefined,
      minBudget: undefined,
      maxBudget: undefined,
      budgetType: undefined,
    });
    expect(hasBudget(cleared)).toBe(false);
  });

  it('applies no upper price bound at the top of the slider', () => {
    expect(effectivePriceBudget({ vehicleMinRRP: 40_000, vehicleMaxRRP: 120_000 })).toEqual({
      vehicleMinRRP: 40_000,
      vehicleMaxRRP: undefined,
    });
  });
});
