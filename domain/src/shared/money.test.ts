import { formatDollarsAndCents, formatWholeDollars } from './money';

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

describe('formatDollarsAndCents', () => {
  it.each([
    [0, '$0.00'],
    [1120.5, '$1,120.50'],
    [1234567.891, '$1,234,567.89'],
    [99.995, '$100.00'],
    [50000, '$50,000.00'],
  ])('shows %p as %p', (amount, shown) => {
    expect(formatDollarsAndCents(amount)).toBe(shown);
  });

  it.each([undefined, null, Number.NaN])('shows nothing for %p', (amount) => {
    expect(formatDollarsAndCents(amount)).toBe('');
  });
});
