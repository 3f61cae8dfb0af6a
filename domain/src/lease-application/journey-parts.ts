import type {
  ApplicationStatus,
  BusinessDetails,
  CompanyDetails,
  CreditCheckStatus,
  CurrentUser,
  EntityDetails,
  ESignatureStatus,
  LeaseDetails,
  PrimaryApplicant,
  QuoteDetails,
  ApplicationJourney,
  SecondaryApplicant,
  SecondaryStatus,
  VehicleDetails,
  WetSignature,
} from '../application/application-journey';

/** A new application's journey in typed parts, as a quote issues it (journey §7). */
export interface LeaseApplicationParts {
  statuses: {
    primary?: ApplicationStatus;
    secondary?: SecondaryStatus;
    creditCheck?: CreditCheckStatus;
  };
  applicants: { primary?: PrimaryApplicant; secondary?: SecondaryApplicant; current?: CurrentUser };
  entity: { entityDetails?: EntityDetails; companyDetails?: CompanyDetails };
  business?: BusinessDetails;
  quote: { details?: QuoteDetails; approver?: string };
  lease: { details?: LeaseDetails; vehicle?: VehicleDetails; validMLADate?: string };
  signing: {
    eSignature?: ESignatureStatus;
    reviewAndSignContract?: string;
    wetSignature?: WetSignature;
    leaseEnvelopeId?: string;
  };
}

/** Writes typed parts back to the journey, leaving out what is absent. */
export function toJourney(p: LeaseApplicationParts): ApplicationJourney {
  const journey: ApplicationJourney = {
    status: p.statuses.primary,
    statusSecondary: p.statuses.secondary,
    statusCreditCheck: p.statuses.creditCheck,
    quoteApprover: p.quote.approver,
    quoteSignature: p.signing.eSignature,
    reviewAndSignContractStatus: p.signing.reviewAndSignContract,
    validMLADate: p.lease.validMLADate,
    wetSignature: p.signing.wetSignature,
    leaseEnvelopeId: p.signing.leaseEnvelopeId,
    primaryApplicant: p.applicants.primary,
    secondaryApplicant: p.applicants.secondary,
    entityDetails: p.entity.entityDetails,
    companyDetails: p.entity.companyDetails,
    businessDetails: p.business,
    quoteDetails: p.quote.details,
    leaseDetails: p.lease.details,
    vehicleDetails: p.lease.vehicle,
    currentUser: p.applicants.current,
  };
  return Object.fromEntries(
    Object.entries(journey).filter(([, value]) => value !== undefined),
  ) as ApplicationJourney;
}
