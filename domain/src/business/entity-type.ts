import type { Region } from '../shared/region';

/** Entity types as the Australian Business Register codes them. */
export const AU_ENTITY_TYPES = {
  IND: 'Individual/Sole Trader',
  PRV: 'Australian Private Company',
  PUB: 'Australian Public Company',
  PTR: 'Other Partnership',
  FPT: 'Family Partnership',
  TRT: 'Other Trust',
  DTT: 'Discretionary Trading Trust',
  FXT: 'Fixed Trust',
  COP: 'Co-operative',
  OIE: 'Other Incorporated Entity',
  UIE: 'Other Unincorporated Entity',
} as const;

/** Entity types as the NZBN register codes them. */
export const NZ_ENTITY_TYPES = {
  LTD: 'NZ Limited Company',
  ULTD: 'NZ Unlimited Company',
  COOP: 'NZ Co-operative Company',
  ASIC: 'Overseas ASIC Company',
  NON_ASIC: 'Overseas Non-ASIC Company',
  Sole_Trader: 'Sole Trader',
  Partnership: 'Partnership',
  Trading_Trust: 'Trading Trust',
  I: 'Incorporated Society',
  T: 'Charitable Trust Board',
} as const;

export type AuEntityType = keyof typeof AU_ENTITY_TYPES;
export type NzEntityType = keyof typeof NZ_ENTITY_TYPES;
export type EntityType = AuEntityType | NzEntityType;

const ENTITY_TYPES: Record<Region, Record<string, string>> = { AU: AU_ENTITY_TYPES, NZ: NZ_ENTITY_TYPES };

/** The entity types that may apply for credit online (calculator §5, credit application eligibility). */
export const CREDIT_ELIGIBLE_ENTITY_TYPES: { AU: readonly AuEntityType[]; NZ: readonly NzEntityType[] } = {
  AU: ['IND', 'PRV', 'PUB'],
  NZ: ['ULTD', 'LTD', 'Sole_Trader'],
};

export function isEntityType(region: Region, code: string): boolean {
  return Object.hasOwn(ENTITY_TYPES[region], code);
}

/** The register's description of a code, or undefined for a code the region does not use. */
export function entityTypeLabel(region: Region, code: string): string | undefined {
  return isEntityType(region, code) ? ENTITY_TYPES[region][code] : undefined;
}

/** An entity type in words for a customer to read ('Australian Private Company', not 'PRV'). */
export function entityTypeInWords(region: Region, code: string | undefined): string {
  if (!code) return '';
  return entityTypeLabel(region, code) ?? code.replaceAll('_', ' ');
}

/** IND and Sole_Trader both mean sole trader (journey §3): one officer, no personal guarantee. */
export function isSoleTrader(code: string | undefined): boolean {
  return code === 'IND' || code === 'Sole_Trader';
}

export function isEligibleForCredit(region: Region, code: string | undefined): boolean {
  return code !== undefined && (CREDIT_ELIGIBLE_ENTITY_TYPES[region] as readonly string[]).includes(code);
}
