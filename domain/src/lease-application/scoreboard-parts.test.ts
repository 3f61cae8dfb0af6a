import type { Scoreboard } from '../application/scoreboard';
import { fromScoreboard, toScoreboard } from './scoreboard-parts';

const full = {
  status: 'approvals',
  statusSecondary: 'approvals',
  statusCreditCheck: 'waiting',
  quoteApprover: 'user-1',
  docusignStatus: 'created',
  reviewAndSignContractStatus: 'pending',
  validMLADate: '2026-12-31',
  wetSignature: { status: 'completed' },
  primaryApplicant: { userId: 'user-1' },
  secondaryApplicant: { userId: 'user-2' },
  entityDetails: {},
  companyDetails: { companyName: 'Acme', abn: '12345678901' },
  businessDetails: { annualRevenue: '900000', financeDetails: { valueOfApplication: 60000 } },
  quoteDetails: { primaryQuoteReference: 'Q-1' },
  leaseDetails: { driveAwayPrice: 60000, terms: 48 },
  vehicleDetails: {},
  currentUser: {},
} as Scoreboard;

describe('the scoreboard mapping', () => {
  it.each([
    ['every field', full],
    ['no field', {}],
    ['statuses only', { status: 'businessDetails', statusSecondary: 'approvals' } as Scoreboard],
  ])('round-trips %s', (_, wire) => {
    expect(toScoreboard(fromScoreboard(wire))).toStrictEqual(wire);
  });

  it('reads statuses and signing into their parts', () => {
    const parts = fromScoreboard(full);
    expect(parts.statuses).toEqual({ primary: 'approvals', secondary: 'approvals', creditCheck: 'waiting' });
    expect(parts.signing.eSignature).toBe('created');
    expect(parts.lease.details?.driveAwayPrice).toBe(60000);
  });
});
