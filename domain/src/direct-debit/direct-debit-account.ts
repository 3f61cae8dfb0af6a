import type { DirectDebitAccount } from '../shared/bank-account';
import type { Region } from '../shared/region';
import { DomainError, fail, ok, type Result } from '../shared/result';
import {
  hasFieldErrors,
  textOf,
  validateForm,
  type FieldRule,
  type FormRules,
} from '../validation/field-rule';
import { maxLength, minLength, required } from '../validation/field-rules';
import { nzAccountNumberProblem } from './nz-bank-account-number';

/** What the form sends: every field as typed; the region's fields are read, the others ignored. */
export interface DirectDebitAccountFields {
  accountName?: string;
  bsb?: string;
  accountNumber?: string;
  bank?: string;
  branch?: string;
  account?: string;
  suffix?: string;
}

export const DIRECT_DEBIT_REASONS = {
  accountInvalid: 'DIRECT_DEBIT.ACCOUNT_INVALID',
} as const;

/** The form's messages, in the specification's tone: short, and saying what is wanted. */
export const DIRECT_DEBIT_MESSAGES = {
  bsb: 'Enter the BSB as 6 digits, like 062-000.',
  accountNumber: 'Enter the account number as 5 to 9 digits.',
  bank: 'Enter the bank as 2 digits, like 01.',
  unknownBank: 'This is not a New Zealand bank’s number: check the first 2 digits of your account number.',
  branch: 'Enter the branch as 4 digits, like 0902.',
  branchNotOfBank: 'This branch is not one of this bank’s: check the branch number on your bank statement.',
  account: 'Enter the account as 7 digits.',
  suffix: 'Enter the suffix as 2 or 3 digits, like 00 or 001.',
  checkDigits: 'This is not a valid New Zealand account number: check each part against your bank statement.',
} as const;

/** Spaces and dashes people type between digit groups are not part of the number. */
export const digitsOf = (value: unknown): string => textOf(value).replace(/[\s-]/g, '');

const digits =
  (min: number, max: number, message: string): FieldRule =>
  (value) => {
    const text = digitsOf(value);
    if (!text) return undefined;
    return /^\d+$/.test(text) && text.length >= min && text.length <= max ? undefined : message;
  };

const ACCOUNT_NAME_RULES = [required, minLength(2), maxLength(100)];

const AU_RULES: FormRules<'accountName' | 'bsb' | 'accountNumber'> = {
  accountName: ACCOUNT_NAME_RULES,
  bsb: [required, digits(6, 6, DIRECT_DEBIT_MESSAGES.bsb)],
  accountNumber: [required, digits(5, 9, DIRECT_DEBIT_MESSAGES.accountNumber)],
};

const NZ_RULES: FormRules<'accountName' | 'bank' | 'branch' | 'account' | 'suffix'> = {
  accountName: ACCOUNT_NAME_RULES,
  bank: [required, digits(2, 2, DIRECT_DEBIT_MESSAGES.bank)],
  branch: [required, digits(4, 4, DIRECT_DEBIT_MESSAGES.branch)],
  account: [required, digits(7, 7, DIRECT_DEBIT_MESSAGES.account)],
  suffix: [required, digits(2, 3, DIRECT_DEBIT_MESSAGES.suffix)],
};

/** Each field's messages, as the form shows them; the first speaks for the refusal. */
export type DirectDebitFieldErrors = Partial<Record<keyof DirectDebitAccountFields, string>>;

/** The region's fields, each field's problem as the form shows it, or none. */
export function directDebitFieldErrors(
  region: Region,
  given: DirectDebitAccountFields,
): DirectDebitFieldErrors {
  if (region === 'AU') return validateForm(AU_RULES, given);
  const errors: DirectDebitFieldErrors = validateForm(NZ_RULES, given);
  if (hasFieldErrors(errors)) return errors;
  const problem = nzAccountNumberProblem({
    bank: digitsOf(given.bank),
    branch: digitsOf(given.branch),
    account: digitsOf(given.account),
    suffix: digitsOf(given.suffix),
  });
  if (problem === 'unknownBank') return { bank: DIRECT_DEBIT_MESSAGES.unknownBank };
  if (problem === 'branchNotOfBank') return { branch: DIRECT_DEBIT_MESSAGES.branchNotOfBank };
  if (problem === 'checkDigits') return { account: DIRECT_DEBIT_MESSAGES.checkDigits };
  return {};
}

/** The account as the region's rules accept it, digits only, or a BAD_INPUT naming each field. */
export function directDebitAccountOf(
  region: Region,
  given: DirectDebitAccountFields,
): Result<DirectDebitAccount, DomainError> {
  const errors = directDebitFieldErrors(region, given);
  if (hasFieldErrors(errors)) {
    const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
    return fail(
      new DomainError('BAD_INPUT', Object.values(errors).join('\n'), {
        reason: DIRECT_DEBIT_REASONS.accountInvalid,
        fields,
      }),
    );
  }
  const accountName = textOf(given.accountName).replace(/\s+/g, ' ');
  if (region === 'AU') {
    return ok({
      region,
      accountName,
      bsb: digitsOf(given.bsb),
      accountNumber: digitsOf(given.accountNumber),
    });
  }
  return ok({
    region,
    accountName,
    bank: digitsOf(given.bank),
    branch: digitsOf(given.branch),
    account: digitsOf(given.account),
    suffix: digitsOf(given.suffix),
  });
}
