import { gs1CheckDigit } from './gs1-check-digit';
import { Nzbn } from './nzbn';

describe('gs1CheckDigit', () => {
  it("gives GS1's worked example: 629104150021 has check digit 3", () => {
    expect(gs1CheckDigit('629104150021')).toBe(3);
  });

  it('gives 0 when the weighted sum is already a multiple of ten', () => {
    expect(gs1CheckDigit('000000000000')).toBe(0);
    expect(gs1CheckDigit('942900010607')).toBe(8);
  });
});

describe('Nzbn.parse', () => {
  it('accepts a valid NZBN with or without spaces', () => {
    const nzbn = Nzbn.parse('94 2900 0106 078');
    expect(nzbn.ok && nzbn.value.value).toBe('9429000106078');
    expect(Nzbn.parse('9429032097351').ok).toBe(true);
  });

  it.each([
    ['a wrong check digit', '9429000106079', 'the check digit does not match'],
    ['transposed digits', '9429000160078', 'the check digit does not match'],
    ['a GS1 number from another country', '6291041500213', 'an NZBN starts with 94'],
    ['twelve digits', '942900010607', 'an NZBN has 13 digits'],
    ['an ABN', '51824753556', 'an NZBN has 13 digits'],
    ['letters', '94290001060AB', 'an NZBN has 13 digits'],
  ])('refuses %s', (_what, input, reason) => {
    const nzbn = Nzbn.parse(input);
    expect(nzbn.ok).toBe(false);
    if (!nzbn.ok) {
      expect(nzbn.error.code).toBe('BAD_INPUT');
      expect(nzbn.error.message).toBe('Field needs to be a valid NZBN');
      expect(nzbn.error.details).toEqual({ reason });
    }
  });
});

describe('Nzbn.forIdentifier', () => {
  it('adds the GS1 check digit so the number parses', () => {
    expect(Nzbn.forIdentifier('942900010607').value).toBe('9429000106078');
    for (let i = 0; i < 1000; i++) {
      const issued = Nzbn.forIdentifier(`9429${String((i * 104_729) % 100_000_000).padStart(8, '0')}`).value;
      expect(Nzbn.parse(issued).ok).toBe(true);
    }
  });

  it('refuses an identifier outside the NZ prefix or of the wrong length', () => {
    expect(() => Nzbn.forIdentifier('629104150021')).toThrow();
    expect(() => Nzbn.forIdentifier('94290001060')).toThrow();
  });
});
