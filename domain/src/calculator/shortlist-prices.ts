import type { LeaseTerm, PaymentCycle } from './lease-terms';
import type { Vehicle } from './vehicle';

/** The row of one shortlisted vehicle for the chosen term, from the shortlisted-prices fetch. */
export function rowForTerm(
  rows: readonly Vehicle[],
  catalogVehicleId: string,
  term: LeaseTerm,
): Vehicle | undefined {
  return rows.find((row) => row.catalogVehicleId === catalogVehicleId && row.duration === term);
}

/** The payment shown for the chosen cycle. */
export function leasePayment(
  row: Pick<Vehicle, 'weekLeaseprice' | 'monthLeaseprice'>,
  cycle: PaymentCycle,
): number {
  return cycle === 'weekly' ? row.weekLeaseprice : row.monthLeaseprice;
}
