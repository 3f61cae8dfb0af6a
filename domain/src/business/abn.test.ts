import { Abn } from './abn';

describe('Abn.parse', () => {
  it("accepts the ATO's documented example, written with spaces", () => {
    const abn = Abn.parse('51 824 753 556');
    expect(abn.ok && abn.value.value).toBe('51824753556');
    expect(abn.ok && abn.value.formatted).toBe('51 824 753 556');
  });

  it.each(['49 004 028 077', '33051775556', ' 88 000 014 675 '])('accepts the published ABN %s', (input) => {
    expect(Abn.parse(input).ok).toBe(true);
  });

  it.each([
    ['a changed last digit', '51 824 753 557', 'the check digits do not match'],
    ['swapped digits', '15 824 753 556', 'the check digits do not match'],
    ['ten digits', '51 824 753 55', 'an ABN has 11 digits'],
    ['twelve digits', '51 824 753 5560', 'an ABN has 11 digits'],
    ['letters', '51 824 753 55A', 'an ABN has 11 digits'],
    ['nothing', '', 'an ABN has 11 digits'],
  ])('refuses %s', (_what, input, reason) => {
    const abn = Abn.parse(input);
    expect(abn.ok).toBe(false);
    if (!abn.ok) {
      expect(abn.error.code).toBe('BAD_INPUT');
      expect(abn.error.message).toBe('Field needs to be a valid ABN');
      expect(abn.error.details).toEqual({ reason });
    }
  });
});

describe('Abn.forIdentifier', () => {
  it('puts the check digits the ATO gives in front of a company ACN', () => {
    expect(Abn.forIdentifier('004028077').value).toBe('49004028077');
    expect(Abn.forIdentifier('824753556').value).toBe('51824753556');
  });

  it('issues numbers that parse, for any identifier', () => {
    for (let i = 0; i < 2000; i++) {
      const identifier = String((i * 7_919_317) % 1_000_000_000).padStart(9, '0');
      const issued = Abn.forIdentifier(identifier).value;
      expect(issued).toMatch(new RegExp(`^[1-9]\\d${identifier}$`));
      expect(Abn.parse(issued).ok).toBe(true);
    }
  });

  it('refuses an identifier that is not nine digits', () => {
    expect(() => Abn.forIdentifier('12345678')).toThrow('Field needs to be a valid ABN');
  });
});
