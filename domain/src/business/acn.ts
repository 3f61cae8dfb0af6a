import { fail, ok, type Result } from '../shared/result';
import { businessErrors } from './business-errors';
import { digitsOf, isDigits, withoutSpaces } from './digits';

// ASIC's ACN check: weights 8..1 over the first eight digits; the ninth is the mod-10 complement.
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1] as const;

function checkDigit(eightDigits: string): number {
  const sum = digitsOf(eightDigits).reduce((total, digit, i) => total + digit * (WEIGHTS[i] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
}

/** Australian Company Number: the register number of an AU company, nine digits, the last a check digit. */
export class Acn {
  private constructor(readonly value: string) {}

  static parse(input: string): Result<Acn> {
    const value = withoutSpaces(input);
    if (!isDigits(value, 9)) return fail(businessErrors.invalidAcn('an ACN has 9 digits'));
    if (checkDigit(value.slice(0, 8)) !== Number(value[8])) {
      return fail(businessErrors.invalidAcn('the check digit does not match'));
    }
    return ok(new Acn(value));
  }

  /** The ACN for an eight-digit identifier, for issuing test and sandbox numbers. */
  static forIdentifier(identifier: string): Acn {
    if (!isDigits(identifier, 8)) throw businessErrors.invalidAcn('an ACN identifier has 8 digits');
    return new Acn(`${identifier}${checkDigit(identifier)}`);
  }

  /** As ASIC writes it: '004 028 077'. */
  get formatted(): string {
    return this.value.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
  }

  toString(): string {
    return this.value;
  }
}
