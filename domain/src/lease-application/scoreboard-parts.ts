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
  Scoreboard,
  SecondaryApplicant,
  SecondaryStatus,
  VehicleDetails,
  WetSignature,
} from '../application/scoreboard';

/** A new application's scoreboard in typed parts, as a quote issues it (journey §7). */
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

/** Writes typed parts back to the wire shape, leaving out what is absent. */
export function toScoreboard(p: LeaseApplicationParts): Scoreboard {
  const wire: Scoreboard = {
    status: p.statuses.primary,
    statusSecondary: p.statuses.secondary,
    statusCreditCheck: p.statuses.creditCheck,
    quoteApprover: p.quote.approver,
    docusignStatus: p.signing.eSignature,
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
  return Object.fromEntries(Object.entries(wire).filter(([, value]) => value !== undefined)) as Scoreboard;
}
