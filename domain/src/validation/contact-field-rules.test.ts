import { businessContactNumberRule } from './contact-field-rules';

describe('businessContactNumberRule', () => {
  it.each([
    ['AU', '0298765432', undefined],
    ['AU', '029876543', 'Field value length must equal to 10'],
    ['AU', '', 'Field is required'],
    ['NZ', '098765432', undefined],
    ['NZ', '+6498765432', undefined],
    ['NZ', '09876543', 'Field value must have at least 9 characters.'],
    ['NZ', '+6498765432101', 'Field value must have at most 12 characters.'],
    ['AU', '0298 765 432', undefined],
    ['AU', '(02) 9876 5432', undefined],
    ['AU', '0412 345 678', undefined],
    ['NZ', '+64 21 550 1234', undefined],
    ['NZ', '+64 21 550 1234 99', 'Field value must have at most 12 characters.'],
    ['NZ', '021 55 012', 'Field value must have at least 9 characters.'],
    ['NZ', 'ninenine9', 'Field needs to be a telephone number'],
  ] as const)('%s %p gives %p', (region, value, message) => {
    expect(businessContactNumberRule(region)(value)).toBe(message);
  });
});
