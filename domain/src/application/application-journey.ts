import type { DirectDebitAccount } from '../shared/bank-account';
import type { RecordedEnvelope } from '../e-signature/envelope-progress';
import type { LeaseDocumentKind } from '../documents/lease-document';
import type { Region } from '../shared/region';
import type { LicenceCheck } from './licence-check';

/** Primary status order (journey §4). */
export const PRIMARY_STATUSES = [
  'reviewQuote',
  'businessDetails',
  'approvals',
  'reviewAndSignContract',
  'finished',
] as const;
export type PrimaryStatus = (typeof PRIMARY_STATUSES)[number];

/** Secondary status order (journey §4, statusSecondary). */
export const SECONDARY_STATUSES = ['approvals', 'reviewAndSignContract', 'finished'] as const;
export type SecondaryStatus = (typeof SECONDARY_STATUSES)[number];

/** Calculator status order (journey §4; calculator §4 'Dashboard progress'). */
export const CALCULATOR_STATUSES = [
  'viewShortlist',
  'businessDetails',
  'approvals',
  'reviewAndSignContract',
  'finished',
] as const;
export type CalculatorStatus = (typeof CALCULATOR_STATUSES)[number];

/** Every value the journey's `status` may hold, in either order. */
export type ApplicationStatus = PrimaryStatus | CalculatorStatus;

/**
 * Where the credit check stands (decision 2073): submitted and awaiting the bureau's decision (the one
 * status a decision replaces), referred to a person (by the bureau or by staff), approved, declined, or
 * on hold until Authorised Officer (2)'s ID check. The GraphQL boundary says them in the wire's words.
 */
export const CREDIT_CHECK_STATUSES = [
  'awaitingDecision',
  'referred',
  'approved',
  'declined',
  'waitingForSecondary',
] as const;
export type CreditCheckStatus = (typeof CREDIT_CHECK_STATUSES)[number];

export type ESignatureStatus = 'none' | 'created' | 'completed';
export type YesNo = 'yes' | 'no';

export interface LicenceAddress {
  streetNumber?: string;
  address?: string;
  address2?: string;
  suburb?: string;
  state?: string;
  postcode?: string;
}

export interface IdScanJourney {
  journeyId?: string;
  journeyReference?: string;
  skipped?: boolean;
  errorCount?: number;
}

/** What the identity scan extracted (journey §3, idScanData). */
export interface IdScanData {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  /** YYYY-MM-DD */
  dateOfBirth?: string;
  fileUrls?: string[];
  addresses?: LicenceAddress[];
  addressFull?: string;
  licenseNumber?: string;
  cardNumber?: string;
  licenseIssuedState?: string;
  licenseExpiry?: string;
  /** The NZ licence's version number, as the scan read it (kept so the ID form reopens with it). */
  licenseVersion?: string;
  passportNumber?: string;
  passportIssuedBy?: string;
  idScan?: IdScanJourney;
}

/** The details form the applicant confirms after the scan (journey §3, idScanResult). */
export interface IdScanResult {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  dob?: string;
  streetNo?: string;
  streetName?: string;
  suburb?: string;
  state?: string;
  postCode?: string;
  country?: string;
  countryCode?: string;
  subPremise?: string;
  currentAddress?: string;
  previousAddress?: string;
  version?: string;
  driversLicenceNumber?: string;
  driversCardNumber?: string;
  driversLicenceExpiry?: string;
  driversLicenceState?: string;
}

export interface Applicant {
  userId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  /** 'yes' once the officer confirmed; anything else means not yet. */
  confirmed?: string;
  identityVerificationStatus?: string;
  idScanResult?: IdScanResult;
  idScanData?: IdScanData;
  /** Whether the licence is known to be the officer's, or waits for staff (decision 2080). */
  licenceCheck?: LicenceCheck;
}

export interface PrimaryApplicant extends Applicant {
  privacyConsent?: string;
  applicationReviewStatus?: string;
}

export interface SecondaryApplicant extends Applicant {
  /** Role: director, secretary, or free text for NZ 'Other'. */
  applicantType?: string;
  /** When Authorised Officer (1) last had their invitation sent again: resends are spaced (decision 2094). */
  invitationResentAt?: string;
}

export interface EntityDetails {
  entityName?: string;
  abn?: string;
  industry?: string;
  subDivision?: string;
  subGroup?: string;
  /** IND and Sole_Trader both mean sole trader. */
  entityType?: string;
  hasSecondaryApplicant?: YesNo;
}

export interface BusinessEntityDetails {
  companyLegalName?: string;
  companyLegalAddress?: string;
  tradingAddressSame?: boolean;
  tradingAddress?: string;
  businessContactNumber?: string;
  businessWebsite?: string;
  yearOfBusiness?: string;
  natureOfBusiness?: string;
  streetNo?: string;
  streetName?: string;
  suburb?: string;
  state?: string;
  country?: string;
  countryCode?: string;
  subPremise?: string;
  postCode?: string;
}

export interface UploadedFileRef {
  uuid: string;
  fileName: string;
  mimeType: string;
}

export interface FinanceDetails {
  currentFleetSize?: string;
  numberOfEmployees?: string;
  purchaseMoreVehicles?: YesNo;
  howManyVehicles?: number;
  /** The requested credit limit. */
  creditLimit?: number;
  maximum?: boolean;
  fileUrls?: UploadedFileRef[];
  personalGuarantee?: YesNo;
  completed?: 'yes' | '';
}

export interface BusinessDetails {
  entityDetails?: BusinessEntityDetails;
  /** Number-like text, as typed. */
  annualRevenue?: string;
  financeDetails?: FinanceDetails;
}

export interface CompanyDetails {
  companyName?: string;
  companyLegalName?: string;
  abn?: string;
  nzbn?: string;
}

export interface QuoteDetails {
  primaryQuoteReference?: string;
  erpQuoteRef?: string;
}

export interface LeaseDetails {
  fiscalValue?: number;
  driveAwayPrice?: number;
  monthlyRentalNet?: number;
  terms?: number;
}

export interface VehicleDetails {
  make?: string;
  model?: string;
  vehicleImage?: string;
}

export interface CurrentUser {
  region?: Region;
  orgName?: string;
  firstName?: string;
  email?: string;
}

export interface WetSignatureDocument {
  uploadFile?: UploadedFileRef;
}

export interface WetSignature {
  /**
   * 'submitted' while staff check the signed documents, 'verified' once they accept them, 'rejected'
   * when they send them back (decision 2030); 'completed' is a submission from before that check.
   */
  status?: 'submitted' | 'verified' | 'rejected' | 'completed' | string;
  signType?: 'wet';
  /** The signed uploads, one a document, by the document's kind. */
  documents?: Partial<Record<LeaseDocumentKind, WetSignatureDocument>>;
  /** Staff's reason for sending the documents back, shown to Authorised Officer (1) until they submit again. */
  rejectionReason?: string;
}

/**
 * One submission of the application to the credit decision service (decision 1660). Its reference
 * ('<applicationId>:<number>') is the enquiry's idempotency key: one enquiry per submission, ever.
 */
export interface CreditSubmission {
  number: number;
  reference: string;
  submittedAt: string;
  /** The service's own id (the journey's id_reference_internal), once it has the enquiry. */
  enquiryId?: string;
  /** The service's decision, once made: approved, declined, refer or 'secondary_idscan_not_complete'. */
  result?: string;
  decidedAt?: string;
}

/**
 * The state of one application's journey, stored whole. The specification and the GraphQL API call it
 * the scoreboard (journey §3); the API maps it at its boundary, under the specification's names.
 */
export interface ApplicationJourney {
  status?: ApplicationStatus;
  statusSecondary?: SecondaryStatus;
  statusCreditCheck?: CreditCheckStatus;
  quoteApprover?: string;
  /** Where the customer's e-signature of the quote stands: none, created (sent to sign) or completed. */
  quoteSignature?: ESignatureStatus;
  /** The e-signature service's id of the quote's envelope, once sent: its status is read by it (decision 2109). */
  quoteEnvelopeId?: string;
  reviewAndSignContractStatus?: string;
  /** ISO date after which the master lease agreement is no longer valid. */
  validMLADate?: string;
  wetSignature?: WetSignature;
  /** The e-signature service's id of the lease documents' envelope, once sent (decision 1701). */
  leaseEnvelopeId?: string;
  /**
   * Which attempt the lease envelope sent last is ('<applicationId>:lease' is 1, ':lease:2' is 2,
   * decision 1706), kept when it is withdrawn too, so the next is sent under the attempt after it
   * (decision 2109).
   */
  leaseEnvelopeAttempt?: number;
  /** The latest submission to the credit decision service, kept by the server only (decision 1660). */
  creditSubmission?: CreditSubmission;
  primaryApplicant?: PrimaryApplicant;
  secondaryApplicant?: SecondaryApplicant;
  entityDetails?: EntityDetails;
  companyDetails?: CompanyDetails;
  businessDetails?: BusinessDetails;
  quoteDetails?: QuoteDetails;
  leaseDetails?: LeaseDetails;
  vehicleDetails?: VehicleDetails;
  currentUser?: CurrentUser;
  /** The account the rentals are debited from, given before the documents go out (decision 2081). */
  directDebitAccount?: DirectDebitAccount;
  /**
   * The witness Authorised Officer (1) named to watch them sign (decision 2047): printed with their
   * address on the lease's Signatures section.
   */
  leaseWitness?: { name: string; email: string; address: string };
  /**
   * How far the quote's and the lease's envelopes have got, as Connect's events and the service's
   * answers told it: the signing screens read it, and ask the service at most every 15 minutes, or once
   * after a signer returns from signing (decision 2108). Kept by the server only.
   */
  envelopeProgress?: { quote?: RecordedEnvelope; lease?: RecordedEnvelope };
}
