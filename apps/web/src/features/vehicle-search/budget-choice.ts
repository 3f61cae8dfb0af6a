import { PRICE_SLIDER, type RateBookFilter } from '@lease-portal/domain';

type PriceBudget = Pick<RateBookFilter, 'vehicleMinRRP' | 'vehicleMaxRRP'>;
type Budget = PriceBudget & Pick<RateBookFilter, 'minBudget' | 'maxBudget' | 'budgetType'>;

/**
 * The price slider's handles as a price budget. Handles moved back to the full range mean no price
 * budget, so the weekly budget is offered again (calculator §4: the two are mutually exclusive). The
 * maximum is kept so the handle stays where the customer put it; without a minimum it is no filter.
 */
export function priceBudgetOf([min, max]: readonly [number, number]): PriceBudget {
  const fullRange = min <= PRICE_SLIDER.min && max >= PRICE_SLIDER.noUpperBound;
  return { vehicleMinRRP: fullRange ? undefined : min, vehicleMaxRRP: max };
}

/** Whether a search (or a draft of one) filters by price or by weekly budget. */
export function hasBudget(choice: Budget): boolean {
  return (
    choice.vehicleMinRRP !== undefined || choice.minBudget !== undefined || choice.maxBudget !== undefined
  );
}

/** The same search with no budget of either kind. */
export function withoutBudget<T extends Budget>(choice: T): T {
  return {
    ...choice,
    vehicleMinRRP: undefined,
    vehicleMaxRRP: undefined,
    minBudget: undefined,
    maxBudget: undefined,
    budgetType: undefined,
  };
}

/** The price budget as the search applies it: a maximum without a minimum is no filter. */
export function effectivePriceBudget(choice: PriceBudget): PriceBudget {
  const { vehicleMinRRP, vehicleMaxRRP } = choice;
  if (vehicleMinRRP === undefined) return { vehicleMinRRP: undefined, vehicleMaxRRP: undefined };
  return {
    vehicleMinRRP,
    vehicleMaxRRP: vehicleMaxRRP === PRICE_SLIDER.noUpperBound ? undefined : vehicleMaxRRP,
  };
}
