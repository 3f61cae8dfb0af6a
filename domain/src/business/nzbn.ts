import { fail, ok, type Result } from '../shared/result';
import { businessErrors } from './business-errors';
import { isDigits, withoutSpaces } from './digits';
import { gs1CheckDigit } from './gs1-check-digit';

// NZBNs are global location numbers issued from GS1 New Zealand's prefix.
const GS1_NEW_ZEALAND = '94';

/** New Zealand Business Number: a 13-digit GS1 global location number with a mod-10 check digit. */
export class Nzbn {
  private constructor(readonly value: string) {}

  static parse(input: string): Result<Nzbn> {
    const value = withoutSpaces(input);
    if (!isDigits(value, 13)) return fail(businessErrors.invalidNzbn('an NZBN has 13 digits'));
    if (!value.startsWith(GS1_NEW_ZEALAND)) {
      return fail(businessErrors.invalidNzbn(`an NZBN starts with ${GS1_NEW_ZEALAND}`));
    }
    if (gs1CheckDigit(value.slice(0, 12)) !== Number(value[12])) {
      return fail(businessErrors.invalidNzbn('the check digit does not match'));
    }
    return ok(new Nzbn(value));
  }

  /** The NZBN for a twelve-digit identifier starting 94, for issuing test and sandbox numbers. */
  static forIdentifier(identifier: string): Nzbn {
    if (!isDigits(identifier, 12) || !identifier.startsWith(GS1_NEW_ZEALAND)) {
      throw businessErrors.invalidNzbn(`an NZBN identifier has 12 digits and starts with ${GS1_NEW_ZEALAND}`);
    }
    return new Nzbn(`${identifier}${gs1CheckDigit(identifier)}`);
  }

  /** As the NZBN register writes it: thirteen digits, unspaced. */
  get formatted(): string {
    return this.value;
  }

  toString(): string {
    return this.value;
  }
}
