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
