/** The field messages of journey §5 and calculator §5, verbatim (their wording is part of the product). */
export type LengthUnit = 'characters' | 'letters';

export const FIELD_MESSAGES = {
  required: 'Field is required',
  nameType: 'Field needs to be a characters only',
  email: 'Field needs to be an email address',
  tel: 'Field needs to be a telephone number',
  number: 'Field needs to be digits',
  float: 'Field needs to be float',
  auState: 'Invalid state, please re-enter',
  nzTown: 'Invalid town, please re-enter',
  /** The ID form's required message, once the field has been focused. */
  idDetailsRequired: 'Please enter your details',
  /** The ID form's required message while the field has not been focused yet. */
  idDetailsUnconfirmed: 'Please make sure your details are entered correctly',
  reassignToSelf: 'You can not reassigne the quote yourself',
} as const;

/** One review variant says 'letters' where the others say 'characters'. */
export const minLengthMessage = (n: number, unit: LengthUnit = 'characters'): string =>
  `Field value must have at least ${n} ${unit}.`;

export const maxLengthMessage = (n: number, unit: LengthUnit = 'characters'): string =>
  `Field value must have at most ${n} ${unit}.`;

export const maxDigitsMessage = (n: number): string =>
  `Field is invalid. A maximum of ${n} numbers is permitted`;

export const exactLengthMessage = (n: number): string => `Field value length must equal to ${n}`;
