import { LEASE_TERMS } from '../calculator/lease-terms';
import { isBlank, textOf, type FieldRule } from './field-rule';

/*
 * Rules for the facts of a provider's quote (journey §3 quoteDetails, leaseDetails, vehicleDetails).
 * The specification quotes no messages for them, so these are the project's own wording
 * (decision 1210), phrased like the quoted field messages. Like every rule but `required`, they let
 * an empty value pass.
 */

export const QUOTE_FIELD_MESSAGES = {
  amount: 'Field needs to be an amount in dollars, such as 45990 or 45990.50',
  positiveAmount: 'Field needs to be more than 0',
  leaseTerm: `Field must be one of ${LEASE_TERMS.join(', ')} months`,
  quoteReference: "Field needs to be letters, digits, '-', '/' or '_'",
  signingMode: "Field must be 'electronic' or 'wet'",
  webAddress: 'Field needs to be a web address starting with https:// or http://',
} as const;

export const atMostAmountMessage = (limit: number): string =>
  `Field needs to be at most ${limit.toLocaleString('en-US')}`;

const whenFilled =
  (passes: (text: string) => boolean, message: string): FieldRule =>
  (value) =>
    isBlank(value) || passes(textOf(value)) ? undefined : message;

/** Whole dollars, or dollars and cents: '45990', '45990.5', '45990.50'; no signs, commas or symbols. */
export const moneyAmount: FieldRule = whenFilled(
  (text) => /^\d+(\.\d{1,2})?$/.test(text),
  QUOTE_FIELD_MESSAGES.amount,
);

/** An amount above zero (a price or a rental of nothing is a typing slip). */
export const positiveAmount: FieldRule = whenFilled(
  (text) => Number(text) > 0,
  QUOTE_FIELD_MESSAGES.positiveAmount,
);

export const atMostAmount = (limit: number): FieldRule =>
  whenFilled((text) => !(Number(text) > limit), atMostAmountMessage(limit));

/** One of the lease terms the provider offers, in months (journey §9: 36, 48, 60). */
export const leaseTermMonths: FieldRule = whenFilled(
  (text) => (LEASE_TERMS as readonly number[]).includes(Number(text)) && /^\d+$/.test(text),
  QUOTE_FIELD_MESSAGES.leaseTerm,
);

/** The provider's quote reference, as its quoting system prints it: 'Q-2026-00042', 'ERP/1234'. */
export const quoteReference: FieldRule = whenFilled(
  (text) => /^[A-Za-z0-9][A-Za-z0-9/_-]*$/.test(text),
  QUOTE_FIELD_MESSAGES.quoteReference,
);

export const QUOTE_SIGNINGS = ['electronic', 'wet'] as const;
export type QuoteSigning = (typeof QUOTE_SIGNINGS)[number];

export function isQuoteSigning(value: unknown): value is QuoteSigning {
  return (QUOTE_SIGNINGS as readonly unknown[]).includes(value);
}

/** How the lease documents are signed: an embedded e-signature session or on paper (journey §1). */
export const quoteSigning: FieldRule = whenFilled(
  (text) => isQuoteSigning(text.toLowerCase()),
  QUOTE_FIELD_MESSAGES.signingMode,
);

/** An absolute web address, such as a vehicle image's: http or https only, never file: or data:. */
export const webAddress: FieldRule = whenFilled((text) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}, QUOTE_FIELD_MESSAGES.webAddress);
