/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AnalyticsEventInput = {
  /** What the event was about (filters, vehicle ids); at most 4,000 characters as JSON. */
  details?: unknown;
  name: AnalyticsEventName;
};

/** The calculator's analytics events (calculator §4). */
export type AnalyticsEventName =
  | 'enquire'
  | 'noResults'
  | 'search'
  | 'shortlist'
  | 'viewShortlist';

/** An officer's details as typed in the nominee, reassign or secondary form. */
export type ApplicantInfoInput = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
};

export type ApplicantRole =
  | 'primary'
  | 'secondary';

/** Every value the scoreboard's status may hold, in the primary or the calculator order. */
export type ApplicationStatus =
  | 'approvals'
  | 'businessDetails'
  | 'finished'
  | 'orderVerification'
  | 'reviewAndSignContract'
  | 'viewShortlist';

export type ApplicationType =
  | 'calculator'
  | 'standard';

export type BudgetType =
  | 'monthly'
  | 'weekly';

export type BusinessContactDetailInput = {
  contactNumber?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  postCode?: string | null | undefined;
  state?: string | null | undefined;
  street?: string | null | undefined;
  suburb?: string | null | undefined;
};

/** The company chosen in the Company Lookup dialog. */
export type BusinessLookupRowInput = {
  abn?: string | null | undefined;
  contactDetail?: BusinessContactDetailInput | null | undefined;
  entityType?: string | null | undefined;
  name?: string | null | undefined;
  postCode?: string | null | undefined;
  registerNumber?: string | null | undefined;
  stateCode?: string | null | undefined;
  status?: string | null | undefined;
};

export type CreditCheckStatus =
  | 'approved'
  | 'declined'
  | 'refer'
  | 'referred'
  | 'waiting';

export type CreditCheckSubmissionInput = {
  applicationId: string | number;
  /** The fixed testing value the review sends ('accept'); absent on the on-hold resubmit. */
  testing?: string | null | undefined;
};

/**
 * The bank account for the direct debit, as typed: AU reads accountName, bsb and accountNumber; NZ reads
 * accountName, bank, branch, account and suffix. Spaces and dashes between digits are allowed.
 */
export type DirectDebitAccountInput = {
  account?: string | null | undefined;
  accountName: string;
  accountNumber?: string | null | undefined;
  bank?: string | null | undefined;
  branch?: string | null | undefined;
  bsb?: string | null | undefined;
  suffix?: string | null | undefined;
};

export type ESignatureStatus =
  | 'completed'
  | 'created'
  | 'none';

export type EnquireType =
  | 'call'
  | 'register';

export type EnquiryContactInput = {
  email: string;
  firstName: string;
  lastName: string;
  /** NZ. */
  location?: string | null | undefined;
  phone: string;
  /** AU. */
  postCode?: string | null | undefined;
};

export type EnquiryCustomerInput = {
  abn: string;
  /** The business lookup row's entity type (IND, PRV, PUB, ULTD, LTD, Sole_Trader): the dashboard's credit offer needs it. */
  entityType?: string | null | undefined;
  location?: string | null | undefined;
  name: string;
};

/** The enquiry form (calculator §3), sent as calcLeadDialler or calcLeadOpp. */
export type EnquiryInput = {
  contact: EnquiryContactInput;
  customer: EnquiryCustomerInput;
  /** The message. */
  description?: string | null | undefined;
  enquireType: EnquireType;
  fleetSize?: number | null | undefined;
  introducer?: IntroducerInput | null | undefined;
  shortlists?: Array<ShortlistEntryInput> | null | undefined;
  yearsTrading?: string | null | undefined;
};

export type EntityDetailsInput = {
  abn?: string | null | undefined;
  entityName?: string | null | undefined;
  entityType?: string | null | undefined;
  hasSecondaryApplicant?: YesNo | null | undefined;
  industry?: string | null | undefined;
  subDivision?: string | null | undefined;
  subGroup?: string | null | undefined;
};

/** A file to store: its name and content type (the bytes go to the signed URL with HTTP PUT). */
export type FileInput = {
  /** The application the file is for; the viewer's current application when absent. */
  applicationId?: string | number | null | undefined;
  fileName: string;
  /** What the file is; it decides the accepted types (financial statements when absent). */
  kind?: FileKind | null | undefined;
  mimeType: string;
  /** Bytes; at most 10,240,000. */
  size?: number | null | undefined;
  /** The file getSignedUrl granted, for saveFile. */
  uuid?: string | number | null | undefined;
};

/** What an uploaded file is for (decision 1600). */
export type FileKind =
  | 'driversLicence'
  | 'financialStatement'
  | 'signedDocument';

export type FinanceDetailsInput = {
  completed?: string | null | undefined;
  currentFleetSize?: string | null | undefined;
  fileUrls?: Array<UploadedFileInput> | null | undefined;
  howManyVehicles?: number | null | undefined;
  maximum?: boolean | null | undefined;
  numberOfEmployees?: string | null | undefined;
  personalGuarantee?: YesNo | null | undefined;
  purchaseMoreVehicles?: YesNo | null | undefined;
  valueOfApplication?: number | null | undefined;
};

export type IdScanResultInput = {
  country?: string | null | undefined;
  countryCode?: string | null | undefined;
  currentAddress?: string | null | undefined;
  dob?: string | null | undefined;
  driversCardNumber?: string | null | undefined;
  driversLicenceExpiry?: string | null | undefined;
  driversLicenceNumber?: string | null | undefined;
  driversLicenceState?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  middleName?: string | null | undefined;
  postCode?: string | null | undefined;
  previousAddress?: string | null | undefined;
  state?: string | null | undefined;
  streetName?: string | null | undefined;
  streetNo?: string | null | undefined;
  subPremise?: string | null | undefined;
  suburb?: string | null | undefined;
  version?: string | null | undefined;
};

/**
 * An officer's identity check in the customer's words (decision 2080): verified when the licence is known
 * to be theirs (a scan in their name, or the provider's team accepted it); beingChecked while the team has
 * yet to look at it (received, being checked); notAccepted when the team did not accept it.
 */
export type IdentityCheckWord =
  | 'beingChecked'
  | 'notAccepted'
  | 'verified';

export type IntroducerInput = {
  abn?: string | null | undefined;
  domainName: string;
  name: string;
  nzbn?: string | null | undefined;
  orgId: string | number;
  region: Region;
};

/** A make with the models chosen for it (the URL writes it as Make:model1,model2). */
export type MakeModelsInput = {
  make: string;
  models?: Array<string> | null | undefined;
};

/**
 * A generic scoreboard update: the value to write at the path propertyFirst[.propertySecond[.propertyThird]],
 * or one of the typed sections.
 */
export type PropertyUpdateInput = {
  entityDetails?: EntityDetailsInput | null | undefined;
  entityObj?: BusinessLookupRowInput | null | undefined;
  financeDetails?: FinanceDetailsInput | null | undefined;
  idScanResult?: IdScanResultInput | null | undefined;
  propertyFirst: string;
  propertySecond?: string | null | undefined;
  propertyThird?: string | null | undefined;
  value?: unknown;
};

/**
 * The rate-book search (calculator §3 'Search filters' and the other filter names the catalogue
 * accepts). Absent filters do not narrow the search. Page sizes: 10, 25, 50, 100.
 */
export type RateBookFilter = {
  brokerId?: string | null | undefined;
  budgetType?: BudgetType | null | undefined;
  cabType?: Array<string> | null | undefined;
  catalogVehicleId?: Array<string | number> | null | undefined;
  countryCode?: Region | null | undefined;
  /** 1-based. */
  currentPage?: number | null | undefined;
  isCountRow?: boolean | null | undefined;
  maxBudget?: number | null | undefined;
  /** Months. */
  maxDuration?: number | null | undefined;
  minBudget?: number | null | undefined;
  /** Months. */
  minDuration?: number | null | undefined;
  pageSize?: number | null | undefined;
  pair?: Array<MakeModelsInput> | null | undefined;
  referenceId?: string | null | undefined;
  sortBy?: RateBookSortKey | null | undefined;
  sortOrder?: SortOrder | null | undefined;
  vehicleBodystyle?: string | null | undefined;
  vehicleBodytype?: Array<string> | null | undefined;
  vehicleCategory?: string | null | undefined;
  vehicleDriveTrain?: Array<string> | null | undefined;
  vehicleFueltype?: Array<string> | null | undefined;
  vehicleMake?: string | null | undefined;
  /** No upper bound when absent. */
  vehicleMaxRRP?: number | null | undefined;
  vehicleMinRRP?: number | null | undefined;
  vehicleModel?: string | null | undefined;
  vehicleNatureGroup?: string | null | undefined;
  vehicleSeats?: Array<number> | null | undefined;
  vehicleTransmission?: Array<string> | null | undefined;
  vehicleTrim?: string | null | undefined;
};

export type RateBookSortKey =
  | 'consumer_price'
  | 'vehicle_description'
  | 'week_leaseprice';

/** The two markets the provider leases in. */
export type Region =
  | 'AU'
  | 'NZ';

export type RequestCallbackInput = {
  contactNumber: string;
  domain: string;
  email: string;
  firstName: string;
  lastName: string;
  message?: string | null | undefined;
};

export type SecondaryStatus =
  | 'approvals'
  | 'finished'
  | 'reviewAndSignContract';

/** One shortlisted vehicle as the application remembers it. */
export type ShortlistEntryInput = {
  catalogVehicleId: string | number;
  catalogYear?: number | null | undefined;
  /** Kilometres per year. */
  distance: number;
  distanceUnit: string;
  /** Months. */
  duration: number;
  durationUnit: string;
  referenceId?: string | null | undefined;
};

export type SignerStatus =
  | 'completed'
  | 'pending';

export type SortOrder =
  | 'asc'
  | 'desc';

export type UploadedFileInput = {
  fileName: string;
  mimeType: string;
  uuid: string | number;
};

/**
 * The person who watches Authorised Officer (1) sign the lease and signs as their witness (decision 2047):
 * an adult who is not a party to the lease. Their address is printed with their name on the agreement; the
 * portal refuses a witness without one, in words.
 */
export type WitnessInput = {
  address?: string | null | undefined;
  email: string;
  name: string;
};

export type YesNo =
  | 'no'
  | 'yes';

export type GetApplicationAfterLoginQueryVariables = Exact<{ [key: string]: never; }>;


export type GetApplicationAfterLoginQuery = { getVehicleApplication: { user: { id: string, orgId: string, firstName: string, lastName: string, email: string, contactNumber: string | null, region: Region }, vehicleApplication: { applicationId: string, applicationStatus: string, applicationType: ApplicationType, orgUserId: string, scoreboard: { status: ApplicationStatus | null, validMLADate: string | null, primaryApplicant: { userId: string | null, email: string | null } | null, secondaryApplicant: { userId: string | null } | null } } | null } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { expiresAt: string, user: { id: string, orgId: string, firstName: string, lastName: string, email: string, contactNumber: string | null, region: Region } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type PasswordLinkQueryVariables = Exact<{
  email: string;
  hash: string;
}>;


export type PasswordLinkQuery = { passwordLink: { error: string | null } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  hash: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: { error: string | null } };

export type SaveReviewPropertyMutationVariables = Exact<{
  applicationId: string | number;
  params: PropertyUpdateInput;
}>;


export type SaveReviewPropertyMutation = { createOrUpdateProperty: { status: string, message: string | null } };

export type GetCreditApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCreditApplicationQuery = { getVehicleApplication: { user: { id: string, region: Region }, vehicleApplication: { applicationId: string, scoreboard: { entityDetails: { entityName: string | null, entityType: string | null } | null, companyDetails: { companyName: string | null, companyLegalName: string | null } | null, leaseDetails: { driveAwayPrice: number | null, fiscalValue: number | null } | null, businessDetails: { annualRevenue: string | null, entityDetails: { companyLegalName: string | null, companyLegalAddress: string | null, tradingAddressSame: boolean | null, tradingAddress: string | null, businessContactNumber: string | null, businessWebsite: string | null, streetNo: string | null, streetName: string | null, suburb: string | null, state: string | null, postCode: string | null, country: string | null, countryCode: string | null, subPremise: string | null } | null, financeDetails: { currentFleetSize: string | null, numberOfEmployees: string | null, purchaseMoreVehicles: YesNo | null, howManyVehicles: number | null, valueOfApplication: number | null, maximum: boolean | null, personalGuarantee: YesNo | null, completed: string | null, fileUrls: Array<{ uuid: string, fileName: string, mimeType: string }> | null } | null } | null } } | null } };

export type SaveCreditApplicationSectionMutationVariables = Exact<{
  applicationId: string | number;
  params: PropertyUpdateInput;
}>;


export type SaveCreditApplicationSectionMutation = { createOrUpdateProperty: { status: string, message: string | null } };

export type CompanyLookupQueryVariables = Exact<{
  param: string;
  region: Region;
}>;


export type CompanyLookupQuery = { getBusinessInfo: { rows: Array<{ name: string | null, abn: string | null, status: string | null, postCode: string | null, stateCode: string | null, entityType: string | null, registerNumber: string | null }> } };

export type ConfirmBusinessMutationVariables = Exact<{
  applicationId: string | number;
  params: PropertyUpdateInput;
}>;


export type ConfirmBusinessMutation = { createOrUpdateProperty: { status: string, message: string | null } };

export type IndustriesQueryVariables = Exact<{ [key: string]: never; }>;


export type IndustriesQuery = { industries: Array<{ docId: string, name: string }> };

export type ReassignQuoteMutationVariables = Exact<{
  userInfo: ApplicantInfoInput;
}>;


export type ReassignQuoteMutation = { reassignQuote: { status: string, message: string | null } };

export type SelectPrimaryApplicantMutationVariables = Exact<{
  isCurrentUserPrimary: boolean;
  vehicleApplicationStatus?: string | null | undefined;
  userInfo?: ApplicantInfoInput | null | undefined;
}>;


export type SelectPrimaryApplicantMutation = { selectPrimaryApplicant: { status: string, message: string | null } };

export type SelectSecondaryApplicantMutationVariables = Exact<{
  applicantType: string;
  userInfo: ApplicantInfoInput;
}>;


export type SelectSecondaryApplicantMutation = { selectSecondaryApplicant: { status: string, message: string | null } };

export type SubDivisionsQueryVariables = Exact<{
  param: string;
}>;


export type SubDivisionsQuery = { subDivisions: Array<{ docId: string, name: string }> };

export type SubGroupsQueryVariables = Exact<{
  industryId: string;
  subDivisionId: string;
}>;


export type SubGroupsQuery = { subGroups: Array<{ docId: string, name: string }> };

export type DeleteWetSignatureMutationVariables = Exact<{
  applicationId: string | number;
  wetSignatureObjName: string;
}>;


export type DeleteWetSignatureMutation = { deleteWetSignature: { url: string | null } };

export type GetContractSigningQueryVariables = Exact<{ [key: string]: never; }>;


export type GetContractSigningQuery = { getVehicleApplication: { vehicleApplication: { applicationId: string, scoreboard: { status: ApplicationStatus | null, statusSecondary: SecondaryStatus | null, statusCreditCheck: CreditCheckStatus | null, wetSignature: { signType: string | null, status: string | null, rejectionReason: string | null, documents: { documentAI: { uploadFile: { uuid: string, fileName: string, mimeType: string } | null } | null, documentAI_MMBA: { uploadFile: { uuid: string, fileName: string, mimeType: string } | null } | null, documentMLA: { uploadFile: { uuid: string, fileName: string, mimeType: string } | null } | null, documentPCA: { uploadFile: { uuid: string, fileName: string, mimeType: string } | null } | null, documentBank: { uploadFile: { uuid: string, fileName: string, mimeType: string } | null } | null, documentQuote: { uploadFile: { uuid: string, fileName: string, mimeType: string } | null } | null } | null } | null, primaryApplicant: { userId: string | null, email: string | null } | null, secondaryApplicant: { userId: string | null, email: string | null } | null, entityDetails: { entityType: string | null } | null, businessDetails: { financeDetails: { personalGuarantee: YesNo | null } | null } | null, directDebitAccount: { region: Region, accountName: string, bsb: string | null, accountNumber: string | null, bank: string | null, branch: string | null, account: string | null, suffix: string | null } | null } } | null } };

export type GetEnvelopeMlaMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type GetEnvelopeMlaMutation = { getEnvelopeMLA: { finished: boolean | null, status: { signers: Array<{ email: string, status: SignerStatus }>, witnesses: Array<{ roleName: string, status: SignerStatus }> } | null } };

export type GetMlaDocusignMutationVariables = Exact<{
  applicationId: string | number;
  isCurrentUserPrimary: boolean;
  returnUrl: string;
  witness?: WitnessInput | null | undefined;
}>;


export type GetMlaDocusignMutation = { getMLADocusign: { url: string | null } };

export type GetWetSignatureUrlMutationVariables = Exact<{
  applicationId: string | number;
  wetSignatureObjName: string;
}>;


export type GetWetSignatureUrlMutation = { getWetSignatureUrl: { files: Array<{ url: string, fileName: string }> } };

export type RecordDirectDebitAccountMutationVariables = Exact<{
  applicationId: string | number;
  account: DirectDebitAccountInput;
}>;


export type RecordDirectDebitAccountMutation = { recordDirectDebitAccount: { region: Region, accountName: string, bsb: string | null, accountNumber: string | null, bank: string | null, branch: string | null, account: string | null, suffix: string | null } };

export type SendWetSignatureEmailMutationVariables = Exact<{
  applicationId: string | number;
  wetSignatureObjName: string;
  email: string;
}>;


export type SendWetSignatureEmailMutation = { sendWetSignatureEmail: { url: string | null } };

export type SubmitWetSignatureMutationVariables = Exact<{
  applicationId: string | number;
  status: string;
}>;


export type SubmitWetSignatureMutation = { submitWetSignature: { url: string | null } };

export type UploadWetSignatureMutationVariables = Exact<{
  applicationId: string | number;
  wetSignatureObjName: string;
  uploadFileObj: UploadedFileInput;
}>;


export type UploadWetSignatureMutation = { uploadWetSignature: { url: string | null } };

export type CreditCheckQueryVariables = Exact<{
  param: string;
  applicationType?: ApplicationType | null | undefined;
}>;


export type CreditCheckQuery = { creditCheck: Array<{ id_reference_internal: string | null, status: string | null, result: string | null }> };

export type CreditDecisionSubscriptionVariables = Exact<{
  applicationId: string | number;
}>;


export type CreditDecisionSubscription = { creditDecision: { id_reference_internal: string | null, status: string | null, result: string | null } };

export type GetCreditStandingQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCreditStandingQuery = { getVehicleApplication: { vehicleApplication: { applicationId: string, scoreboard: { statusCreditCheck: CreditCheckStatus | null, leaseSigningStarted: boolean | null, wetSignature: { signType: string | null, status: string | null } | null, entityDetails: { entityType: string | null, hasSecondaryApplicant: YesNo | null } | null, businessDetails: { financeDetails: { personalGuarantee: YesNo | null } | null } | null, secondaryApplicant: { userId: string | null, identityVerificationStatus: string | null } | null } } | null } };

export type ResendSecondaryInvitationMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type ResendSecondaryInvitationMutation = { resendSecondaryInvitation: { status: string, message: string | null, nextResendAt: string } };

export type SubmitCreditCheckMutationVariables = Exact<{
  payload: CreditCheckSubmissionInput;
}>;


export type SubmitCreditCheckMutation = { submitCreditCheck: { id_reference_internal: string | null, status: string | null, result: string | null } };

export type GetEnvelopeMutationVariables = Exact<{ [key: string]: never; }>;


export type GetEnvelopeMutation = { getEnvelope: { status: string | null } };

export type GetJourneyApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetJourneyApplicationQuery = { getVehicleApplication: { user: { id: string, firstName: string, lastName: string, email: string, region: Region }, vehicleApplication: { applicationId: string, applicationType: ApplicationType, orgUserId: string, scoreboard: { status: ApplicationStatus | null, statusSecondary: SecondaryStatus | null, docusignStatus: ESignatureStatus | null, wetSignature: { signType: string | null, status: string | null } | null, primaryApplicant: { userId: string | null, firstName: string | null, lastName: string | null, email: string | null, phone: string | null, confirmed: string | null } | null, secondaryApplicant: { userId: string | null, firstName: string | null, lastName: string | null, email: string | null, phone: string | null, applicantType: string | null } | null, entityDetails: { entityName: string | null, abn: string | null, entityType: string | null, industry: string | null, subDivision: string | null, subGroup: string | null, hasSecondaryApplicant: YesNo | null } | null, companyDetails: { companyName: string | null, companyLegalName: string | null, abn: string | null, nzbn: string | null } | null, quoteDetails: { primaryQuoteReference: string | null, erpQuoteRef: string | null } | null, leaseDetails: { driveAwayPrice: number | null, fiscalValue: number | null, monthlyRentalNet: number | null, terms: number | null } | null, vehicleDetails: { make: string | null, model: string | null, vehicleImage: string | null } | null } } | null } };

export type GetQuoteDocusignMutationVariables = Exact<{
  returnUrl: string;
}>;


export type GetQuoteDocusignMutation = { getQuoteDocusign: { url: string | null } };

export type GetQuotePdfMutationVariables = Exact<{ [key: string]: never; }>;


export type GetQuotePdfMutation = { getQuotePDF: { url: string | null } };

export type SignedDocumentsQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type SignedDocumentsQuery = { signedDocuments: { files: Array<{ url: string, fileName: string }> } };

export type SetJourneyStatusMutationVariables = Exact<{
  applicationId: string | number;
  params: PropertyUpdateInput;
}>;


export type SetJourneyStatusMutation = { createOrUpdateProperty: { status: string, message: string | null } };

export type UpdateDocusignStatusMutationVariables = Exact<{
  applicationId: string | number;
  docusignStatus: ESignatureStatus;
}>;


export type UpdateDocusignStatusMutation = { updateDocusignStatus: { status: string, message: string | null } };

export type GetApprovalsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetApprovalsQuery = { getVehicleApplication: { user: { id: string, region: Region }, vehicleApplication: { applicationId: string, scoreboard: { statusCreditCheck: CreditCheckStatus | null, primaryApplicant: { userId: string | null, firstName: string | null, lastName: string | null, email: string | null, phone: string | null, identityVerificationStatus: string | null, identityCheck: IdentityCheckWord | null, privacyConsent: string | null, applicationReviewStatus: string | null, idScanData: { fileUrls: Array<string> | null, firstName: string | null, middleName: string | null, lastName: string | null, dateOfBirth: string | null, addressFull: string | null, licenseNumber: string | null, cardNumber: string | null, licenseIssuedState: string | null, licenseExpiry: string | null, licenseVersion: string | null, idScan: { skipped: boolean | null, errorCount: number | null } | null } | null, idScanResult: { firstName: string | null, middleName: string | null, lastName: string | null, dob: string | null, currentAddress: string | null, previousAddress: string | null, streetNo: string | null, streetName: string | null, suburb: string | null, state: string | null, postCode: string | null, country: string | null, countryCode: string | null, subPremise: string | null, driversLicenceNumber: string | null, driversLicenceExpiry: string | null, driversLicenceState: string | null, driversCardNumber: string | null, version: string | null } | null } | null, secondaryApplicant: { userId: string | null, firstName: string | null, lastName: string | null, email: string | null, phone: string | null, applicantType: string | null, identityVerificationStatus: string | null, identityCheck: IdentityCheckWord | null, idScanData: { fileUrls: Array<string> | null, firstName: string | null, middleName: string | null, lastName: string | null, dateOfBirth: string | null, addressFull: string | null, licenseNumber: string | null, cardNumber: string | null, licenseIssuedState: string | null, licenseExpiry: string | null, licenseVersion: string | null, idScan: { skipped: boolean | null, errorCount: number | null } | null } | null, idScanResult: { firstName: string | null, middleName: string | null, lastName: string | null, dob: string | null, currentAddress: string | null, previousAddress: string | null, streetNo: string | null, streetName: string | null, suburb: string | null, state: string | null, postCode: string | null, country: string | null, countryCode: string | null, subPremise: string | null, driversLicenceNumber: string | null, driversLicenceExpiry: string | null, driversLicenceState: string | null, driversCardNumber: string | null, version: string | null } | null } | null, entityDetails: { entityName: string | null, abn: string | null, entityType: string | null, hasSecondaryApplicant: YesNo | null } | null, companyDetails: { companyLegalName: string | null, abn: string | null, nzbn: string | null } | null, businessDetails: { annualRevenue: string | null, entityDetails: { companyLegalName: string | null, companyLegalAddress: string | null, tradingAddressSame: boolean | null, tradingAddress: string | null, businessContactNumber: string | null, businessWebsite: string | null } | null, financeDetails: { currentFleetSize: string | null, numberOfEmployees: string | null, purchaseMoreVehicles: YesNo | null, howManyVehicles: number | null, valueOfApplication: number | null, personalGuarantee: YesNo | null } | null } | null } } | null } };

export type SaveDrivingLicenceMutationVariables = Exact<{
  applicationId: string | number;
  params: Array<UploadedFileInput> | UploadedFileInput;
  applicantType: ApplicantRole;
  journeyId?: string | number | null | undefined;
}>;


export type SaveDrivingLicenceMutation = { saveDrivingLicense: { status: string } };

export type SaveIdentityCheckMutationVariables = Exact<{
  applicationId: string | number;
  params: PropertyUpdateInput;
}>;


export type SaveIdentityCheckMutation = { createOrUpdateProperty: { status: string, message: string | null } };

export type GetDashboardApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDashboardApplicationQuery = { getVehicleApplication: { user: { id: string, firstName: string, lastName: string, email: string, contactNumber: string | null, region: Region }, vehicleApplication: { applicationId: string, applicationType: ApplicationType, calculator: { company: { entityType: string | null } | null, shortlists: Array<{ catalogVehicleId: string, catalogYear: number | null, duration: number, distance: number }> } | null, scoreboard: { status: ApplicationStatus | null, entityDetails: { entityType: string | null } | null } } | null } };

export type GetSalesforceAccountByUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSalesforceAccountByUserQuery = { getSalesforceAccountByUser: { AccountSource: string | null, Credit_Total_Value__c: number | null } | null };

export type GetSalesforceOpportunityByUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSalesforceOpportunityByUserQuery = { getSalesforceOpportunityByUser: { LeadSource: string | null, StageName: string | null } | null };

export type SetApplicationStatusMutationVariables = Exact<{
  applicationId: string | number;
  params: PropertyUpdateInput;
}>;


export type SetApplicationStatusMutation = { createOrUpdateProperty: { status: string, message: string | null } };

export type UpdateQuoteStageNameMutationVariables = Exact<{
  applicationId: string | number;
  stageName: string;
}>;


export type UpdateQuoteStageNameMutation = { updateQuoteStageName: { status: string, message: string | null } };

export type GetBusinessInfoQueryVariables = Exact<{
  param: string;
  region: Region;
}>;


export type GetBusinessInfoQuery = { getBusinessInfo: { rows: Array<{ name: string | null, abn: string | null, postCode: string | null, stateCode: string | null, entityType: string | null }> } };

export type SaveCalculatorLeadDiallerMutationVariables = Exact<{
  calcLeadDialler: EnquiryInput;
}>;


export type SaveCalculatorLeadDiallerMutation = { saveCalculatorLeadDialler: { leadId: string | null, success: boolean } };

export type SaveCalculatorOnlineAccountMutationVariables = Exact<{
  calcLeadOpp: EnquiryInput;
}>;


export type SaveCalculatorOnlineAccountMutation = { saveCalculatorOnlineAccount: { status: string, message: string | null, results: { leadId: string | null, vehicleApplicationId: string | null, opportunityId: string | null } | null } };

export type SendRequestCallbackMutationVariables = Exact<{
  payload: RequestCallbackInput;
}>;


export type SendRequestCallbackMutation = { sendRequestCallback: { status: string, message: string | null } };

export type GetOrgProfilesByDomainQueryVariables = Exact<{
  domain: string;
}>;


export type GetOrgProfilesByDomainQuery = { getOrgProfilesByDomain: Array<{ orgId: string, name: string, region: Region, whiteLabel: { region: Region, enableWhiteLabel: boolean, domains: Array<string>, abn: string | null, introducerName: string | null, introducerAbn: string | null, termsLink: string | null, privacyPolicy: string | null }, calculator: { headerLogo: string | null, headerLogoLink: string | null, headerColour: string | null, headerImage: string | null, footerColour: string | null, disclaimerText: string | null, footerText: string | null, phoneNumber: string | null, primaryLogoRight: string | null, headerLinks: Array<{ menuTitle: string, menuUrl: string }> }, pricingConfiguration: { calculator: { isCalculatorEnabled: boolean, manufacturersEnabled: boolean } }, theme: { primaryLogo: string | null, rightLogo: string | null, primaryImage: string | null, primaryColour: string | null, phoneNumber: string | null, email: string | null, website: string | null, footerText: string | null, disclaimerHtml: string | null }, loginLogos: { left: string | null, right: string | null } }> };

export type ServerShortlistQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerShortlistQuery = { getVehicleApplication: { user: { id: string, region: Region }, vehicleApplication: { applicationId: string, calculator: { shortlists: Array<{ catalogVehicleId: string, catalogYear: number | null, duration: number }> } | null } | null } };

export type UpdateShortlistsMutationVariables = Exact<{
  applicationId?: string | number | null | undefined;
  userId: string | number;
  shortlists: unknown;
}>;


export type UpdateShortlistsMutation = { updateShortlists: { success: boolean, message: string | null } };

export type ShortlistComparisonQueryVariables = Exact<{
  filter: RateBookFilter;
}>;


export type ShortlistComparisonQuery = { rateBook: { results: { rows: Array<{ catalogVehicleId: string, catalogYear: number | null, vehicleMake: string | null, vehicleModel: string | null, vehicleTrim: string | null, vehicleDescription: string | null, vehicleDrivetrain: string | null, vehicleFueltype: string | null, vehiclePrimaryfueltype: string | null, vehicleTransmissiongroup: string | null, vehicleBodytype: string | null, vehicleSeats: number | null, cabType: string | null, consumerPrice: number | null, weekLeaseprice: number | null, monthLeaseprice: number | null, duration: number | null, fuelConsumptionLPer100Km: number | null, energyConsumptionKwhPer100Km: number | null }> } } };

export type VehicleMakesQueryVariables = Exact<{
  countryCode: Region;
}>;


export type VehicleMakesQuery = { vehicleMakes: Array<string> };

export type VehicleModelsQueryVariables = Exact<{
  countryCode: Region;
  makes: Array<string> | string;
}>;


export type VehicleModelsQuery = { vehicleModels: Array<{ make: string, models: Array<string> }> };

export type GetAddressPartsQueryVariables = Exact<{
  id: string | number;
}>;


export type GetAddressPartsQuery = { addressDetails: { id: string, fullAddress: string, subPremise: string | null, streetNo: string | null, streetName: string | null, suburb: string | null, state: string | null, postCode: string | null, country: string, countryCode: Region } | null };

export type SuggestAddressesQueryVariables = Exact<{
  query: string;
  countries?: Array<Region> | Region | null | undefined;
}>;


export type SuggestAddressesQuery = { addressSuggestions: Array<{ id: string, fullAddress: string, country: Region }> };

export type RecordAnalyticsEventMutationVariables = Exact<{
  event: AnalyticsEventInput;
}>;


export type RecordAnalyticsEventMutation = { recordAnalyticsEvent: boolean };

export type RateBookPageQueryVariables = Exact<{
  filter: RateBookFilter;
}>;


export type RateBookPageQuery = { rateBook: { resultCount: number, results: { totalCount: number, rows: Array<{ catalogVehicleId: string, catalogYear: number | null, vehicleMake: string | null, vehicleModel: string | null, vehicleTrim: string | null, vehicleDescription: string | null, vehicleDrivetrain: string | null, vehicleFueltype: string | null, vehiclePrimaryfueltype: string | null, vehicleTransmissiongroup: string | null, vehicleBodytype: string | null, vehicleSeats: number | null, cabType: string | null, consumerPrice: number | null, catalogPrice: number | null, weekLeaseprice: number | null, monthLeaseprice: number | null, duration: number | null, durationUnit: string | null, jatoImagepath: string | null, jatoImagepathTrim: string | null, jatoImagepathBase: string | null }> } } };

export type RequestUploadMutationVariables = Exact<{
  file: FileInput;
}>;


export type RequestUploadMutation = { getSignedUrl: { uuid: string, signedUrl: string, fileName: string | null, mimeType: string | null } };

export type SaveUploadedFileMutationVariables = Exact<{
  file: FileInput;
}>;


export type SaveUploadedFileMutation = { saveFile: { uuid: string, signedUrl: string, fileName: string | null, mimeType: string | null } };


export const GetApplicationAfterLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getApplicationAfterLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getVehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"applicationType"}},{"kind":"Field","name":{"kind":"Name","value":"orgUserId"}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validMLADate"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondaryApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetApplicationAfterLoginQuery, GetApplicationAfterLoginQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const PasswordLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"passwordLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<PasswordLinkQuery, PasswordLinkQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"requestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"resetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SaveReviewPropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveReviewProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"params"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrUpdateProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"params"},"value":{"kind":"Variable","name":{"kind":"Name","value":"params"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveReviewPropertyMutation, SaveReviewPropertyMutationVariables>;
export const GetCreditApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCreditApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getVehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyLegalName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaseDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"driveAwayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyLegalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyLegalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"tradingAddressSame"}},{"kind":"Field","name":{"kind":"Name","value":"tradingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessWebsite"}},{"kind":"Field","name":{"kind":"Name","value":"streetNo"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"subPremise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annualRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"financeDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentFleetSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseMoreVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"howManyVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"valueOfApplication"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"personalGuarantee"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetCreditApplicationQuery, GetCreditApplicationQueryVariables>;
export const SaveCreditApplicationSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveCreditApplicationSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"params"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrUpdateProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"params"},"value":{"kind":"Variable","name":{"kind":"Name","value":"params"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveCreditApplicationSectionMutation, SaveCreditApplicationSectionMutationVariables>;
export const CompanyLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"companyLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBusinessInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"registerNumber"}}]}}]}}]}}]} as unknown as DocumentNode<CompanyLookupQuery, CompanyLookupQueryVariables>;
export const ConfirmBusinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"confirmBusiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"params"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrUpdateProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"params"},"value":{"kind":"Variable","name":{"kind":"Name","value":"params"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ConfirmBusinessMutation, ConfirmBusinessMutationVariables>;
export const IndustriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<IndustriesQuery, IndustriesQueryVariables>;
export const ReassignQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"reassignQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicantInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reassignQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReassignQuoteMutation, ReassignQuoteMutationVariables>;
export const SelectPrimaryApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"selectPrimaryApplicant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isCurrentUserPrimary"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vehicleApplicationStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicantInfoInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectPrimaryApplicant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"isCurrentUserPrimary"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isCurrentUserPrimary"}}},{"kind":"Argument","name":{"kind":"Name","value":"vehicleApplicationStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vehicleApplicationStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"userInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SelectPrimaryApplicantMutation, SelectPrimaryApplicantMutationVariables>;
export const SelectSecondaryApplicantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"selectSecondaryApplicant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicantType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicantInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selectSecondaryApplicant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicantType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicantType"}}},{"kind":"Argument","name":{"kind":"Name","value":"userInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userInfo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SelectSecondaryApplicantMutation, SelectSecondaryApplicantMutationVariables>;
export const SubDivisionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"subDivisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subDivisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SubDivisionsQuery, SubDivisionsQueryVariables>;
export const SubGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"subGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"industryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"subDivisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"industryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"industryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"subDivisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"subDivisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"docId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SubGroupsQuery, SubGroupsQueryVariables>;
export const DeleteWetSignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteWetSignature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wetSignatureObjName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWetSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"wetSignatureObjName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wetSignatureObjName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<DeleteWetSignatureMutation, DeleteWetSignatureMutationVariables>;
export const GetContractSigningDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getContractSigning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getVehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusSecondary"}},{"kind":"Field","name":{"kind":"Name","value":"statusCreditCheck"}},{"kind":"Field","name":{"kind":"Name","value":"wetSignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentAI"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentAI_MMBA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentMLA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentPCA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentBank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentQuote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadFile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondaryApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entityDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"financeDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalGuarantee"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"directDebitAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetContractSigningQuery, GetContractSigningQueryVariables>;
export const GetEnvelopeMlaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"getEnvelopeMLA"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getEnvelopeMLA"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"witnesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}}]}}]} as unknown as DocumentNode<GetEnvelopeMlaMutation, GetEnvelopeMlaMutationVariables>;
export const GetMlaDocusignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"getMLADocusign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isCurrentUserPrimary"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"witness"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WitnessInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMLADocusign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isCurrentUserPrimary"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isCurrentUserPrimary"}}},{"kind":"Argument","name":{"kind":"Name","value":"returnUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnUrl"}}},{"kind":"Argument","name":{"kind":"Name","value":"witness"},"value":{"kind":"Variable","name":{"kind":"Name","value":"witness"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<GetMlaDocusignMutation, GetMlaDocusignMutationVariables>;
export const GetWetSignatureUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"getWetSignatureUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wetSignatureObjName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getWetSignatureUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"wetSignatureObjName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wetSignatureObjName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}}]} as unknown as DocumentNode<GetWetSignatureUrlMutation, GetWetSignatureUrlMutationVariables>;
export const RecordDirectDebitAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"recordDirectDebitAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"account"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DirectDebitAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordDirectDebitAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"account"},"value":{"kind":"Variable","name":{"kind":"Name","value":"account"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"bsb"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"branch"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"suffix"}}]}}]}}]} as unknown as DocumentNode<RecordDirectDebitAccountMutation, RecordDirectDebitAccountMutationVariables>;
export const SendWetSignatureEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"sendWetSignatureEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wetSignatureObjName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendWetSignatureEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"wetSignatureObjName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wetSignatureObjName"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SendWetSignatureEmailMutation, SendWetSignatureEmailMutationVariables>;
export const SubmitWetSignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"submitWetSignature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitWetSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SubmitWetSignatureMutation, SubmitWetSignatureMutationVariables>;
export const UploadWetSignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"uploadWetSignature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wetSignatureObjName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadFileObj"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadWetSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"wetSignatureObjName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wetSignatureObjName"}}},{"kind":"Argument","name":{"kind":"Name","value":"uploadFileObj"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadFileObj"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UploadWetSignatureMutation, UploadWetSignatureMutationVariables>;
export const CreditCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"creditCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"applicationType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id_reference_internal"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<CreditCheckQuery, CreditCheckQueryVariables>;
export const CreditDecisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"creditDecision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creditDecision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id_reference_internal"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<CreditDecisionSubscription, CreditDecisionSubscriptionVariables>;
export const GetCreditStandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCreditStanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getVehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusCreditCheck"}},{"kind":"Field","name":{"kind":"Name","value":"leaseSigningStarted"}},{"kind":"Field","name":{"kind":"Name","value":"wetSignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entityDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"hasSecondaryApplicant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"financeDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalGuarantee"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondaryApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"identityVerificationStatus"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetCreditStandingQuery, GetCreditStandingQueryVariables>;
export const ResendSecondaryInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"resendSecondaryInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendSecondaryInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"nextResendAt"}}]}}]}}]} as unknown as DocumentNode<ResendSecondaryInvitationMutation, ResendSecondaryInvitationMutationVariables>;
export const SubmitCreditCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"submitCreditCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreditCheckSubmissionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitCreditCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id_reference_internal"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<SubmitCreditCheckMutation, SubmitCreditCheckMutationVariables>;
export const GetEnvelopeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"getEnvelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getEnvelope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<GetEnvelopeMutation, GetEnvelopeMutationVariables>;
export const GetJourneyApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getJourneyApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getVehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationType"}},{"kind":"Field","name":{"kind":"Name","value":"orgUserId"}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusSecondary"}},{"kind":"Field","name":{"kind":"Name","value":"docusignStatus"}},{"kind":"Field","name":{"kind":"Name","value":"wetSignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondaryApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"applicantType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entityDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"industry"}},{"kind":"Field","name":{"kind":"Name","value":"subDivision"}},{"kind":"Field","name":{"kind":"Name","value":"subGroup"}},{"kind":"Field","name":{"kind":"Name","value":"hasSecondaryApplicant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"companyLegalName"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"nzbn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quoteDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryQuoteReference"}},{"kind":"Field","name":{"kind":"Name","value":"erpQuoteRef"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaseDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"driveAwayPrice"}},{"kind":"Field","name":{"kind":"Name","value":"fiscalValue"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRentalNet"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleImage"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetJourneyApplicationQuery, GetJourneyApplicationQueryVariables>;
export const GetQuoteDocusignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"getQuoteDocusign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"returnUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getQuoteDocusign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"returnUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"returnUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<GetQuoteDocusignMutation, GetQuoteDocusignMutationVariables>;
export const GetQuotePdfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"getQuotePDF"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getQuotePDF"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<GetQuotePdfMutation, GetQuotePdfMutationVariables>;
export const SignedDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"signedDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}}]} as unknown as DocumentNode<SignedDocumentsQuery, SignedDocumentsQueryVariables>;
export const SetJourneyStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setJourneyStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"params"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrUpdateProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"params"},"value":{"kind":"Variable","name":{"kind":"Name","value":"params"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetJourneyStatusMutation, SetJourneyStatusMutationVariables>;
export const UpdateDocusignStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateDocusignStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"docusignStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ESignatureStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDocusignStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"docusignStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"docusignStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateDocusignStatusMutation, UpdateDocusignStatusMutationVariables>;
export const GetApprovalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getApprovals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getVehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusCreditCheck"}},{"kind":"Field","name":{"kind":"Name","value":"primaryApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"identityVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"privacyConsent"}},{"kind":"Field","name":{"kind":"Name","value":"applicationReviewStatus"}},{"kind":"Field","name":{"kind":"Name","value":"idScanData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileUrls"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"addressFull"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseIssuedState"}},{"kind":"Field","name":{"kind":"Name","value":"licenseExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"licenseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"idScan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"idScanResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"currentAddress"}},{"kind":"Field","name":{"kind":"Name","value":"previousAddress"}},{"kind":"Field","name":{"kind":"Name","value":"streetNo"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"subPremise"}},{"kind":"Field","name":{"kind":"Name","value":"driversLicenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"driversLicenceExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"driversLicenceState"}},{"kind":"Field","name":{"kind":"Name","value":"driversCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondaryApplicant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"applicantType"}},{"kind":"Field","name":{"kind":"Name","value":"identityVerificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"identityCheck"}},{"kind":"Field","name":{"kind":"Name","value":"idScanData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileUrls"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"addressFull"}},{"kind":"Field","name":{"kind":"Name","value":"licenseNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"licenseIssuedState"}},{"kind":"Field","name":{"kind":"Name","value":"licenseExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"licenseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"idScan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"errorCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"idScanResult"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"middleName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dob"}},{"kind":"Field","name":{"kind":"Name","value":"currentAddress"}},{"kind":"Field","name":{"kind":"Name","value":"previousAddress"}},{"kind":"Field","name":{"kind":"Name","value":"streetNo"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"subPremise"}},{"kind":"Field","name":{"kind":"Name","value":"driversLicenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"driversLicenceExpiry"}},{"kind":"Field","name":{"kind":"Name","value":"driversLicenceState"}},{"kind":"Field","name":{"kind":"Name","value":"driversCardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"entityDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityName"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"hasSecondaryApplicant"}}]}},{"kind":"Field","name":{"kind":"Name","value":"companyDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyLegalName"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"nzbn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyLegalName"}},{"kind":"Field","name":{"kind":"Name","value":"companyLegalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"tradingAddressSame"}},{"kind":"Field","name":{"kind":"Name","value":"tradingAddress"}},{"kind":"Field","name":{"kind":"Name","value":"businessContactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"businessWebsite"}}]}},{"kind":"Field","name":{"kind":"Name","value":"annualRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"financeDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentFleetSize"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseMoreVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"howManyVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"valueOfApplication"}},{"kind":"Field","name":{"kind":"Name","value":"personalGuarantee"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetApprovalsQuery, GetApprovalsQueryVariables>;
export const SaveDrivingLicenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveDrivingLicence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"params"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadedFileInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicantType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicantRole"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"journeyId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDrivingLicense"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"params"},"value":{"kind":"Variable","name":{"kind":"Name","value":"params"}}},{"kind":"Argument","name":{"kind":"Name","value":"applicantType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicantType"}}},{"kind":"Argument","name":{"kind":"Name","value":"journeyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"journeyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SaveDrivingLicenceMutation, SaveDrivingLicenceMutationVariables>;
export const SaveIdentityCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveIdentityCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"params"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrUpdateProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"params"},"value":{"kind":"Variable","name":{"kind":"Name","value":"params"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SaveIdentityCheckMutation, SaveIdentityCheckMutationVariables>;
export const GetDashboardApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getDashboardApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getVehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"contactNumber"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicationType"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shortlists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogVehicleId"}},{"kind":"Field","name":{"kind":"Name","value":"catalogYear"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"scoreboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"entityDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entityType"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetDashboardApplicationQuery, GetDashboardApplicationQueryVariables>;
export const GetSalesforceAccountByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getSalesforceAccountByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSalesforceAccountByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"AccountSource"}},{"kind":"Field","name":{"kind":"Name","value":"Credit_Total_Value__c"}}]}}]}}]} as unknown as DocumentNode<GetSalesforceAccountByUserQuery, GetSalesforceAccountByUserQueryVariables>;
export const GetSalesforceOpportunityByUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getSalesforceOpportunityByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSalesforceOpportunityByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"LeadSource"}},{"kind":"Field","name":{"kind":"Name","value":"StageName"}}]}}]}}]} as unknown as DocumentNode<GetSalesforceOpportunityByUserQuery, GetSalesforceOpportunityByUserQueryVariables>;
export const SetApplicationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"setApplicationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"params"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PropertyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrUpdateProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"params"},"value":{"kind":"Variable","name":{"kind":"Name","value":"params"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetApplicationStatusMutation, SetApplicationStatusMutationVariables>;
export const UpdateQuoteStageNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateQuoteStageName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stageName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQuoteStageName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stageName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stageName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateQuoteStageNameMutation, UpdateQuoteStageNameMutationVariables>;
export const GetBusinessInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getBusinessInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"param"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getBusinessInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"param"},"value":{"kind":"Variable","name":{"kind":"Name","value":"param"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}}]}}]}}]}}]} as unknown as DocumentNode<GetBusinessInfoQuery, GetBusinessInfoQueryVariables>;
export const SaveCalculatorLeadDiallerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveCalculatorLeadDialler"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"calcLeadDialler"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCalculatorLeadDialler"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"calcLeadDialler"},"value":{"kind":"Variable","name":{"kind":"Name","value":"calcLeadDialler"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<SaveCalculatorLeadDiallerMutation, SaveCalculatorLeadDiallerMutationVariables>;
export const SaveCalculatorOnlineAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveCalculatorOnlineAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"calcLeadOpp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCalculatorOnlineAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"calcLeadOpp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"calcLeadOpp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleApplicationId"}},{"kind":"Field","name":{"kind":"Name","value":"opportunityId"}}]}}]}}]}}]} as unknown as DocumentNode<SaveCalculatorOnlineAccountMutation, SaveCalculatorOnlineAccountMutationVariables>;
export const SendRequestCallbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"sendRequestCallback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestCallbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendRequestCallback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendRequestCallbackMutation, SendRequestCallbackMutationVariables>;
export const GetOrgProfilesByDomainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getOrgProfilesByDomain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"domain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOrgProfilesByDomain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"domain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"domain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"whiteLabel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"enableWhiteLabel"}},{"kind":"Field","name":{"kind":"Name","value":"domains"}},{"kind":"Field","name":{"kind":"Name","value":"abn"}},{"kind":"Field","name":{"kind":"Name","value":"introducerName"}},{"kind":"Field","name":{"kind":"Name","value":"introducerAbn"}},{"kind":"Field","name":{"kind":"Name","value":"termsLink"}},{"kind":"Field","name":{"kind":"Name","value":"privacyPolicy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"calculator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headerLogo"}},{"kind":"Field","name":{"kind":"Name","value":"headerLogoLink"}},{"kind":"Field","name":{"kind":"Name","value":"headerLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuTitle"}},{"kind":"Field","name":{"kind":"Name","value":"menuUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"headerColour"}},{"kind":"Field","name":{"kind":"Name","value":"headerImage"}},{"kind":"Field","name":{"kind":"Name","value":"footerColour"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimerText"}},{"kind":"Field","name":{"kind":"Name","value":"footerText"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"primaryLogoRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricingConfiguration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isCalculatorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturersEnabled"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"theme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primaryLogo"}},{"kind":"Field","name":{"kind":"Name","value":"rightLogo"}},{"kind":"Field","name":{"kind":"Name","value":"primaryImage"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColour"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"footerText"}},{"kind":"Field","name":{"kind":"Name","value":"disclaimerHtml"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loginLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"right"}}]}}]}}]}}]} as unknown as DocumentNode<GetOrgProfilesByDomainQuery, GetOrgProfilesByDomainQueryVariables>;
export const ServerShortlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"serverShortlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getVehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicleApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"calculator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortlists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogVehicleId"}},{"kind":"Field","name":{"kind":"Name","value":"catalogYear"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ServerShortlistQuery, ServerShortlistQueryVariables>;
export const UpdateShortlistsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateShortlists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shortlists"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShortlists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"shortlists"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shortlists"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UpdateShortlistsMutation, UpdateShortlistsMutationVariables>;
export const ShortlistComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"shortlistComparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RateBookFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogVehicleId"}},{"kind":"Field","name":{"kind":"Name","value":"catalogYear"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleMake"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleModel"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTrim"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleDescription"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleDrivetrain"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleFueltype"}},{"kind":"Field","name":{"kind":"Name","value":"vehiclePrimaryfueltype"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTransmissiongroup"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleBodytype"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleSeats"}},{"kind":"Field","name":{"kind":"Name","value":"cabType"}},{"kind":"Field","name":{"kind":"Name","value":"consumerPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekLeaseprice"}},{"kind":"Field","name":{"kind":"Name","value":"monthLeaseprice"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"fuelConsumptionLPer100Km"}},{"kind":"Field","name":{"kind":"Name","value":"energyConsumptionKwhPer100Km"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShortlistComparisonQuery, ShortlistComparisonQueryVariables>;
export const VehicleMakesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"vehicleMakes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countryCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleMakes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"countryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countryCode"}}}]}]}}]} as unknown as DocumentNode<VehicleMakesQuery, VehicleMakesQueryVariables>;
export const VehicleModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"vehicleModels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countryCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"makes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"countryCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countryCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"makes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"makes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"models"}}]}}]}}]} as unknown as DocumentNode<VehicleModelsQuery, VehicleModelsQueryVariables>;
export const GetAddressPartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getAddressParts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullAddress"}},{"kind":"Field","name":{"kind":"Name","value":"subPremise"}},{"kind":"Field","name":{"kind":"Name","value":"streetNo"}},{"kind":"Field","name":{"kind":"Name","value":"streetName"}},{"kind":"Field","name":{"kind":"Name","value":"suburb"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}}]} as unknown as DocumentNode<GetAddressPartsQuery, GetAddressPartsQueryVariables>;
export const SuggestAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"suggestAddresses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countries"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Region"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"countries"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countries"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullAddress"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<SuggestAddressesQuery, SuggestAddressesQueryVariables>;
export const RecordAnalyticsEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"recordAnalyticsEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"event"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordAnalyticsEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"event"},"value":{"kind":"Variable","name":{"kind":"Name","value":"event"}}}]}]}}]} as unknown as DocumentNode<RecordAnalyticsEventMutation, RecordAnalyticsEventMutationVariables>;
export const RateBookPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"rateBookPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RateBookFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateBook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resultCount"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogVehicleId"}},{"kind":"Field","name":{"kind":"Name","value":"catalogYear"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleMake"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleModel"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTrim"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleDescription"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleDrivetrain"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleFueltype"}},{"kind":"Field","name":{"kind":"Name","value":"vehiclePrimaryfueltype"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleTransmissiongroup"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleBodytype"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleSeats"}},{"kind":"Field","name":{"kind":"Name","value":"cabType"}},{"kind":"Field","name":{"kind":"Name","value":"consumerPrice"}},{"kind":"Field","name":{"kind":"Name","value":"catalogPrice"}},{"kind":"Field","name":{"kind":"Name","value":"weekLeaseprice"}},{"kind":"Field","name":{"kind":"Name","value":"monthLeaseprice"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"durationUnit"}},{"kind":"Field","name":{"kind":"Name","value":"jatoImagepath"}},{"kind":"Field","name":{"kind":"Name","value":"jatoImagepathTrim"}},{"kind":"Field","name":{"kind":"Name","value":"jatoImagepathBase"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RateBookPageQuery, RateBookPageQueryVariables>;
export const RequestUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"requestUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSignedUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"shouldUpload"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"signedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]} as unknown as DocumentNode<RequestUploadMutation, RequestUploadMutationVariables>;
export const SaveUploadedFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"saveUploadedFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uuid"}},{"kind":"Field","name":{"kind":"Name","value":"signedUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]} as unknown as DocumentNode<SaveUploadedFileMutation, SaveUploadedFileMutationVariables>;