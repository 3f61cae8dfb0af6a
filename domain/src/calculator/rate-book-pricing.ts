import { DomainError } from '../shared/result';
import type { CatalogueVehicle, Vehicle } from './vehicle';
import { DEFAULT_ANNUAL_DISTANCE_KM, LEASE_TERMS, type LeaseTerm } from './lease-terms';
import { roundToCents } from './cents';
import {
  DEMO_RATE_CARD,
  type LeaseInclusions,
  type PricingAssumptions,
  type RateCard,
} from './pricing-assumptions';

type PricedSpec = Pick<CatalogueVehicle, 'consumerPrice' | 'vehicleBodytype' | 'vehicleFueltype'>;

/** One term's operating-lease rental and how it was reached. Dollars, rounded to whole cents. */
export interface LeasePrice {
  duration: LeaseTerm;
  durationUnit: 'month';
  /** The RRP less GST: the lessor claims the GST back, so it finances this. */
  catalogPrice: number;
  residualValue: number;
  /** The finance part of the rental, without GST. */
  financeRental: number;
  /** The included running costs a month, without GST. */
  inclusions: number;
  /** The rental as the region shows it: AU including GST, NZ without. */
  monthLeaseprice: number;
  /** monthLeaseprice × 12 / 52. */
  weekLeaseprice: number;
}

/**
 * A finance rental paid monthly in arrears that repays `principal` down to a balloon of
 * `residual` (an annuity with a balloon):
 *   rental = (principal − residual / (1 + r)^n) × r / (1 − (1 + r)^−n),  r = annual rate / 12;
 * at a zero rate simply (principal − residual) / n.
 */
export function financeRental(
  principal: number,
  residual: number,
  annualRate: number,
  months: number,
): number {
  const r = annualRate / 12;
  if (r === 0) return (principal - residual) / months;
  const growth = (1 + r) ** months;
  return ((principal - residual / growth) * r) / (1 - 1 / growth);
}

export function residualFraction(
  vehicle: PricedSpec,
  term: LeaseTerm,
  assumptions: PricingAssumptions,
): number {
  return (
    assumptions.residualByTerm[term] +
    assumptions.residualAdjustmentByBodyType[vehicle.vehicleBodytype] +
    (assumptions.residualAdjustmentByFuelType[vehicle.vehicleFueltype] ?? 0)
  );
}

/** The running costs a month without GST, with NZ road user charges at 15,000 km a year. */
export function monthlyInclusions(vehicle: PricedSpec, assumptions: PricingAssumptions): number {
  const costs: LeaseInclusions = assumptions.monthlyInclusions[vehicle.vehicleBodytype];
  const roadUserCharges =
    ((assumptions.roadUserChargePer1000Km[vehicle.vehicleFueltype] ?? 0) * DEFAULT_ANNUAL_DISTANCE_KM) /
    1000 /
    12;
  return (
    costs.servicing +
    costs.tyres +
    costs.registration +
    costs.roadsideAssistance +
    costs.fleetManagement +
    roadUserCharges
  );
}

/** Prices one vehicle for one term (decision 0401). */
export function priceLease(
  vehicle: PricedSpec,
  term: LeaseTerm,
  assumptions: PricingAssumptions,
): LeasePrice {
  if (!(vehicle.consumerPrice > 0)) {
    throw new DomainError('BAD_INPUT', `An RRP must be more than zero, not ${vehicle.consumerPrice}.`);
  }
  const priceWithoutGst = vehicle.consumerPrice / (1 + assumptions.gstRate);
  const residual = priceWithoutGst * residualFraction(vehicle, term, assumptions);
  const finance = financeRental(priceWithoutGst, residual, assumptions.annualInterestRate, term);
  const inclusions = monthlyInclusions(vehicle, assumptions);
  const tax = assumptions.showsPricesIncludingGst ? 1 + assumptions.gstRate : 1;
  const monthLeaseprice = roundToCents((finance + inclusions) * tax);
  return {
    duration: term,
    durationUnit: 'month',
    catalogPrice: roundToCents(priceWithoutGst),
    residualValue: roundToCents(residual),
    financeRental: roundToCents(finance),
    inclusions: roundToCents(inclusions),
    monthLeaseprice,
    // From the stored monthly amount, so anyone can check one against the other.
    weekLeaseprice: roundToCents((monthLeaseprice * 12) / 52),
  };
}

/** The rate book rows of one catalogue vehicle: one per lease term, at 15,000 km a year. */
export function rateBookRows(vehicle: CatalogueVehicle, rateCard: RateCard = DEMO_RATE_CARD): Vehicle[] {
  const assumptions = rateCard[vehicle.countryCode];
  return LEASE_TERMS.map((term) => {
    const price = priceLease(vehicle, term, assumptions);
    return {
      ...vehicle,
      catalogPrice: price.catalogPrice,
      weekLeaseprice: price.weekLeaseprice,
      monthLeaseprice: price.monthLeaseprice,
      duration: price.duration,
      durationUnit: price.durationUnit,
    };
  });
}
