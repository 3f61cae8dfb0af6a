import type { ApplicationJourney } from '@lease-portal/domain';
import { journeyPathOf, scoreboardOf } from './scoreboard-wire';

describe('the scoreboard on the wire', () => {
  const journey: ApplicationJourney = {
    status: 'approvals',
    statusSecondary: 'approvals',
    quoteSignature: 'completed',
    primaryApplicant: { userId: 'ada', firstName: 'Ada' },
    leaseEnvelopeId: 'envelope-1',
    creditSubmission: { number: 1, reference: 'app-1:1', submittedAt: '2026-11-26T00:00:00.000Z' },
  };

  it("answers the journey's facts under the specification's names, and not what the server keeps", () => {
    expect(scoreboardOf(journey)).toEqual({
      status: 'approvals',
      statusSecondary: 'approvals',
      docusignStatus: 'completed',
      primaryApplicant: { userId: 'ada', firstName: 'Ada' },
    });
  });

  it('reads a write path the domain names alike as it came', () => {
    const path = { propertyFirst: 'businessDetails', propertySecond: 'annualRevenue', propertyThird: null };
    expect(journeyPathOf(path)).toEqual(path);
  });
});
