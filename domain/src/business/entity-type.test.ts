import {
  entityTypeInWords,
  entityTypeLabel,
  isEligibleForCredit,
  isEntityType,
  isSoleTrader,
} from './entity-type';

describe('entity types', () => {
  it('knows the codes of each region and not the other region', () => {
    expect(entityTypeLabel('AU', 'PRV')).toBe('Australian Private Company');
    expect(entityTypeLabel('NZ', 'Sole_Trader')).toBe('Sole Trader');
    expect(isEntityType('AU', 'LTD')).toBe(false);
    expect(isEntityType('NZ', 'IND')).toBe(false);
    expect(entityTypeLabel('AU', 'toString')).toBeUndefined();
  });

  it('treats IND and Sole_Trader, and only those, as sole traders', () => {
    expect(isSoleTrader('IND')).toBe(true);
    expect(isSoleTrader('Sole_Trader')).toBe(true);
    expect(isSoleTrader('PRV')).toBe(false);
    expect(isSoleTrader('Partnership')).toBe(false);
    expect(isSoleTrader(undefined)).toBe(false);
  });

  it.each([
    ['AU', 'IND', true],
    ['AU', 'PRV', true],
    ['AU', 'PUB', true],
    ['AU', 'TRT', false],
    ['AU', 'PTR', false],
    ['AU', 'LTD', false],
    ['NZ', 'LTD', true],
    ['NZ', 'ULTD', true],
    ['NZ', 'Sole_Trader', true],
    ['NZ', 'Partnership', false],
    ['NZ', 'IND', false],
  ] as const)('in %s, %s may apply for credit online: %s', (region, code, eligible) => {
    expect(isEligibleForCredit(region, code)).toBe(eligible);
  });

  it('does not let a business without an entity type apply', () => {
    expect(isEligibleForCredit('AU', undefined)).toBe(false);
  });
});

describe('entityTypeInWords', () => {
  it.each([
    ['AU', 'PRV', 'Australian Private Company'],
    ['AU', 'IND', 'Individual/Sole Trader'],
    ['NZ', 'Sole_Trader', 'Sole Trader'],
    ['NZ', 'LTD', 'NZ Limited Company'],
    ['NZ', 'Some_New_Code', 'Some New Code'],
    ['AU', undefined, ''],
  ] as const)('%s %p reads %p', (region, code, words) => {
    expect(entityTypeInWords(region, code)).toBe(words);
  });
});
