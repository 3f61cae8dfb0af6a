import { digitsOf } from './digits';

/**
 * The GS1 mod-10 check digit of a GS1 key (GTIN, GLN, and so the NZBN) without its check digit:
 * from the right, digits are weighted 3, 1, 3, 1, ...; the check digit tops the sum up to a multiple of 10.
 */
export function gs1CheckDigit(digitsWithoutCheck: string): number {
  const sum = digitsOf(digitsWithoutCheck)
    .reverse()
    .reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}
