import { allOf } from './field-rule';
import { tel } from './field-rules';
import {
  exactPhoneDigits,
  maxPhoneDigits,
  minPhoneDigits,
  normalisePhoneNumber,
  phoneDigits,
} from './phone-number';

describe('phone numbers as typed', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['(09) 555 1234', '095551234'],
    ['+64 21 550 1234', '+64215501234'],
    ['  +61 (2) 9876 5432 ', '+61298765432'],
    ['0412345678', '0412345678'],
  ])('stores %p as %p', (typed, stored) => {
    expect(normalisePhoneNumber(typed)).toBe(stored);
  });

  it.each([
    ['0412-345-678', '0412-345-678'],
    ['call me', 'call me'],
    ['', ''],
    [undefined, ''],
  ])('leaves %p, which is no telephone number, as typed: %p', (typed, kept) => {
    expect(normalisePhoneNumber(typed)).toBe(kept);
  });

  it('counts digits only', () => {
    expect(phoneDigits('+64 (21) 550 1234')).toBe('64215501234');
  });

  it('keeps the length messages of the specification, counted in digits', () => {
    expect(exactPhoneDigits(10)('0412 345 678')).toBeUndefined();
    expect(exactPhoneDigits(10)('0412 345 67')).toBe('Field value length must equal to 10');
    expect(minPhoneDigits(9)('021 234 567')).toBeUndefined();
    expect(minPhoneDigits(9)('021 234 56')).toBe('Field value must have at least 9 characters.');
    expect(maxPhoneDigits(12)('+64 21 550 1234')).toBeUndefined();
    expect(maxPhoneDigits(12)('+64 21 550 12345 6')).toBe('Field value must have at most 12 characters.');
  });

  it('lets an empty value pass, for the required rule to speak', () => {
    expect(exactPhoneDigits(10)('  ')).toBeUndefined();
  });

  it('stores what the rules accept in a form the rules accept again', () => {
    const rule = allOf(tel, exactPhoneDigits(10));
    const typed = '(04) 1234 5678';
    expect(rule(typed)).toBeUndefined();
    expect(rule(normalisePhoneNumber(typed))).toBeUndefined();
  });
});
