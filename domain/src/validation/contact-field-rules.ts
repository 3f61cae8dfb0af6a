import type { Region } from '../shared/region';
import { allOf, type FieldRule } from './field-rule';
import { email, maxLength, minLength, required, tel } from './field-rules';
import { exactPhoneDigits, maxPhoneDigits, minPhoneDigits } from './phone-number';

/*
 * The rules every contact form shares (journey §5 reassign and nominee forms, journey §9 and
 * calculator §5): names 2 to 40, e-mail 2 to 55, mobile NZ 9 to 12 / AU exactly 10 digits (the
 * spaces, brackets and '+' the tel rule allows are not counted: decision 1040).
 */

export const personNameRules: readonly FieldRule[] = [required, minLength(2), maxLength(40)];

export const emailAddressRules: readonly FieldRule[] = [required, email, minLength(2), maxLength(55)];

export function phoneNumberRules(region: Region): readonly FieldRule[] {
  return region === 'NZ'
    ? [required, tel, minPhoneDigits(9), maxPhoneDigits(12)]
    : [required, tel, exactPhoneDigits(10)];
}

/** The business contact number on the business details step: the same lengths as a mobile. */
export function businessContactNumberRule(region: Region): FieldRule {
  return allOf(...phoneNumberRules(region));
}

/** A free-text message: optional, at most 250 characters (calculator §9). */
export const messageRules: readonly FieldRule[] = [maxLength(250)];
