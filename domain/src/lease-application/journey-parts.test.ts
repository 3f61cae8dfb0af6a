import type { ApplicationJourney } from '../application/application-journey';
import { toJourney, type LeaseApplicationParts } from './journey-parts';

const full = {
  status: 'approvals',
  statusSecondary: 'approvals',
  statusCreditCheck: 'waitingForSecondary',
  quoteApprover: 'user-1',
  quoteSignature: 'created',
  reviewAndSignContractStatus: 'pending',
  validMLADate: '2026-12-31',
  wetSignature: { status: 'completed' },
  primaryApplicant: { userId: 'user-1' },
  secondaryApplicant: { userId: 'user-2' },
  entityDetails: {},
  companyDetails: { companyName: 'Acme', abn: '12345678901' },
  businessDetails: { annualRevenue: '900000', financeDetails: { creditLimit: 60000 } },
  quoteDetails: { primaryQuoteReference: 'Q-1' },
  leaseDetails: { driveAwayPrice: 60000, terms: 48 },
  vehicleDetails: {},
  currentUser: {},
} as ApplicationJourney;

/** The parts a quote issues, as `fromParts` of the journey would read them. */
const partsOf = (s: ApplicationJourney): LeaseApplicationParts => ({
  statuses: { primary: s.status, secondary: s.statusSecondary, creditCheck: s.statusCreditCheck },
  applicants: { primary: s.primaryApplicant, secondary: s.secondaryApplicant, current: s.currentUser },
  entity: { entityDetails: s.entityDetails, companyDetails: s.companyDetails },
  business: s.businessDetails,
  quote: { details: s.quoteDetails, approver: s.quoteApprover },
  lease: { details: s.leaseDetails, vehicle: s.vehicleDetails, validMLADate: s.validMLADate },
  signing: {
    eSignature: s.quoteSignature,
    reviewAndSignContract: s.reviewAndSignContractStatus,
    wetSignature: s.wetSignature,
    leaseEnvelopeId: s.leaseEnvelopeId,
  },
});

describe('the journey of typed parts', () => {
  it.each([
    ['every field', full],
    ['no field', {}],
    ['statuses only', { status: 'businessDetails', statusSecondary: 'approvals' } as ApplicationJourney],
  ])('writes %s, leaving out what is absent', (_, journey) => {
    expect(toJourney(partsOf(journey))).toStrictEqual(journey);
  });
});
