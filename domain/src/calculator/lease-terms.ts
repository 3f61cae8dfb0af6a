/** Lease terms, distance and payment cycle (calculator §1 and §9). */
export const LEASE_TERMS = [36, 48, 60] as const;
export type LeaseTerm = (typeof LEASE_TERMS)[number];

export const LEASE_TERM_OPTIONS: readonly { value: LeaseTerm; label: string }[] = [
  { value: 36, label: '3 years' },
  { value: 48, label: '4 years' },
  { value: 60, label: '5 years' },
];

export function isLeaseTerm(value: unknown): value is LeaseTerm {
  return (LEASE_TERMS as readonly unknown[]).includes(value);
}

export const SHORTEST_LEASE_TERM: LeaseTerm = 36;
export const LONGEST_LEASE_TERM: LeaseTerm = 60;

/** Estimates assume this distance; the user may change it only when proceeding to a quote. */
export const DEFAULT_ANNUAL_DISTANCE_KM = 15_000;

export const PAYMENT_CYCLES = ['weekly', 'monthly'] as const;
export type PaymentCycle = (typeof PAYMENT_CYCLES)[number];
export const DEFAULT_PAYMENT_CYCLE: PaymentCycle = 'weekly';
