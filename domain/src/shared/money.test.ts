import { formatWholeDollars } from './money';

describe('formatWholeDollars', () => {
  it.each([
    [0, '$0'],
    [1234, '$1,234'],
    [150000, '$150,000'],
    [1234567.89, '$1,234,568'],
    [1234.49, '$1,234'],
    [1234.5, '$1,235'],
    [-2.5, '-$3'],
  ])('shows %p as %p', (amount, shown) => {
    expect(formatWholeDollars(amount)).toBe(shown);
  });

  it.each([undefined, null, Number.NaN, Number.POSITIVE_INFINITY])('shows nothing for %p', (amount) => {
    expect(formatWholeDollars(amount)).toBe('');
  });
});
