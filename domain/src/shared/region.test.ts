import { isRegion } from './region';

describe('isRegion', () => {
  it('accepts the two markets and nothing else', () => {
    expect(isRegion('AU')).toBe(true);
    expect(isRegion('NZ')).toBe(true);
    expect(isRegion('au')).toBe(false);
    expect(isRegion(undefined)).toBe(false);
  });
});
