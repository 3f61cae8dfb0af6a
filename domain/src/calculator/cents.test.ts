import { roundToCents } from './cents';

describe('roundToCents', () => {
  it('rounds to whole cents, half a cent up, despite binary fractions', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(232.80923)).toBe(232.81);
    expect(roundToCents(1008.8368)).toBe(1008.84);
    expect(roundToCents(40_000)).toBe(40_000);
  });
});
