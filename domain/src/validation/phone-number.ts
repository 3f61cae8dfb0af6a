import { exactLengthMessage, maxLengthMessage, minLengthMessage } from './field-messages';
import { isBlank, textOf, type FieldRule } from './field-rule';

/*
 * Telephone numbers as people type them: '0412 345 678', '(09) 555 1234', '+64 21 550 1234'. The tel
 * rule allows spaces, brackets and a leading '+', so a phone's length rules count what they mean,
 * the digits, and keep the specification's messages (decision 1040).
 */

/** The digits of a telephone number, without its layout (spaces, brackets, a leading '+'). */
export function phoneDigits(value: unknown): string {
  return textOf(value).replace(/\D/g, '');
}

/**
 * The one form a phone number is stored and sent in: a leading '+' when typed, then the digits
 * ('+64 21 550 1234' is '+64215501234'). A value that is no telephone number is left as typed
 * (trimmed), for the tel rule to refuse.
 */
export function normalisePhoneNumber(value: unknown): string {
  const text = textOf(value);
  if (!/^\+?[\d\s()]+$/.test(text)) return text;
  return `${text.startsWith('+') ? '+' : ''}${phoneDigits(text)}`;
}

const whenFilled =
  (passes: (digits: number) => boolean, message: string): FieldRule =>
  (value) =>
    isBlank(value) || passes(phoneDigits(value).length) ? undefined : message;

/** At least n digits, in the words of the minimum-length message. */
export const minPhoneDigits = (n: number): FieldRule =>
  whenFilled((digits) => digits >= n, minLengthMessage(n));

/** At most n digits, in the words of the maximum-length message. */
export const maxPhoneDigits = (n: number): FieldRule =>
  whenFilled((digits) => digits <= n, maxLengthMessage(n));

/** Exactly n digits, in the words of the exact-length message. */
export const exactPhoneDigits = (n: number): FieldRule =>
  whenFilled((digits) => digits === n, exactLengthMessage(n));
