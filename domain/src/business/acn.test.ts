import { Acn } from './acn';

describe('Acn', () => {
  it.each(['000 000 019', '000 250 000', '005 749 986', '010 749 961', '004028077'])(
    "accepts ASIC's example %s",
    (input) => {
      expect(Acn.parse(input).ok).toBe(true);
    },
  );

  it.each(['000 000 018', '005 749 987', '00574998', '0057499860', 'ABC749986'])('refuses %s', (input) => {
    const acn = Acn.parse(input);
    expect(acn.ok).toBe(false);
    if (!acn.ok) expect(acn.error.message).toBe('Field needs to be a valid ACN');
  });

  it('adds the check digit to an eight-digit identifier and formats in threes', () => {
    const acn = Acn.forIdentifier('00574998');
    expect(acn.value).toBe('005749986');
    expect(acn.formatted).toBe('005 749 986');
    expect(() => Acn.forIdentifier('0057499')).toThrow();
  });
});
