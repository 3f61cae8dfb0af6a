import type { Region } from '../shared/region';
import { Acn } from './acn';
import { looksLikeBusinessNumber, parseBusinessNumber } from './business-number';
import type { BusinessQuery } from './business-registry.port';

/** The calculator's business lookup searches from 2 characters (calculator §5). */
export const CALCULATOR_LOOKUP_MINIMUM_LENGTH = 2;
/** The journey's Company Lookup searches from 4 characters (journey §5 and §9). */
export const COMPANY_LOOKUP_MINIMUM_LENGTH = 4;
/** Both lookups show at most 6 businesses (calculator §8 and §9). */
export const BUSINESS_LOOKUP_MAXIMUM_ROWS = 6;
export const BUSINESS_LOOKUP_DEBOUNCE_MS = 300;

/**
 * What a typed lookup asks the registry, or undefined when no business could match it: fewer than
 * `minimumLength` characters, or digits that are not a valid business number of the region (the
 * registers look numbers up whole, so a partial or mistyped number cannot match anything). In AU a
 * valid ACN is looked up too, as the ABR finds a company by it.
 */
export function businessQueryOf(
  param: string,
  region: Region,
  minimumLength: number,
): BusinessQuery | undefined {
  const text = param.trim().replace(/\s+/g, ' ');
  if (text.length < minimumLength) return undefined;
  if (!looksLikeBusinessNumber(text)) return { by: 'name', name: text };
  const number = parseBusinessNumber(region, text);
  if (number.ok) return { by: 'number', number: number.value.value };
  const acn = region === 'AU' ? Acn.parse(text) : undefined;
  return acn?.ok ? { by: 'company number', number: acn.value.value } : undefined;
}
