import type { Region } from '../shared/region';
import type { Result } from '../shared/result';
import { Abn } from './abn';
import { Nzbn } from './nzbn';

/** The number a business is registered under in its region: ABN in AU, NZBN in NZ. */
export type BusinessNumber = Abn | Nzbn;

export function parseBusinessNumber(region: Region, input: string): Result<BusinessNumber> {
  return region === 'AU' ? Abn.parse(input) : Nzbn.parse(input);
}

/** A lookup query of digits and spaces only is meant as a business number, not a name. */
export function looksLikeBusinessNumber(query: string): boolean {
  return /^[\d\s]+$/.test(query) && /\d/.test(query);
}

/**
 * A business number as its register writes it ('51 824 753 556'); one that does not parse is shown as
 * it was stored rather than hidden.
 */
export function formatBusinessNumber(region: Region, stored: string | undefined): string {
  if (!stored) return '';
  const parsed = parseBusinessNumber(region, stored);
  return parsed.ok ? parsed.value.formatted : stored;
}
