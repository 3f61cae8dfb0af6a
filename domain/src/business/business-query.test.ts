import {
  businessQueryOf,
  CALCULATOR_LOOKUP_MINIMUM_LENGTH,
  COMPANY_LOOKUP_MINIMUM_LENGTH,
} from './business-query';

describe('businessQueryOf', () => {
  it('searches by name from the minimum length, counting trimmed characters', () => {
    expect(businessQueryOf(' a ', 'AU', CALCULATOR_LOOKUP_MINIMUM_LENGTH)).toBeUndefined();
    expect(businessQueryOf('ab', 'AU', CALCULATOR_LOOKUP_MINIMUM_LENGTH)).toEqual({ by: 'name', name: 'ab' });
    expect(businessQueryOf('abc', 'NZ', COMPANY_LOOKUP_MINIMUM_LENGTH)).toBeUndefined();
    expect(businessQueryOf('abcd', 'NZ', COMPANY_LOOKUP_MINIMUM_LENGTH)).toEqual({
      by: 'name',
      name: 'abcd',
    });
  });

  it('collapses the spaces of a name', () => {
    expect(businessQueryOf('  Harbour   City ', 'AU', 2)).toEqual({ by: 'name', name: 'Harbour City' });
  });

  it('searches by number when the query is a valid business number of the region', () => {
    expect(businessQueryOf('51 824 753 556', 'AU', 2)).toEqual({ by: 'number', number: '51824753556' });
    expect(businessQueryOf('9429000106078', 'NZ', 4)).toEqual({ by: 'number', number: '9429000106078' });
  });

  it('looks an AU company up by its ACN, which the ABR finds too; NZ has no such number', () => {
    expect(businessQueryOf('004 085 616', 'AU', 4)).toEqual({ by: 'company number', number: '004085616' });
    expect(businessQueryOf('004 085 617', 'AU', 4)).toBeUndefined();
    expect(businessQueryOf('004085616', 'NZ', 4)).toBeUndefined();
  });

  it('asks nothing for digits that no business can hold: partial, mistyped or of the other region', () => {
    expect(businessQueryOf('51 824', 'AU', 2)).toBeUndefined();
    expect(businessQueryOf('51 824 753 557', 'AU', 2)).toBeUndefined();
    expect(businessQueryOf('51 824 753 556', 'NZ', 2)).toBeUndefined();
  });

  it('reads digits mixed with letters as a name', () => {
    expect(businessQueryOf('7 Eleven', 'AU', 2)).toEqual({ by: 'name', name: '7 Eleven' });
  });
});
