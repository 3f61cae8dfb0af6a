import type { AuState } from '../validation/field-rules';
import { isBlank, textOf, type FieldRule } from '../validation/field-rule';

/** The card number's message for every state (journey §5). */
export const INVALID_CARD_NUMBER_MESSAGE = 'invalid card number';

interface CardNumberFormat {
  characters: 'digits' | 'alphanumeric';
  minimum: number;
  maximum: number;
}

const digits = (minimum: number, maximum = minimum): CardNumberFormat => ({
  characters: 'digits',
  minimum,
  maximum,
});
const alphanumeric = (minimum: number, maximum = minimum): CardNumberFormat => ({
  characters: 'alphanumeric',
  minimum,
  maximum,
});

/** The card number printed on each state's driver licence (journey §5 'ID form'). */
export const CARD_NUMBER_FORMATS: Readonly<Record<AuState, CardNumberFormat>> = {
  nsw: digits(10),
  nt: digits(6, 8),
  act: alphanumeric(10),
  qld: alphanumeric(10),
  sa: alphanumeric(9),
  tas: alphanumeric(9),
  vic: alphanumeric(8),
  wa: alphanumeric(8, 10),
};

/**
 * An Australian licence's card number, checked against the issuing state's format. Letters are
 * upper-cased and spaces removed, as the card prints them in groups.
 */
export const LicenceCardNumber = {
  for(state: AuState, value: string): { ok: true; value: string } | { ok: false; message: string } {
    const cardNumber = value.replace(/\s+/g, '').toUpperCase();
    const format = CARD_NUMBER_FORMATS[state];
    const characters = format.characters === 'digits' ? /^\d+$/ : /^[A-Z0-9]+$/;
    const fits =
      characters.test(cardNumber) &&
      cardNumber.length >= format.minimum &&
      cardNumber.length <= format.maximum;
    return fits ? { ok: true, value: cardNumber } : { ok: false, message: INVALID_CARD_NUMBER_MESSAGE };
  },
};

/** The form's rule: empty passes (required speaks for that); the state drives the format. */
export function cardNumberRule(state: AuState | undefined): FieldRule {
  return (value) => {
    if (isBlank(value) || state === undefined) return undefined;
    const checked = LicenceCardNumber.for(state, textOf(value));
    return checked.ok ? undefined : checked.message;
  };
}
