import { decodePair, encodePair, matchesPair } from './make-model-pair';

describe('the pair codec', () => {
  it('writes makes uppercased with their models, joined by |', () => {
    expect(
      encodePair([
        { make: 'Toyota', models: ['HiLux', 'RAV4'] },
        { make: 'ford', models: [] },
      ]),
    ).toBe('TOYOTA:HiLux,RAV4|FORD');
  });

  it('merges a repeated make and drops blank makes and models', () => {
    expect(
      encodePair([
        { make: ' Kia ', models: ['Sportage', ' '] },
        { make: 'KIA', models: ['sportage', 'EV5'] },
        { make: '  ', models: ['Ghost'] },
      ]),
    ).toBe('KIA:Sportage,EV5');
  });

  it('leaves the parameter out when nothing is chosen', () => {
    expect(encodePair([])).toBeUndefined();
    expect(encodePair([{ make: '', models: [] }])).toBeUndefined();
  });

  it('reads back what it writes', () => {
    const selection = [
      { make: 'TOYOTA', models: ['HiLux', 'RAV4'] },
      { make: 'MAZDA', models: [] },
    ];
    expect(decodePair(encodePair(selection)!)).toEqual(selection);
  });

  it('reads a make without models, with an empty model list, and in lower case', () => {
    expect(decodePair('isuzu|Ford:|BYD:Shark 6')).toEqual([
      { make: 'ISUZU', models: [] },
      { make: 'FORD', models: [] },
      { make: 'BYD', models: ['Shark 6'] },
    ]);
    expect(decodePair('||')).toEqual([]);
  });
});

describe('matchesPair', () => {
  const hilux = { vehicleMake: 'Toyota', vehicleModel: 'HiLux' };

  it('matches a make with no models on every model', () => {
    expect(matchesPair(hilux, decodePair('TOYOTA'))).toBe(true);
  });

  it('matches a chosen model without regard to case', () => {
    expect(matchesPair(hilux, decodePair('TOYOTA:HILUX'))).toBe(true);
    expect(matchesPair(hilux, decodePair('TOYOTA:RAV4'))).toBe(false);
    expect(matchesPair(hilux, decodePair('FORD:HiLux'))).toBe(false);
  });
});
