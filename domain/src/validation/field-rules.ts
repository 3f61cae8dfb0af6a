import {
  FIELD_MESSAGES,
  exactLengthMessage,
  maxDigitsMessage,
  maxLengthMessage,
  minLengthMessage,
  type LengthUnit,
} from './field-messages';
import { isBlank, textOf, type FieldRule } from './field-rule';

/*
 * The generic field rules (journey §5). Every rule but `required` lets an empty value pass, so an
 * optional field is simply a field without `required`. Lengths count characters as the user sees
 * them (code points), after trimming.
 */

/** A rule that checks non-empty values with `passes` and answers `message` when they fail. */
export const whenFilled =
  (passes: (text: string) => boolean, message: string): FieldRule =>
  (value) =>
    isBlank(value) || passes(textOf(value)) ? undefined : message;

export const required: FieldRule = (value) => (isBlank(value) ? FIELD_MESSAGES.required : undefined);

export const minLength = (n: number, unit?: LengthUnit): FieldRule =>
  whenFilled((text) => [...text].length >= n, minLengthMessage(n, unit));

export const maxLength = (n: number, unit?: LengthUnit): FieldRule =>
  whenFilled((text) => [...text].length <= n, maxLengthMessage(n, unit));

/** The maximum length of a number-type field, which has its own wording. */
export const maxDigits = (n: number): FieldRule =>
  whenFilled((text) => [...text].length <= n, maxDigitsMessage(n));

export const exactLength = (n: number): FieldRule =>
  whenFilled((text) => [...text].length === n, exactLengthMessage(n));

/** Letters (any alphabet, so macrons and accents pass), spaces, '&' and apostrophes. */
export const nameType: FieldRule = whenFilled(
  (text) => /^[\p{L}\p{M} &']+$/u.test(text),
  FIELD_MESSAGES.nameType,
);

/** One '@', no spaces, and a domain with at least one dot and no empty labels. */
export const email: FieldRule = whenFilled(
  (text) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text),
  FIELD_MESSAGES.email,
);

/** An optional leading '+', then digits, spaces and brackets, with at least one digit. */
export const tel: FieldRule = whenFilled((text) => /^\+?(?=.*\d)[\d\s()]+$/.test(text), FIELD_MESSAGES.tel);

/** Digits only: counts such as fleet size and employees (decision 0103). */
export const number: FieldRule = whenFilled((text) => /^\d+$/.test(text), FIELD_MESSAGES.number);

/** Digits with at most one decimal point, such as annual revenue: '1200', '1200.50', '.5'. */
export const float: FieldRule = whenFilled(
  (text) => /^(\d+(\.\d*)?|\.\d+)$/.test(text),
  FIELD_MESSAGES.float,
);

/**
 * An amount of money as people type it: a float, or whole dollars grouped in thousands with commas
 * ('1,250,000' or '1,250,000.50'). Commas anywhere else are a typing slip, not a separator.
 */
export const amount: FieldRule = whenFilled(
  (text) => /^(\d{1,3}(,\d{3})+|\d+)(\.\d*)?$|^\.\d+$/.test(text),
  FIELD_MESSAGES.float,
);

/** The amount as stored: its thousands separators dropped, once `amount` has accepted it. */
export const withoutThousandsSeparators = (text: string): string => text.replaceAll(',', '');

export const AU_STATES = ['nsw', 'qld', 'sa', 'tas', 'vic', 'wa', 'act', 'nt'] as const;
export type AuState = (typeof AU_STATES)[number];

/** An Australian state or territory code, in any letter case. */
export const auState: FieldRule = whenFilled(
  (text) => (AU_STATES as readonly string[]).includes(text.toLowerCase()),
  FIELD_MESSAGES.auState,
);

/** Words of letters separated by single spaces or hyphens: 'Lower Hutt', 'Te Awamutu', 'Kerikeri-Waipapa'. */
export const nzTown: FieldRule = whenFilled(
  (text) => /^[\p{L}\p{M}]+([ -][\p{L}\p{M}]+)*$/u.test(text),
  FIELD_MESSAGES.nzTown,
);

/** The value must not be this e-mail address, compared case-insensitively (no reassigning to oneself). */
export const notOwnEmail =
  (ownEmail: string | undefined): FieldRule =>
  (value) =>
    ownEmail !== undefined &&
    !isBlank(ownEmail) &&
    textOf(value).toLowerCase() === textOf(ownEmail).toLowerCase()
      ? FIELD_MESSAGES.reassignToSelf
      : undefined;

/** The ID form's required rule: softer wording until the applicant has focused the field. */
export const idDetailRequired =
  (focused: boolean): FieldRule =>
  (value) =>
    !isBlank(value)
      ? undefined
      : focused
        ? FIELD_MESSAGES.idDetailsRequired
        : FIELD_MESSAGES.idDetailsUnconfirmed;
