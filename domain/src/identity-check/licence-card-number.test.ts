import { AU_STATES } from '../validation/field-rules';
import { cardNumberRule, INVALID_CARD_NUMBER_MESSAGE, LicenceCardNumber } from './licence-card-number';

describe('LicenceCardNumber, by the issuing state (journey §5)', () => {
  it.each([
    ['nsw', '2012345678'],
    ['nt', '123456'],
    ['nt', '12345678'],
    ['act', 'A123456789'],
    ['qld', '1234567890'],
    ['qld', 'AB12345678'],
    ['sa', 'S12345678'],
    ['tas', 'T12345678'],
    ['vic', 'P1234567'],
    ['wa', '12345678'],
    ['wa', 'AB12345678'],
  ] as const)('%s takes %s', (state, value) => {
    expect(LicenceCardNumber.for(state, value)).toEqual({ ok: true, value });
  });

  it.each([
    ['nsw', '201234567', 'nine digits'],
    ['nsw', '20123456789', 'eleven digits'],
    ['nsw', 'A012345678', 'a letter'],
    ['nt', '12345', 'five digits'],
    ['nt', '123456789', 'nine digits'],
    ['nt', '12345A', 'a letter'],
    ['act', 'A12345678', 'nine characters'],
    ['qld', 'AB1234567-', 'a hyphen'],
    ['sa', 'S1234567', 'eight characters'],
    ['tas', 'T123456789', 'ten characters'],
    ['vic', 'P123456', 'seven characters'],
    ['vic', 'P12345678', 'nine characters'],
    ['wa', '1234567', 'seven characters'],
    ['wa', '12345678901', 'eleven characters'],
  ] as const)('%s refuses %s (%s)', (state, value, _why) => {
    expect(LicenceCardNumber.for(state, value)).toEqual({ ok: false, message: INVALID_CARD_NUMBER_MESSAGE });
  });

  it('reads the card as printed: groups of characters, lower-case letters', () => {
    expect(LicenceCardNumber.for('vic', 'p123 4567')).toEqual({ ok: true, value: 'P1234567' });
    expect(LicenceCardNumber.for('nsw', '20 1234 5678')).toEqual({ ok: true, value: '2012345678' });
  });

  it('refuses an empty card in every state and territory', () => {
    for (const state of AU_STATES) expect(LicenceCardNumber.for(state, '  ').ok).toBe(false);
  });
});

describe('cardNumberRule', () => {
  it('leaves an empty card number to the required rule, and waits for the state', () => {
    expect(cardNumberRule('nsw')('')).toBeUndefined();
    expect(cardNumberRule(undefined)('anything')).toBeUndefined();
  });

  it("answers the spec's message for a card of the wrong format", () => {
    expect(cardNumberRule('nsw')('12345')).toBe('invalid card number');
    expect(cardNumberRule('nsw')('2012345678')).toBeUndefined();
  });
});
