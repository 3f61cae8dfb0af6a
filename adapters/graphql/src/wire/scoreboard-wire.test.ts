import { DomainError, fail, ok, type ApplicationJourney } from '@lease-portal/domain';
import { journeyFinanceSectionOf, journeyPathOf, refusalInWireWords, scoreboardOf } from './scoreboard-wire';

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

  it('names the credit limit in a refusal as the caller sent it', () => {
    const refused = refusalInWireWords(
      fail(
        new DomainError('BAD_INPUT', 'financeDetails.creditLimit: Field is required', {
          reason: 'LEASE_APPLICATION.PROPERTY_VALUE_INVALID',
          fields: { 'financeDetails.creditLimit': ['Field is required'], 'financeDetails.maximum': ['No'] },
        }),
      ),
    );
    expect(
      refused.ok ? undefined : [refused.error.code, refused.error.message, refused.error.details],
    ).toEqual([
      'BAD_INPUT',
      'financeDetails.valueOfApplication: Field is required',
      {
        reason: 'LEASE_APPLICATION.PROPERTY_VALUE_INVALID',
        fields: {
          'financeDetails.valueOfApplication': ['Field is required'],
          'financeDetails.maximum': ['No'],
        },
      },
    ]);
    const path = refusalInWireWords(
      fail(new DomainError('NOT_ALLOWED', "'businessDetails.financeDetails.creditLimit' cannot be changed.")),
    );
    expect(path.ok ? undefined : path.error.message).toBe(
      "'businessDetails.financeDetails.valueOfApplication' cannot be changed.",
    );
    expect(refusalInWireWords(ok('written'))).toEqual(ok('written'));
  });
});
