import type { ApplicationJourney } from '@lease-portal/domain';
import {
  inWireWords,
  journeyFinanceSectionOf,
  journeyPathOf,
  journeyValueOf,
  scoreboardOf,
} from './scoreboard-wire';

describe('the scoreboard on the wire', () => {
  const journey: ApplicationJourney = {
    status: 'approvals',
    statusSecondary: 'approvals',
    quoteSignature: 'completed',
    primaryApplicant: { userId: 'ada', firstName: 'Ada' },
    businessDetails: { annualRevenue: '1200000', financeDetails: { creditLimit: 150000, maximum: true } },
    leaseEnvelopeId: 'envelope-1',
    creditSubmission: { number: 1, reference: 'app-1:1', submittedAt: '2026-11-26T00:00:00.000Z' },
  };

  it("answers the journey's facts under the specification's names, and not what the server keeps", () => {
    expect(scoreboardOf(journey)).toEqual({
      status: 'approvals',
      statusSecondary: 'approvals',
      docusignStatus: 'completed',
      primaryApplicant: { userId: 'ada', firstName: 'Ada' },
      businessDetails: {
        annualRevenue: '1200000',
        financeDetails: { valueOfApplication: 150000, maximum: true },
      },
    });
    expect(scoreboardOf({ businessDetails: { financeDetails: {} } })).toEqual({
      businessDetails: { financeDetails: {} },
    });
  });

  it('reads a write path the domain names alike as it came', () => {
    const path = { propertyFirst: 'businessDetails', propertySecond: 'annualRevenue', propertyThird: null };
    expect(journeyPathOf(path)).toEqual(path);
  });

  it("reads the credit limit's path and finance field in the domain's words", () => {
    expect(
      journeyPathOf({
        propertyFirst: 'businessDetails',
        propertySecond: 'financeDetails',
        propertyThird: 'valueOfApplication',
      }),
    ).toEqual({
      propertyFirst: 'businessDetails',
      propertySecond: 'financeDetails',
      propertyThird: 'creditLimit',
    });
    expect(journeyFinanceSectionOf({ valueOfApplication: 90000, completed: 'yes' })).toEqual({
      creditLimit: 90000,
      completed: 'yes',
    });
    expect(journeyFinanceSectionOf({ completed: 'yes' })).toEqual({ completed: 'yes' });
    expect(journeyFinanceSectionOf('not a section')).toBe('not a section');
  });

  it('answers the Review Quote step as orderVerification, and reads a write of it as the domain names it', () => {
    expect(scoreboardOf({ status: 'reviewQuote' })).toEqual({ status: 'orderVerification' });
    expect(scoreboardOf({ status: 'businessDetails' })).toEqual({ status: 'businessDetails' });
    const status = { propertyFirst: 'status' };
    expect(journeyValueOf(status, 'orderVerification')).toBe('reviewQuote');
    expect(journeyValueOf(status, 'approvals')).toBe('approvals');
    expect(journeyValueOf({ propertyFirst: 'statusSecondary' }, 'orderVerification')).toBe(
      'orderVerification',
    );
    expect(journeyValueOf({ propertyFirst: 'businessDetails', propertySecond: 'annualRevenue' }, '9')).toBe(
      '9',
    );
  });

  it("names the domain's words in a refusal as the wire says them", () => {
    expect(inWireWords('financeDetails.creditLimit: Field is required')).toBe(
      'financeDetails.valueOfApplication: Field is required',
    );
    expect(inWireWords("'businessDetails.financeDetails.creditLimit' cannot be changed.")).toBe(
      "'businessDetails.financeDetails.valueOfApplication' cannot be changed.",
    );
    expect(inWireWords('Not at reviewQuote, nor at reviewQuoteLater; the Review Quote step.')).toBe(
      'Not at orderVerification, nor at reviewQuoteLater; the Review Quote step.',
    );
  });
});
