import { isBusinessNumberSetting, isSpecialIntroducer } from './special-introducer';

describe('isSpecialIntroducer', () => {
  it('is the introducer whose number is the setting, however it is spaced', () => {
    expect(isSpecialIntroducer('51 824 753 556', '51824753556')).toBe(true);
    expect(isSpecialIntroducer('9429047654321', '9429 0476 54321')).toBe(true);
  });

  it('is no one when the numbers differ, or either is missing', () => {
    expect(isSpecialIntroducer('51824753556', '53004085616')).toBe(false);
    expect(isSpecialIntroducer(undefined, '51824753556')).toBe(false);
    expect(isSpecialIntroducer('51824753556', undefined)).toBe(false);
    expect(isSpecialIntroducer('', '')).toBe(false);
    expect(isSpecialIntroducer(' ', ' ')).toBe(false);
  });
});

describe('isBusinessNumberSetting', () => {
  it.each(['51824753556', '51 824 753 556', '9429047654321'])('takes %s', (value) =>
    expect(isBusinessNumberSetting(value)).toBe(true),
  );
  it.each(['', '5182475355', 'ABN51824753556', '94290476543210'])('refuses %s', (value) =>
    expect(isBusinessNumberSetting(value)).toBe(false),
  );
});
