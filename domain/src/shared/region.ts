/** The two markets the provider leases in. Region changes wording, tax, contacts and validation. */
export const REGIONS = ['AU', 'NZ'] as const;
export type Region = (typeof REGIONS)[number];

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** The calculator defaults to NZ (calculator §1); the applicant journey defaults to AU (journey §9). */
export const CALCULATOR_DEFAULT_REGION: Region = 'NZ';
export const JOURNEY_DEFAULT_REGION: Region = 'AU';
