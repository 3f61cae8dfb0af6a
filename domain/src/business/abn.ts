import { fail, ok, type Result } from '../shared/result';
import { businessErrors } from './business-errors';
import { digitsOf, isDigits, withoutSpaces } from './digits';

// The ATO's ABN check: subtract 1 from the first digit, weight the digits, the sum divides by 89.
const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;
const MODULUS = 89;

function weightedSum(digits: number[]): number {
  return digits.reduce((sum, digit, i) => sum + (i === 0 ? digit - 1 : digit) * (WEIGHTS[i] ?? 0), 0);
}

/** Australian Business Number: 11 digits, the first two are check digits over the other nine. */
export class Abn {
  private constructor(readonly value: string) {}

  static parse(input: string): Result<Abn> {
    const value = withoutSpaces(input);
    if (!isDigits(value, 11)) return fail(businessErrors.invalidAbn('an ABN has 11 digits'));
    if (weightedSum(digitsOf(value)) % MODULUS !== 0) {
      return fail(businessErrors.invalidAbn('the check digits do not match'));
    }
    return ok(new Abn(value));
  }

  /**
   * The ABN whose last nine digits are `identifier` (for a company, its ACN), with the check digits
   * the ATO algorithm gives. For issuing test and sandbox numbers, never for checking input.
   */
  static forIdentifier(identifier: string): Abn {
    if (!isDigits(identifier, 9)) throw businessErrors.invalidAbn('an ABN identifier has 9 digits');
    const rest = weightedSum([1, 0, ...digitsOf(identifier)]) % MODULUS;
    // 10 x (first - 1) + second must bring the sum to a multiple of 89; 0..88 always fits two digits.
    const needed = (MODULUS - rest) % MODULUS;
    const first = Math.floor(needed / 10) + 1;
    return new Abn(`${first}${needed % 10}${identifier}`);
  }

  /** As the ATO writes it: '51 824 753 556'. */
  get formatted(): string {
    return this.value.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
  }

  toString(): string {
    return this.value;
  }
}
