import type { Region } from '../shared/region';
import {
  creditApplicationEligibility,
  type CreditApplicationEligibilityFacts,
} from './credit-application-eligibility';

/** An eligible calculator customer; tests change one fact at a time. */
const aCalculatorCustomer = (
  region: Region,
  changes: Partial<CreditApplicationEligibilityFacts> = {},
): CreditApplicationEligibilityFacts => ({
  region,
  entityType: region === 'AU' ? 'PRV' : 'LTD',
  account: { accountSource: 'Calculator', creditTotalValue: null },
  opportunity: { manualCalculatorLead: false },
  ...changes,
});

describe('creditApplicationEligibility', () => {
  it.each([
    ['AU', 'IND'],
    ['AU', 'PRV'],
    ['AU', 'PUB'],
    ['NZ', 'ULTD'],
    ['NZ', 'LTD'],
    ['NZ', 'Sole_Trader'],
  ] as const)('offers the application to a %s %s', (region, entityType) => {
    expect(creditApplicationEligibility(aCalculatorCustomer(region, { entityType }))).toEqual({
      eligible: true,
      reasons: [],
    });
  });

  it.each([
    ['AU', 'TRT'],
    ['AU', 'LTD'],
    ['AU', 'Sole_Trader'],
    ['NZ', 'IND'],
    ['NZ', 'Partnership'],
    ['NZ', 'ltd'],
    ['NZ', undefined],
  ] as const)('refuses a %s %p', (region, entityType) => {
    expect(creditApplicationEligibility(aCalculatorCustomer(region, { entityType })).reasons).toEqual([
      'ENTITY_TYPE_NOT_ELIGIBLE',
    ]);
  });

  it.each([undefined, 'Web', 'calculator'])('refuses an account whose source is %p', (accountSource) => {
    const facts = aCalculatorCustomer('AU', { account: { accountSource } });
    expect(creditApplicationEligibility(facts)).toEqual({
      eligible: false,
      reasons: ['NOT_A_CALCULATOR_ACCOUNT'],
    });
  });

  it('refuses a manual calculator lead that already has a credit total', () => {
    const facts = aCalculatorCustomer('NZ', {
      account: { accountSource: 'Calculator', creditTotalValue: 0 },
      opportunity: { manualCalculatorLead: true },
    });
    expect(creditApplicationEligibility(facts).reasons).toEqual(['MANUAL_LEAD_WITH_CREDIT_TOTAL']);
  });

  it('offers the application to a manual lead whose credit total is empty', () => {
    const facts = aCalculatorCustomer('NZ', { opportunity: { manualCalculatorLead: true } });
    expect(creditApplicationEligibility(facts).eligible).toBe(true);
  });

  it('offers the application to a visitor lead with a credit total', () => {
    const facts = aCalculatorCustomer('AU', {
      account: { accountSource: 'Calculator', creditTotalValue: 50000 },
    });
    expect(creditApplicationEligibility(facts).eligible).toBe(true);
  });

  it('gives every reason at once', () => {
    const facts: CreditApplicationEligibilityFacts = {
      region: 'AU',
      entityType: 'TRT',
      account: { accountSource: 'Web', creditTotalValue: 1 },
      opportunity: { manualCalculatorLead: true },
    };
    expect(creditApplicationEligibility(facts).reasons).toEqual([
      'ENTITY_TYPE_NOT_ELIGIBLE',
      'NOT_A_CALCULATOR_ACCOUNT',
      'MANUAL_LEAD_WITH_CREDIT_TOTAL',
    ]);
  });
});
