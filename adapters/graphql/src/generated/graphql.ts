// Generated from contracts/schema.graphql by `npm run codegen`. Do not edit.
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { OrgProfile as DomainOrgProfile, User as DomainUser, VehicleApplication as DomainVehicleApplication } from '@lease-portal/domain';
import type { GraphqlContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Free-form JSON, used only where the specification says 'as JSON' or the value is genuinely free-form. */
  JSON: { input: unknown; output: unknown; }
};

/** An address's parts, as the business-details and identity forms store them. */
export type AddressParts = {
  __typename?: 'AddressParts';
  /** Australia or New Zealand. */
  country: Scalars['String']['output'];
  countryCode: Region;
  fullAddress: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  postCode?: Maybe<Scalars['String']['output']>;
  /** AU: nsw, qld, sa, tas, vic, wa, act or nt; NZ: the region. */
  state?: Maybe<Scalars['String']['output']>;
  streetName?: Maybe<Scalars['String']['output']>;
  streetNo?: Maybe<Scalars['String']['output']>;
  subPremise?: Maybe<Scalars['String']['output']>;
  suburb?: Maybe<Scalars['String']['output']>;
};

/** One suggestion of the address autocomplete (journey §2, §9: restricted to AU and NZ). */
export type AddressSuggestion = {
  __typename?: 'AddressSuggestion';
  country: Region;
  fullAddress: Scalars['String']['output'];
  /** Opaque id to read the address's parts with addressDetails. */
  id: Scalars['ID']['output'];
};

export type AnalyticsEventInput = {
  /** What the event was about (filters, vehicle ids); at most 4,000 characters as JSON. */
  details?: InputMaybe<Scalars['JSON']['input']>;
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
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
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

export type BusinessContactDetail = {
  __typename?: 'BusinessContactDetail';
  contactNumber?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  postCode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
  suburb?: Maybe<Scalars['String']['output']>;
};

export type BusinessContactDetailInput = {
  contactNumber?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  postCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  suburb?: InputMaybe<Scalars['String']['input']>;
};

export type BusinessDetails = {
  __typename?: 'BusinessDetails';
  /** Number-like text, as typed. */
  annualRevenue?: Maybe<Scalars['String']['output']>;
  entityDetails?: Maybe<BusinessEntityDetails>;
  financeDetails?: Maybe<FinanceDetails>;
};

export type BusinessEntityDetails = {
  __typename?: 'BusinessEntityDetails';
  businessContactNumber?: Maybe<Scalars['String']['output']>;
  businessWebsite?: Maybe<Scalars['String']['output']>;
  companyLegalAddress?: Maybe<Scalars['String']['output']>;
  companyLegalName?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  countryCode?: Maybe<Scalars['String']['output']>;
  natureOfBusiness?: Maybe<Scalars['String']['output']>;
  postCode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  streetName?: Maybe<Scalars['String']['output']>;
  streetNo?: Maybe<Scalars['String']['output']>;
  subPremise?: Maybe<Scalars['String']['output']>;
  suburb?: Maybe<Scalars['String']['output']>;
  tradingAddress?: Maybe<Scalars['String']['output']>;
  tradingAddressSame?: Maybe<Scalars['Boolean']['output']>;
  yearOfBusiness?: Maybe<Scalars['String']['output']>;
};

export type BusinessInfo = {
  __typename?: 'BusinessInfo';
  rows: Array<BusinessLookupRow>;
};

/** One company found by the business registry lookup. */
export type BusinessLookupRow = {
  __typename?: 'BusinessLookupRow';
  abn?: Maybe<Scalars['String']['output']>;
  contactDetail?: Maybe<BusinessContactDetail>;
  entityType?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  postCode?: Maybe<Scalars['String']['output']>;
  registerNumber?: Maybe<Scalars['String']['output']>;
  stateCode?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
};

/** The company chosen in the Company Lookup dialog. */
export type BusinessLookupRowInput = {
  abn?: InputMaybe<Scalars['String']['input']>;
  contactDetail?: InputMaybe<BusinessContactDetailInput>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  postCode?: InputMaybe<Scalars['String']['input']>;
  registerNumber?: InputMaybe<Scalars['String']['input']>;
  stateCode?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Who may keep an answer: PUBLIC answers are the same for every visitor of a host; PRIVATE ones belong
 * to one person.
 */
export type CacheControlScope =
  | 'PRIVATE'
  | 'PUBLIC';

/** Branding of the public calculator and dashboard. */
export type CalculatorBranding = {
  __typename?: 'CalculatorBranding';
  disclaimerText?: Maybe<Scalars['String']['output']>;
  footerColour?: Maybe<Scalars['String']['output']>;
  footerText?: Maybe<Scalars['String']['output']>;
  headerColour?: Maybe<Scalars['String']['output']>;
  headerImage?: Maybe<Scalars['String']['output']>;
  headerLinks: Array<HeaderLink>;
  headerLogo?: Maybe<Scalars['String']['output']>;
  headerLogoLink?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  primaryLogoRight?: Maybe<Scalars['String']['output']>;
};

export type CalculatorCompany = {
  __typename?: 'CalculatorCompany';
  abn: Scalars['String']['output'];
  entityType?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type CalculatorContact = {
  __typename?: 'CalculatorContact';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  phone: Scalars['String']['output'];
  postCode?: Maybe<Scalars['String']['output']>;
};

/** What the calculator enquiry captured. */
export type CalculatorDetails = {
  __typename?: 'CalculatorDetails';
  company?: Maybe<CalculatorCompany>;
  contact?: Maybe<CalculatorContact>;
  fleetSize?: Maybe<Scalars['Int']['output']>;
  introducer?: Maybe<Introducer>;
  shortlists: Array<ShortlistEntry>;
  yearsTrading?: Maybe<Scalars['String']['output']>;
};

export type CalculatorPricing = {
  __typename?: 'CalculatorPricing';
  isCalculatorEnabled: Scalars['Boolean']['output'];
  manufacturersEnabled: Scalars['Boolean']['output'];
};

export type CompanyDetails = {
  __typename?: 'CompanyDetails';
  abn?: Maybe<Scalars['String']['output']>;
  companyLegalName?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  nzbn?: Maybe<Scalars['String']['output']>;
};

export type CreditCheckResult = {
  __typename?: 'CreditCheckResult';
  id_reference_internal?: Maybe<Scalars['String']['output']>;
  result?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['String']['output']>;
};

export type CreditCheckStatus =
  | 'approved'
  | 'declined'
  | 'refer'
  | 'referred'
  | 'waiting';

export type CreditCheckSubmissionInput = {
  applicationId: Scalars['ID']['input'];
  /** The fixed testing value the review sends ('accept'); absent on the on-hold resubmit. */
  testing?: InputMaybe<Scalars['String']['input']>;
};

export type CurrentUser = {
  __typename?: 'CurrentUser';
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  orgName?: Maybe<Scalars['String']['output']>;
  region?: Maybe<Region>;
};

/** The customer account record of the signed-in user. */
export type CustomerAccount = {
  __typename?: 'CustomerAccount';
  AccountSource?: Maybe<Scalars['String']['output']>;
  Credit_Total_Value__c?: Maybe<Scalars['Float']['output']>;
};

/**
 * The bank account the lease's rentals are debited from, as Authorised Officer (1) gave it (decision
 * 2081). Its number is answered masked, all but the last 3 digits as '•': the full number is printed on
 * the Direct Debit document only. AU fills bsb and accountNumber; NZ fills bank, branch, account and suffix.
 */
export type DirectDebitAccount = {
  __typename?: 'DirectDebitAccount';
  /** NZ: the 7 digits of the account's base number, masked. */
  account?: Maybe<Scalars['String']['output']>;
  accountName: Scalars['String']['output'];
  /** AU: 5 to 9 digits, masked. */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** NZ: 2 digits. */
  bank?: Maybe<Scalars['String']['output']>;
  /** NZ: 4 digits. */
  branch?: Maybe<Scalars['String']['output']>;
  /** AU: 6 digits, written 000-000. */
  bsb?: Maybe<Scalars['String']['output']>;
  region: Region;
  /** NZ: 2 or 3 digits. */
  suffix?: Maybe<Scalars['String']['output']>;
};

/**
 * The bank account for the direct debit, as typed: AU reads accountName, bsb and accountNumber; NZ reads
 * accountName, bank, branch, account and suffix. Spaces and dashes between digits are allowed.
 */
export type DirectDebitAccountInput = {
  account?: InputMaybe<Scalars['String']['input']>;
  accountName: Scalars['String']['input'];
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  bank?: InputMaybe<Scalars['String']['input']>;
  branch?: InputMaybe<Scalars['String']['input']>;
  bsb?: InputMaybe<Scalars['String']['input']>;
  suffix?: InputMaybe<Scalars['String']['input']>;
};

export type DownloadableFile = {
  __typename?: 'DownloadableFile';
  fileName: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type ESignatureStatus =
  | 'completed'
  | 'created'
  | 'none';

export type EnquireType =
  | 'call'
  | 'register';

export type EnquiryContactInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** NZ. */
  location?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  /** AU. */
  postCode?: InputMaybe<Scalars['String']['input']>;
};

export type EnquiryCustomerInput = {
  abn: Scalars['String']['input'];
  /** The business lookup row's entity type (IND, PRV, PUB, ULTD, LTD, Sole_Trader): the dashboard's credit offer needs it. */
  entityType?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

/** The enquiry form (calculator §3), sent as calcLeadDialler or calcLeadOpp. */
export type EnquiryInput = {
  contact: EnquiryContactInput;
  customer: EnquiryCustomerInput;
  /** The message. */
  description?: InputMaybe<Scalars['String']['input']>;
  enquireType: EnquireType;
  fleetSize?: InputMaybe<Scalars['Int']['input']>;
  introducer?: InputMaybe<IntroducerInput>;
  shortlists?: InputMaybe<Array<ShortlistEntryInput>>;
  yearsTrading?: InputMaybe<Scalars['String']['input']>;
};

export type EntityDetails = {
  __typename?: 'EntityDetails';
  abn?: Maybe<Scalars['String']['output']>;
  entityName?: Maybe<Scalars['String']['output']>;
  /** IND and Sole_Trader both mean sole trader. */
  entityType?: Maybe<Scalars['String']['output']>;
  hasSecondaryApplicant?: Maybe<YesNo>;
  industry?: Maybe<Scalars['String']['output']>;
  subDivision?: Maybe<Scalars['String']['output']>;
  subGroup?: Maybe<Scalars['String']['output']>;
};

export type EntityDetailsInput = {
  abn?: InputMaybe<Scalars['String']['input']>;
  entityName?: InputMaybe<Scalars['String']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  hasSecondaryApplicant?: InputMaybe<YesNo>;
  industry?: InputMaybe<Scalars['String']['input']>;
  subDivision?: InputMaybe<Scalars['String']['input']>;
  subGroup?: InputMaybe<Scalars['String']['input']>;
};

export type EnvelopeMlaResult = {
  __typename?: 'EnvelopeMlaResult';
  /** True once the portal has recorded that everyone signed and the application is finished. */
  finished?: Maybe<Scalars['Boolean']['output']>;
  status?: Maybe<MlaSigningStatus>;
};

export type EnvelopeStatus = {
  __typename?: 'EnvelopeStatus';
  /** The quote envelope's status, e.g. 'completed'. */
  status?: Maybe<Scalars['String']['output']>;
};

/** A file to store: its name and content type (the bytes go to the signed URL with HTTP PUT). */
export type FileInput = {
  /** The application the file is for; the viewer's current application when absent. */
  applicationId?: InputMaybe<Scalars['ID']['input']>;
  fileName: Scalars['String']['input'];
  /** What the file is; it decides the accepted types (financial statements when absent). */
  kind?: InputMaybe<FileKind>;
  mimeType: Scalars['String']['input'];
  /** Bytes; at most 10,240,000. */
  size?: InputMaybe<Scalars['Int']['input']>;
  /** The file getSignedUrl granted, for saveFile. */
  uuid?: InputMaybe<Scalars['ID']['input']>;
};

/** What an uploaded file is for (decision 1600). */
export type FileKind =
  | 'driversLicence'
  | 'financialStatement'
  | 'signedDocument';

export type FinanceDetails = {
  __typename?: 'FinanceDetails';
  /** 'yes' or empty. */
  completed?: Maybe<Scalars['String']['output']>;
  currentFleetSize?: Maybe<Scalars['String']['output']>;
  fileUrls?: Maybe<Array<UploadedFileRef>>;
  howManyVehicles?: Maybe<Scalars['Int']['output']>;
  maximum?: Maybe<Scalars['Boolean']['output']>;
  numberOfEmployees?: Maybe<Scalars['String']['output']>;
  personalGuarantee?: Maybe<YesNo>;
  purchaseMoreVehicles?: Maybe<YesNo>;
  /** The requested credit limit. */
  valueOfApplication?: Maybe<Scalars['Float']['output']>;
};

export type FinanceDetailsInput = {
  completed?: InputMaybe<Scalars['String']['input']>;
  currentFleetSize?: InputMaybe<Scalars['String']['input']>;
  fileUrls?: InputMaybe<Array<UploadedFileInput>>;
  howManyVehicles?: InputMaybe<Scalars['Int']['input']>;
  maximum?: InputMaybe<Scalars['Boolean']['input']>;
  numberOfEmployees?: InputMaybe<Scalars['String']['input']>;
  personalGuarantee?: InputMaybe<YesNo>;
  purchaseMoreVehicles?: InputMaybe<YesNo>;
  valueOfApplication?: InputMaybe<Scalars['Float']['input']>;
};

export type HeaderLink = {
  __typename?: 'HeaderLink';
  menuTitle: Scalars['String']['output'];
  menuUrl: Scalars['String']['output'];
};

/** What the identity scan extracted. */
export type IdScanData = {
  __typename?: 'IdScanData';
  addressFull?: Maybe<Scalars['String']['output']>;
  addresses?: Maybe<Array<LicenceAddress>>;
  cardNumber?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  fileUrls?: Maybe<Array<Scalars['String']['output']>>;
  firstName?: Maybe<Scalars['String']['output']>;
  idScan?: Maybe<IdScanJourney>;
  lastName?: Maybe<Scalars['String']['output']>;
  licenseExpiry?: Maybe<Scalars['String']['output']>;
  licenseIssuedState?: Maybe<Scalars['String']['output']>;
  licenseNumber?: Maybe<Scalars['String']['output']>;
  /** The NZ licence's version number, as the scan read it. */
  licenseVersion?: Maybe<Scalars['String']['output']>;
  middleName?: Maybe<Scalars['String']['output']>;
  passportIssuedBy?: Maybe<Scalars['String']['output']>;
  passportNumber?: Maybe<Scalars['String']['output']>;
};

export type IdScanJourney = {
  __typename?: 'IdScanJourney';
  errorCount?: Maybe<Scalars['Int']['output']>;
  journeyId?: Maybe<Scalars['String']['output']>;
  journeyReference?: Maybe<Scalars['String']['output']>;
  skipped?: Maybe<Scalars['Boolean']['output']>;
};

/** The details form the applicant confirms after the scan. */
export type IdScanResult = {
  __typename?: 'IdScanResult';
  country?: Maybe<Scalars['String']['output']>;
  countryCode?: Maybe<Scalars['String']['output']>;
  currentAddress?: Maybe<Scalars['String']['output']>;
  dob?: Maybe<Scalars['String']['output']>;
  driversCardNumber?: Maybe<Scalars['String']['output']>;
  driversLicenceExpiry?: Maybe<Scalars['String']['output']>;
  driversLicenceNumber?: Maybe<Scalars['String']['output']>;
  driversLicenceState?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  middleName?: Maybe<Scalars['String']['output']>;
  postCode?: Maybe<Scalars['String']['output']>;
  previousAddress?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  streetName?: Maybe<Scalars['String']['output']>;
  streetNo?: Maybe<Scalars['String']['output']>;
  subPremise?: Maybe<Scalars['String']['output']>;
  suburb?: Maybe<Scalars['String']['output']>;
  version?: Maybe<Scalars['String']['output']>;
};

export type IdScanResultInput = {
  country?: InputMaybe<Scalars['String']['input']>;
  countryCode?: InputMaybe<Scalars['String']['input']>;
  currentAddress?: InputMaybe<Scalars['String']['input']>;
  dob?: InputMaybe<Scalars['String']['input']>;
  driversCardNumber?: InputMaybe<Scalars['String']['input']>;
  driversLicenceExpiry?: InputMaybe<Scalars['String']['input']>;
  driversLicenceNumber?: InputMaybe<Scalars['String']['input']>;
  driversLicenceState?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  middleName?: InputMaybe<Scalars['String']['input']>;
  postCode?: InputMaybe<Scalars['String']['input']>;
  previousAddress?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  streetName?: InputMaybe<Scalars['String']['input']>;
  streetNo?: InputMaybe<Scalars['String']['input']>;
  subPremise?: InputMaybe<Scalars['String']['input']>;
  suburb?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['String']['input']>;
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

export type Industry = {
  __typename?: 'Industry';
  docId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Introducer = {
  __typename?: 'Introducer';
  abn?: Maybe<Scalars['String']['output']>;
  domainName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nzbn?: Maybe<Scalars['String']['output']>;
  orgId: Scalars['ID']['output'];
  region: Region;
};

export type IntroducerInput = {
  abn?: InputMaybe<Scalars['String']['input']>;
  domainName: Scalars['String']['input'];
  name: Scalars['String']['input'];
  nzbn?: InputMaybe<Scalars['String']['input']>;
  orgId: Scalars['ID']['input'];
  region: Region;
};

/** Authorised Officer (2)'s invitation queued to be sent again (decision 2094). */
export type InvitationResent = {
  __typename?: 'InvitationResent';
  message?: Maybe<Scalars['String']['output']>;
  /** When the invitation may next be sent again (ISO 8601). */
  nextResendAt: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type LeadDiallerResult = {
  __typename?: 'LeadDiallerResult';
  leadId?: Maybe<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

export type LeaseDetails = {
  __typename?: 'LeaseDetails';
  driveAwayPrice?: Maybe<Scalars['Float']['output']>;
  fiscalValue?: Maybe<Scalars['Float']['output']>;
  monthlyRentalNet?: Maybe<Scalars['Float']['output']>;
  terms?: Maybe<Scalars['Int']['output']>;
};

export type LicenceAddress = {
  __typename?: 'LicenceAddress';
  address?: Maybe<Scalars['String']['output']>;
  address2?: Maybe<Scalars['String']['output']>;
  postcode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  streetNumber?: Maybe<Scalars['String']['output']>;
  suburb?: Maybe<Scalars['String']['output']>;
};

export type LoginLogos = {
  __typename?: 'LoginLogos';
  left?: Maybe<Scalars['String']['output']>;
  right?: Maybe<Scalars['String']['output']>;
};

/** A make and its models, upper-cased. */
export type MakeModels = {
  __typename?: 'MakeModels';
  make: Scalars['String']['output'];
  models: Array<Scalars['String']['output']>;
};

/** A make with the models chosen for it (the URL writes it as Make:model1,model2). */
export type MakeModelsInput = {
  make: Scalars['String']['input'];
  models?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type MlaSigningStatus = {
  __typename?: 'MlaSigningStatus';
  signers: Array<Signer>;
  witnesses: Array<Witness>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Writes one value or section of the application's scoreboard; status '200' is success. */
  createOrUpdateProperty: MutationStatus;
  /** Removes an uploaded signed document, unless the documents were already submitted. */
  deleteWetSignature: UrlResult;
  /** The status of the quote's e-signature envelope. */
  getEnvelope: EnvelopeStatus;
  /** The signers and witnesses of the master lease agreement's envelope. */
  getEnvelopeMLA: EnvelopeMlaResult;
  /** A signed URL to read a stored file. */
  getFileByUUID: UploadedFile;
  /**
   * An embedded e-signature session for the lease documents, returning to returnUrl. Authorised
   * Officer (1) names their witness (someone other than the officers) to open the witness's row.
   */
  getMLADocusign: UrlResult;
  /** An embedded e-signature session for the quote, returning to returnUrl. */
  getQuoteDocusign: UrlResult;
  /** A download link for the quote PDF. */
  getQuotePDF: UrlResult;
  /** A signed URL to upload a file to (shouldUpload false: the client uploads it). */
  getSignedUrl: UploadedFile;
  /** Download links of a wet-signature document (or 'download-all'). */
  getWetSignatureUrl: WetSignatureFiles;
  /** Signs in to the organisation of the request's host; answers an opaque session token and the user. */
  login: Session;
  /** Ends the session of the request's token; true when a session was ended. */
  logout: Scalars['Boolean']['output'];
  /** Sends the quote to another authorised officer, removing the requester's access. */
  reassignQuote: MutationStatus;
  /** Counts a calculator event (shortlist, view shortlist, enquire, search, no results); true when recorded. */
  recordAnalyticsEvent: Scalars['Boolean']['output'];
  /**
   * Records the bank account the lease's rentals are debited from (decision 2081): Authorised Officer
   * (1), at the signing step, before the lease documents go out. Answers it with its number masked.
   */
  recordDirectDebitAccount: DirectDebitAccount;
  /** Sends a password-reset e-mail when the address belongs to a user; always true, so addresses cannot be probed. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /**
   * Sends Authorised Officer (2)'s invitation again with a new create-password link (decision 2094):
   * Authorised Officer (1) of the application only, while it is on hold for Authorised Officer (2) who
   * has not started, at most once every 10 minutes.
   */
  resendSecondaryInvitation: InvitationResent;
  /** Sets a new password with the reset link's hash. */
  resetPassword: ResetPasswordResult;
  /** Sends a call-me enquiry to the lead dialler. */
  saveCalculatorLeadDialler: LeadDiallerResult;
  /** Creates an online account and application from an enquiry. */
  saveCalculatorOnlineAccount: OnlineAccountResult;
  /**
   * Keeps the signed-in applicant's licence with their own identity check: the front and back they
   * uploaded (params), or, with journeyId, the images and fields of their passed scan, read from the
   * identity-scan service (params empty).
   */
  saveDrivingLicense: SaveStatus;
  /** Registers a file and answers where to upload it. */
  saveFile: UploadedFile;
  /** Confirms the signed-in user as Authorised Officer (1), or nominates someone else. */
  selectPrimaryApplicant: PrimaryApplicantResult;
  /** Nominates Authorised Officer (2). */
  selectSecondaryApplicant: SecondaryApplicantResult;
  /** Asks a lease specialist to call back. */
  sendRequestCallback: MutationStatus;
  /** E-mails a wet-signature document (or 'send-all') to an address. */
  sendWetSignatureEmail: UrlResult;
  /** Submits the application to the credit bureau. */
  submitCreditCheck: CreditCheckResult;
  /** Submits the signed documents ('completed') for staff to check; their acceptance finishes the lease. */
  submitWetSignature: UrlResult;
  /** Records the quote's e-signature status. */
  updateDocusignStatus: MutationStatus;
  /** Moves the user's sales opportunity to a new stage. */
  updateQuoteStageName: MutationStatus;
  /** Stores the signed-in user's shortlist (the shortlist entries as JSON). */
  updateShortlists: UpdateShortlistsResult;
  /** Attaches an uploaded signed document to its wet-signature slot. */
  uploadWetSignature: UrlResult;
};


export type MutationCreateOrUpdatePropertyArgs = {
  applicationId: Scalars['ID']['input'];
  params: PropertyUpdateInput;
};


export type MutationDeleteWetSignatureArgs = {
  applicationId: Scalars['ID']['input'];
  wetSignatureObjName: Scalars['String']['input'];
};


export type MutationGetEnvelopeMlaArgs = {
  applicationId: Scalars['ID']['input'];
};


export type MutationGetFileByUuidArgs = {
  uuid: Scalars['ID']['input'];
};


export type MutationGetMlaDocusignArgs = {
  applicationId: Scalars['ID']['input'];
  isCurrentUserPrimary: Scalars['Boolean']['input'];
  returnUrl: Scalars['String']['input'];
  witness?: InputMaybe<WitnessInput>;
};


export type MutationGetQuoteDocusignArgs = {
  returnUrl: Scalars['String']['input'];
};


export type MutationGetSignedUrlArgs = {
  file: FileInput;
  shouldUpload?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationGetWetSignatureUrlArgs = {
  applicationId: Scalars['ID']['input'];
  wetSignatureObjName: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationReassignQuoteArgs = {
  userInfo: ApplicantInfoInput;
};


export type MutationRecordAnalyticsEventArgs = {
  event: AnalyticsEventInput;
};


export type MutationRecordDirectDebitAccountArgs = {
  account: DirectDebitAccountInput;
  applicationId: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendSecondaryInvitationArgs = {
  applicationId: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
  hash: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSaveCalculatorLeadDiallerArgs = {
  calcLeadDialler: EnquiryInput;
};


export type MutationSaveCalculatorOnlineAccountArgs = {
  calcLeadOpp: EnquiryInput;
};


export type MutationSaveDrivingLicenseArgs = {
  applicantType: ApplicantRole;
  applicationId: Scalars['ID']['input'];
  journeyId?: InputMaybe<Scalars['ID']['input']>;
  params: Array<UploadedFileInput>;
};


export type MutationSaveFileArgs = {
  file: FileInput;
};


export type MutationSelectPrimaryApplicantArgs = {
  isCurrentUserPrimary: Scalars['Boolean']['input'];
  userInfo?: InputMaybe<ApplicantInfoInput>;
  vehicleApplicationStatus?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSelectSecondaryApplicantArgs = {
  applicantType: Scalars['String']['input'];
  userInfo: ApplicantInfoInput;
};


export type MutationSendRequestCallbackArgs = {
  payload: RequestCallbackInput;
};


export type MutationSendWetSignatureEmailArgs = {
  applicationId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  wetSignatureObjName: Scalars['String']['input'];
};


export type MutationSubmitCreditCheckArgs = {
  payload: CreditCheckSubmissionInput;
};


export type MutationSubmitWetSignatureArgs = {
  applicationId: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationUpdateDocusignStatusArgs = {
  applicationId: Scalars['ID']['input'];
  docusignStatus: ESignatureStatus;
};


export type MutationUpdateQuoteStageNameArgs = {
  applicationId: Scalars['ID']['input'];
  stageName: Scalars['String']['input'];
};


export type MutationUpdateShortlistsArgs = {
  applicationId?: InputMaybe<Scalars['ID']['input']>;
  shortlists: Scalars['JSON']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUploadWetSignatureArgs = {
  applicationId: Scalars['ID']['input'];
  uploadFileObj: UploadedFileInput;
  wetSignatureObjName: Scalars['String']['input'];
};

/** The outcome of a mutation that changes the application: status ('200' means success where noted) and a message. */
export type MutationStatus = {
  __typename?: 'MutationStatus';
  message?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type OnlineAccountIds = {
  __typename?: 'OnlineAccountIds';
  leadId?: Maybe<Scalars['String']['output']>;
  opportunityId?: Maybe<Scalars['String']['output']>;
  vehicleApplicationId?: Maybe<Scalars['ID']['output']>;
};

export type OnlineAccountResult = {
  __typename?: 'OnlineAccountResult';
  message?: Maybe<Scalars['String']['output']>;
  results?: Maybe<OnlineAccountIds>;
  /** 'success' or 'error'. */
  status: Scalars['String']['output'];
};

/** The sales opportunity record of the signed-in user. */
export type Opportunity = {
  __typename?: 'Opportunity';
  LeadSource?: Maybe<Scalars['String']['output']>;
  StageName?: Maybe<Scalars['String']['output']>;
};

/** One organisation that offers the portal under its own brand, found by the request's host domain. */
export type OrgProfile = {
  __typename?: 'OrgProfile';
  calculator: CalculatorBranding;
  loginLogos: LoginLogos;
  name: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  pricingConfiguration: PricingConfiguration;
  region: Region;
  theme: ScoreboardTheme;
  whiteLabel: WhiteLabel;
};

/** The answer of passwordLink: no error means the link can set a password. */
export type PasswordLinkCheck = {
  __typename?: 'PasswordLinkCheck';
  /** The specification's expired message when the link is used, expired or not this address's. */
  error?: Maybe<Scalars['String']['output']>;
};

export type PricingConfiguration = {
  __typename?: 'PricingConfiguration';
  calculator: CalculatorPricing;
};

/** Authorised Officer (1). */
export type PrimaryApplicant = {
  __typename?: 'PrimaryApplicant';
  applicationReviewStatus?: Maybe<Scalars['String']['output']>;
  /** 'yes' once the officer confirmed; anything else means not yet. */
  confirmed?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  idScanData?: Maybe<IdScanData>;
  idScanResult?: Maybe<IdScanResult>;
  /** Whether the officer's licence is known to be theirs (decision 2080); null before a licence is kept. */
  identityCheck?: Maybe<IdentityCheckWord>;
  identityVerificationStatus?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  privacyConsent?: Maybe<Scalars['String']['output']>;
  userId?: Maybe<Scalars['ID']['output']>;
};

export type PrimaryApplicantResult = {
  __typename?: 'PrimaryApplicantResult';
  message?: Maybe<Scalars['String']['output']>;
  primaryApplicant?: Maybe<PrimaryApplicant>;
  status: Scalars['String']['output'];
};

/**
 * A generic scoreboard update: the value to write at the path propertyFirst[.propertySecond[.propertyThird]],
 * or one of the typed sections.
 */
export type PropertyUpdateInput = {
  entityDetails?: InputMaybe<EntityDetailsInput>;
  entityObj?: InputMaybe<BusinessLookupRowInput>;
  financeDetails?: InputMaybe<FinanceDetailsInput>;
  idScanResult?: InputMaybe<IdScanResultInput>;
  propertyFirst: Scalars['String']['input'];
  propertySecond?: InputMaybe<Scalars['String']['input']>;
  propertyThird?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** The parts of one suggested address; null when the id is unknown. */
  addressDetails?: Maybe<AddressParts>;
  /** Addresses in AU and NZ (or the given countries) matching what was typed; signed-in applicants only. */
  addressSuggestions: Array<AddressSuggestion>;
  /** The credit check results of an application (param: first 8 characters of the applicationId plus '3'). */
  creditCheck: Array<CreditCheckResult>;
  /** Companies in the AU or NZ business registry matching a name or business number. */
  getBusinessInfo: BusinessInfo;
  /** The organisation profiles whose domains include the given host; a default profile when none matches. */
  getOrgProfilesByDomain: Array<OrgProfile>;
  /** The customer account record of the signed-in user. */
  getSalesforceAccountByUser?: Maybe<CustomerAccount>;
  /** The sales opportunity record of the signed-in user. */
  getSalesforceOpportunityByUser?: Maybe<Opportunity>;
  /** The signed-in user and their current vehicle application. */
  getVehicleApplication: SignedInApplication;
  /** The industry classification's top level. */
  industries: Array<Industry>;
  /** Whether a reset or create-password link can still set a password: asked when its page opens, so a used or expired link says so before a password is typed. */
  passwordLink: PasswordLinkCheck;
  /** One page of the rate book (the vehicle catalogue with lease prices) matching the filter. */
  rateBook: RateBookResult;
  /** The finished lease's signed documents, as data URLs, for an applicant of the application: the e-signature service's signed copy, or the documents signed on paper that staff accepted (decision 2091). */
  signedDocuments: WetSignatureFiles;
  /** The sub divisions of an industry. */
  subDivisions: Array<SubDivision>;
  /** The sub groups of an industry's sub division ('/' in ids replaced by '|'). */
  subGroups: Array<SubGroup>;
  /** A user of the organisation identified by appCode, by e-mail address. */
  user?: Maybe<User>;
  /** The vehicle makes offered in a country, upper-cased. */
  vehicleMakes: Array<Scalars['String']['output']>;
  /** The models of the given makes offered in a country, upper-cased. */
  vehicleModels: Array<MakeModels>;
};


export type QueryAddressDetailsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAddressSuggestionsArgs = {
  countries?: InputMaybe<Array<Region>>;
  query: Scalars['String']['input'];
};


export type QueryCreditCheckArgs = {
  applicationType?: InputMaybe<ApplicationType>;
  param: Scalars['String']['input'];
};


export type QueryGetBusinessInfoArgs = {
  param: Scalars['String']['input'];
  region: Region;
};


export type QueryGetOrgProfilesByDomainArgs = {
  domain: Scalars['String']['input'];
};


export type QueryPasswordLinkArgs = {
  email: Scalars['String']['input'];
  hash: Scalars['String']['input'];
};


export type QueryRateBookArgs = {
  filter: RateBookFilter;
};


export type QuerySignedDocumentsArgs = {
  applicationId: Scalars['ID']['input'];
};


export type QuerySubDivisionsArgs = {
  param: Scalars['String']['input'];
};


export type QuerySubGroupsArgs = {
  industryId: Scalars['String']['input'];
  subDivisionId: Scalars['String']['input'];
};


export type QueryUserArgs = {
  appCode: Scalars['String']['input'];
  email: Scalars['String']['input'];
};


export type QueryVehicleMakesArgs = {
  countryCode: Region;
};


export type QueryVehicleModelsArgs = {
  countryCode: Region;
  makes: Array<Scalars['String']['input']>;
};

export type QuoteDetails = {
  __typename?: 'QuoteDetails';
  erpQuoteRef?: Maybe<Scalars['String']['output']>;
  primaryQuoteReference?: Maybe<Scalars['String']['output']>;
};

/**
 * The rate-book search (calculator §3 'Search filters' and the other filter names the catalogue
 * accepts). Absent filters do not narrow the search. Page sizes: 10, 25, 50, 100.
 */
export type RateBookFilter = {
  brokerId?: InputMaybe<Scalars['String']['input']>;
  budgetType?: InputMaybe<BudgetType>;
  cabType?: InputMaybe<Array<Scalars['String']['input']>>;
  catalogVehicleId?: InputMaybe<Array<Scalars['ID']['input']>>;
  countryCode?: InputMaybe<Region>;
  /** 1-based. */
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  isCountRow?: InputMaybe<Scalars['Boolean']['input']>;
  maxBudget?: InputMaybe<Scalars['Float']['input']>;
  /** Months. */
  maxDuration?: InputMaybe<Scalars['Int']['input']>;
  minBudget?: InputMaybe<Scalars['Float']['input']>;
  /** Months. */
  minDuration?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  pair?: InputMaybe<Array<MakeModelsInput>>;
  referenceId?: InputMaybe<Scalars['String']['input']>;
  sortBy?: InputMaybe<RateBookSortKey>;
  sortOrder?: InputMaybe<SortOrder>;
  vehicleBodystyle?: InputMaybe<Scalars['String']['input']>;
  vehicleBodytype?: InputMaybe<Array<Scalars['String']['input']>>;
  vehicleCategory?: InputMaybe<Scalars['String']['input']>;
  vehicleDriveTrain?: InputMaybe<Array<Scalars['String']['input']>>;
  vehicleFueltype?: InputMaybe<Array<Scalars['String']['input']>>;
  vehicleMake?: InputMaybe<Scalars['String']['input']>;
  /** No upper bound when absent. */
  vehicleMaxRRP?: InputMaybe<Scalars['Float']['input']>;
  vehicleMinRRP?: InputMaybe<Scalars['Float']['input']>;
  vehicleModel?: InputMaybe<Scalars['String']['input']>;
  vehicleNatureGroup?: InputMaybe<Scalars['String']['input']>;
  vehicleSeats?: InputMaybe<Array<Scalars['Int']['input']>>;
  vehicleTransmission?: InputMaybe<Array<Scalars['String']['input']>>;
  vehicleTrim?: InputMaybe<Scalars['String']['input']>;
};

export type RateBookPage = {
  __typename?: 'RateBookPage';
  rows: Array<RateBookVehicle>;
  totalCount: Scalars['Int']['output'];
};

export type RateBookResult = {
  __typename?: 'RateBookResult';
  resultCount: Scalars['Int']['output'];
  results: RateBookPage;
};

export type RateBookSortKey =
  | 'consumer_price'
  | 'vehicle_description'
  | 'week_leaseprice';

/** One rate-book row (calculator §3, 'Vehicle'); isShortlisted is held by the client only. */
export type RateBookVehicle = {
  __typename?: 'RateBookVehicle';
  cabType?: Maybe<Scalars['String']['output']>;
  catalogPrice?: Maybe<Scalars['Float']['output']>;
  catalogVehicleId: Scalars['ID']['output'];
  catalogYear?: Maybe<Scalars['Int']['output']>;
  /** RRP: the manufacturer's recommended retail price, including GST, excluding on-road costs. */
  consumerPrice?: Maybe<Scalars['Float']['output']>;
  duration?: Maybe<Scalars['Int']['output']>;
  durationUnit?: Maybe<Scalars['String']['output']>;
  /** Electricity used in kWh per 100 km by an electric vehicle; null when not catalogued. */
  energyConsumptionKwhPer100Km?: Maybe<Scalars['Float']['output']>;
  /** Fuel used in litres per 100 km (combined cycle) by a petrol, diesel or hybrid vehicle; null when not catalogued. */
  fuelConsumptionLPer100Km?: Maybe<Scalars['Float']['output']>;
  jatoImagepath?: Maybe<Scalars['String']['output']>;
  jatoImagepathBase?: Maybe<Scalars['String']['output']>;
  jatoImagepathTrim?: Maybe<Scalars['String']['output']>;
  monthLeaseprice?: Maybe<Scalars['Float']['output']>;
  vehicleBodytype?: Maybe<Scalars['String']['output']>;
  vehicleDescription?: Maybe<Scalars['String']['output']>;
  vehicleDrivetrain?: Maybe<Scalars['String']['output']>;
  vehicleFueltype?: Maybe<Scalars['String']['output']>;
  vehicleMake?: Maybe<Scalars['String']['output']>;
  vehicleModel?: Maybe<Scalars['String']['output']>;
  vehiclePrimaryfueltype?: Maybe<Scalars['String']['output']>;
  vehicleSeats?: Maybe<Scalars['Int']['output']>;
  vehicleTransmissiongroup?: Maybe<Scalars['String']['output']>;
  vehicleTrim?: Maybe<Scalars['String']['output']>;
  weekLeaseprice?: Maybe<Scalars['Float']['output']>;
};

/** The two markets the provider leases in. */
export type Region =
  | 'AU'
  | 'NZ';

export type RequestCallbackInput = {
  contactNumber: Scalars['String']['input'];
  domain: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  message?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of resetPassword: no error means the password was changed. */
export type ResetPasswordResult = {
  __typename?: 'ResetPasswordResult';
  /** The specification's message when the reset failed, e.g. 'Your token has expired, please reset your password.' */
  error?: Maybe<Scalars['String']['output']>;
};

export type SaveStatus = {
  __typename?: 'SaveStatus';
  status: Scalars['String']['output'];
};

/** The state of one application's journey. */
export type Scoreboard = {
  __typename?: 'Scoreboard';
  businessDetails?: Maybe<BusinessDetails>;
  companyDetails?: Maybe<CompanyDetails>;
  currentUser?: Maybe<CurrentUser>;
  /** The bank account the lease's rentals are debited from, its number masked (decision 2081). */
  directDebitAccount?: Maybe<DirectDebitAccount>;
  docusignStatus?: Maybe<ESignatureStatus>;
  entityDetails?: Maybe<EntityDetails>;
  leaseDetails?: Maybe<LeaseDetails>;
  /** Whether the lease envelope has gone out for electronic signing: a reload opens the signing rows, not 'ready to sign'. */
  leaseSigningStarted?: Maybe<Scalars['Boolean']['output']>;
  primaryApplicant?: Maybe<PrimaryApplicant>;
  quoteApprover?: Maybe<Scalars['String']['output']>;
  quoteDetails?: Maybe<QuoteDetails>;
  reviewAndSignContractStatus?: Maybe<Scalars['String']['output']>;
  secondaryApplicant?: Maybe<SecondaryApplicant>;
  status?: Maybe<ApplicationStatus>;
  statusCreditCheck?: Maybe<CreditCheckStatus>;
  statusSecondary?: Maybe<SecondaryStatus>;
  /** ISO date after which the master lease agreement is no longer valid. */
  validMLADate?: Maybe<Scalars['String']['output']>;
  vehicleDetails?: Maybe<VehicleDetails>;
  wetSignature?: Maybe<WetSignature>;
};

/** Branding of the applicant journey. */
export type ScoreboardTheme = {
  __typename?: 'ScoreboardTheme';
  disclaimerHtml?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  footerText?: Maybe<Scalars['String']['output']>;
  phoneNumber?: Maybe<Scalars['String']['output']>;
  primaryColour?: Maybe<Scalars['String']['output']>;
  primaryImage?: Maybe<Scalars['String']['output']>;
  primaryLogo?: Maybe<Scalars['String']['output']>;
  rightLogo?: Maybe<Scalars['String']['output']>;
  website?: Maybe<Scalars['String']['output']>;
};

/** Authorised Officer (2). */
export type SecondaryApplicant = {
  __typename?: 'SecondaryApplicant';
  /** Role: director, secretary, or free text for NZ 'Other'. */
  applicantType?: Maybe<Scalars['String']['output']>;
  confirmed?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  idScanData?: Maybe<IdScanData>;
  idScanResult?: Maybe<IdScanResult>;
  /** Whether the officer's licence is known to be theirs (decision 2080); null before a licence is kept. */
  identityCheck?: Maybe<IdentityCheckWord>;
  identityVerificationStatus?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  userId?: Maybe<Scalars['ID']['output']>;
};

export type SecondaryApplicantResult = {
  __typename?: 'SecondaryApplicantResult';
  message?: Maybe<Scalars['String']['output']>;
  secondaryApplicant?: Maybe<SecondaryApplicant>;
  status: Scalars['String']['output'];
};

export type SecondaryStatus =
  | 'approvals'
  | 'finished'
  | 'reviewAndSignContract';

/** A signed-in session: the opaque token to send as 'Authorization: Bearer <token>', and who it belongs to. */
export type Session = {
  __typename?: 'Session';
  /** ISO date-time after which the token is no longer accepted. */
  expiresAt: Scalars['String']['output'];
  token: Scalars['String']['output'];
  user: User;
};

export type ShortlistEntry = {
  __typename?: 'ShortlistEntry';
  catalogVehicleId: Scalars['ID']['output'];
  catalogYear?: Maybe<Scalars['Int']['output']>;
  distance: Scalars['Int']['output'];
  distanceUnit: Scalars['String']['output'];
  duration: Scalars['Int']['output'];
  durationUnit: Scalars['String']['output'];
  referenceId?: Maybe<Scalars['String']['output']>;
};

/** One shortlisted vehicle as the application remembers it. */
export type ShortlistEntryInput = {
  catalogVehicleId: Scalars['ID']['input'];
  catalogYear?: InputMaybe<Scalars['Int']['input']>;
  /** Kilometres per year. */
  distance: Scalars['Int']['input'];
  distanceUnit: Scalars['String']['input'];
  /** Months. */
  duration: Scalars['Int']['input'];
  durationUnit: Scalars['String']['input'];
  referenceId?: InputMaybe<Scalars['String']['input']>;
};

export type ShortlistUpdate = {
  __typename?: 'ShortlistUpdate';
  userProfile?: Maybe<User>;
  vehicleApplication?: Maybe<VehicleApplication>;
};

/** The signed-in user and their current vehicle application. */
export type SignedInApplication = {
  __typename?: 'SignedInApplication';
  user: User;
  vehicleApplication?: Maybe<VehicleApplication>;
};

export type Signer = {
  __typename?: 'Signer';
  email: Scalars['String']['output'];
  status: SignerStatus;
};

export type SignerStatus =
  | 'completed'
  | 'pending';

export type SortOrder =
  | 'asc'
  | 'desc';

export type SubDivision = {
  __typename?: 'SubDivision';
  docId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type SubGroup = {
  __typename?: 'SubGroup';
  docId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The credit decision of an application, sent once as soon as the credit decision service decides
   * (decision 1660), to the application's own officers; over the API's WebSocket only.
   */
  creditDecision: CreditCheckResult;
};


export type SubscriptionCreditDecisionArgs = {
  applicationId: Scalars['ID']['input'];
};

export type UpdateShortlistsResult = {
  __typename?: 'UpdateShortlistsResult';
  message?: Maybe<Scalars['String']['output']>;
  results?: Maybe<ShortlistUpdate>;
  success: Scalars['Boolean']['output'];
};

export type UploadedFile = {
  __typename?: 'UploadedFile';
  fileName?: Maybe<Scalars['String']['output']>;
  mimeType?: Maybe<Scalars['String']['output']>;
  signedUrl: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

export type UploadedFileInput = {
  fileName: Scalars['String']['input'];
  mimeType: Scalars['String']['input'];
  uuid: Scalars['ID']['input'];
};

export type UploadedFileRef = {
  __typename?: 'UploadedFileRef';
  fileName: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
  uuid: Scalars['ID']['output'];
};

/** A link answered by document and signing operations. */
export type UrlResult = {
  __typename?: 'UrlResult';
  url?: Maybe<Scalars['String']['output']>;
};

/** A customer (an officer of a business) who signs in to the portal of one organisation. */
export type User = {
  __typename?: 'User';
  contactNumber?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  /** The organisation profile the user belongs to. */
  organisation?: Maybe<OrgProfile>;
  region: Region;
  /** The white-label settings of the user's organisation. */
  whiteLabel?: Maybe<WhiteLabel>;
};

export type VehicleApplication = {
  __typename?: 'VehicleApplication';
  applicationId: Scalars['ID']['output'];
  /** 'draft', 'canceled', ... */
  applicationStatus: Scalars['String']['output'];
  applicationType: ApplicationType;
  calculator?: Maybe<CalculatorDetails>;
  createdAt: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  /** The user who owns (started) the application. */
  orgUserId: Scalars['ID']['output'];
  scoreboard: Scoreboard;
  updatedAt: Scalars['String']['output'];
};

export type VehicleDetails = {
  __typename?: 'VehicleDetails';
  make?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  vehicleImage?: Maybe<Scalars['String']['output']>;
};

export type WetSignature = {
  __typename?: 'WetSignature';
  documents?: Maybe<WetSignatureDocuments>;
  /** Why staff sent the signed documents back, while they wait to be submitted again. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** 'wet'. */
  signType?: Maybe<Scalars['String']['output']>;
  /**
   * 'submitted' while staff check the signed documents, 'verified' once they accept them (the lease is
   * then finished), 'rejected' when they send them back; 'completed' is a submission from before that
   * check (decision 2030).
   */
  status?: Maybe<Scalars['String']['output']>;
};

export type WetSignatureDocument = {
  __typename?: 'WetSignatureDocument';
  uploadFile?: Maybe<UploadedFileRef>;
};

export type WetSignatureDocuments = {
  __typename?: 'WetSignatureDocuments';
  documentAI?: Maybe<WetSignatureDocument>;
  documentAI_MMBA?: Maybe<WetSignatureDocument>;
  documentBank?: Maybe<WetSignatureDocument>;
  documentMLA?: Maybe<WetSignatureDocument>;
  documentPCA?: Maybe<WetSignatureDocument>;
  documentQuote?: Maybe<WetSignatureDocument>;
};

export type WetSignatureFiles = {
  __typename?: 'WetSignatureFiles';
  files: Array<DownloadableFile>;
};

export type WhiteLabel = {
  __typename?: 'WhiteLabel';
  /** The provider's own business number (ABN in AU, NZBN in NZ). */
  abn?: Maybe<Scalars['String']['output']>;
  domains: Array<Scalars['String']['output']>;
  enableWhiteLabel: Scalars['Boolean']['output'];
  /** The introducer's business number; one particular introducer changes documents and hides the partner logo. */
  introducerAbn?: Maybe<Scalars['String']['output']>;
  introducerName?: Maybe<Scalars['String']['output']>;
  privacyPolicy?: Maybe<Scalars['String']['output']>;
  region: Region;
  termsLink?: Maybe<Scalars['String']['output']>;
};

export type Witness = {
  __typename?: 'Witness';
  roleName: Scalars['String']['output'];
  status: SignerStatus;
};

/**
 * The person who watches Authorised Officer (1) sign the lease and signs as their witness (decision 2047):
 * an adult who is not a party to the lease. Their address is printed with their name on the agreement; the
 * portal refuses a witness without one, in words.
 */
export type WitnessInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type YesNo =
  | 'no'
  | 'yes';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddressParts: ResolverTypeWrapper<AddressParts>;
  AddressSuggestion: ResolverTypeWrapper<AddressSuggestion>;
  AnalyticsEventInput: AnalyticsEventInput;
  AnalyticsEventName: AnalyticsEventName;
  ApplicantInfoInput: ApplicantInfoInput;
  ApplicantRole: ApplicantRole;
  ApplicationStatus: ApplicationStatus;
  ApplicationType: ApplicationType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BudgetType: BudgetType;
  BusinessContactDetail: ResolverTypeWrapper<BusinessContactDetail>;
  BusinessContactDetailInput: BusinessContactDetailInput;
  BusinessDetails: ResolverTypeWrapper<BusinessDetails>;
  BusinessEntityDetails: ResolverTypeWrapper<BusinessEntityDetails>;
  BusinessInfo: ResolverTypeWrapper<BusinessInfo>;
  BusinessLookupRow: ResolverTypeWrapper<BusinessLookupRow>;
  BusinessLookupRowInput: BusinessLookupRowInput;
  CacheControlScope: CacheControlScope;
  CalculatorBranding: ResolverTypeWrapper<CalculatorBranding>;
  CalculatorCompany: ResolverTypeWrapper<CalculatorCompany>;
  CalculatorContact: ResolverTypeWrapper<CalculatorContact>;
  CalculatorDetails: ResolverTypeWrapper<CalculatorDetails>;
  CalculatorPricing: ResolverTypeWrapper<CalculatorPricing>;
  CompanyDetails: ResolverTypeWrapper<CompanyDetails>;
  CreditCheckResult: ResolverTypeWrapper<CreditCheckResult>;
  CreditCheckStatus: CreditCheckStatus;
  CreditCheckSubmissionInput: CreditCheckSubmissionInput;
  CurrentUser: ResolverTypeWrapper<CurrentUser>;
  CustomerAccount: ResolverTypeWrapper<CustomerAccount>;
  DirectDebitAccount: ResolverTypeWrapper<DirectDebitAccount>;
  DirectDebitAccountInput: DirectDebitAccountInput;
  DownloadableFile: ResolverTypeWrapper<DownloadableFile>;
  ESignatureStatus: ESignatureStatus;
  EnquireType: EnquireType;
  EnquiryContactInput: EnquiryContactInput;
  EnquiryCustomerInput: EnquiryCustomerInput;
  EnquiryInput: EnquiryInput;
  EntityDetails: ResolverTypeWrapper<EntityDetails>;
  EntityDetailsInput: EntityDetailsInput;
  EnvelopeMlaResult: ResolverTypeWrapper<EnvelopeMlaResult>;
  EnvelopeStatus: ResolverTypeWrapper<EnvelopeStatus>;
  FileInput: FileInput;
  FileKind: FileKind;
  FinanceDetails: ResolverTypeWrapper<FinanceDetails>;
  FinanceDetailsInput: FinanceDetailsInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HeaderLink: ResolverTypeWrapper<HeaderLink>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdScanData: ResolverTypeWrapper<IdScanData>;
  IdScanJourney: ResolverTypeWrapper<IdScanJourney>;
  IdScanResult: ResolverTypeWrapper<IdScanResult>;
  IdScanResultInput: IdScanResultInput;
  IdentityCheckWord: IdentityCheckWord;
  Industry: ResolverTypeWrapper<Industry>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Introducer: ResolverTypeWrapper<Introducer>;
  IntroducerInput: IntroducerInput;
  InvitationResent: ResolverTypeWrapper<InvitationResent>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LeadDiallerResult: ResolverTypeWrapper<LeadDiallerResult>;
  LeaseDetails: ResolverTypeWrapper<LeaseDetails>;
  LicenceAddress: ResolverTypeWrapper<LicenceAddress>;
  LoginLogos: ResolverTypeWrapper<LoginLogos>;
  MakeModels: ResolverTypeWrapper<MakeModels>;
  MakeModelsInput: MakeModelsInput;
  MlaSigningStatus: ResolverTypeWrapper<MlaSigningStatus>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationStatus: ResolverTypeWrapper<MutationStatus>;
  OnlineAccountIds: ResolverTypeWrapper<OnlineAccountIds>;
  OnlineAccountResult: ResolverTypeWrapper<OnlineAccountResult>;
  Opportunity: ResolverTypeWrapper<Opportunity>;
  OrgProfile: ResolverTypeWrapper<DomainOrgProfile>;
  PasswordLinkCheck: ResolverTypeWrapper<PasswordLinkCheck>;
  PricingConfiguration: ResolverTypeWrapper<PricingConfiguration>;
  PrimaryApplicant: ResolverTypeWrapper<PrimaryApplicant>;
  PrimaryApplicantResult: ResolverTypeWrapper<PrimaryApplicantResult>;
  PropertyUpdateInput: PropertyUpdateInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuoteDetails: ResolverTypeWrapper<QuoteDetails>;
  RateBookFilter: RateBookFilter;
  RateBookPage: ResolverTypeWrapper<RateBookPage>;
  RateBookResult: ResolverTypeWrapper<RateBookResult>;
  RateBookSortKey: RateBookSortKey;
  RateBookVehicle: ResolverTypeWrapper<RateBookVehicle>;
  Region: Region;
  RequestCallbackInput: RequestCallbackInput;
  ResetPasswordResult: ResolverTypeWrapper<ResetPasswordResult>;
  SaveStatus: ResolverTypeWrapper<SaveStatus>;
  Scoreboard: ResolverTypeWrapper<Scoreboard>;
  ScoreboardTheme: ResolverTypeWrapper<ScoreboardTheme>;
  SecondaryApplicant: ResolverTypeWrapper<SecondaryApplicant>;
  SecondaryApplicantResult: ResolverTypeWrapper<SecondaryApplicantResult>;
  SecondaryStatus: SecondaryStatus;
  Session: ResolverTypeWrapper<Omit<Session, 'user'> & { user: ResolversTypes['User'] }>;
  ShortlistEntry: ResolverTypeWrapper<ShortlistEntry>;
  ShortlistEntryInput: ShortlistEntryInput;
  ShortlistUpdate: ResolverTypeWrapper<Omit<ShortlistUpdate, 'userProfile' | 'vehicleApplication'> & { userProfile?: Maybe<ResolversTypes['User']>, vehicleApplication?: Maybe<ResolversTypes['VehicleApplication']> }>;
  SignedInApplication: ResolverTypeWrapper<Omit<SignedInApplication, 'user' | 'vehicleApplication'> & { user: ResolversTypes['User'], vehicleApplication?: Maybe<ResolversTypes['VehicleApplication']> }>;
  Signer: ResolverTypeWrapper<Signer>;
  SignerStatus: SignerStatus;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubDivision: ResolverTypeWrapper<SubDivision>;
  SubGroup: ResolverTypeWrapper<SubGroup>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateShortlistsResult: ResolverTypeWrapper<Omit<UpdateShortlistsResult, 'results'> & { results?: Maybe<ResolversTypes['ShortlistUpdate']> }>;
  UploadedFile: ResolverTypeWrapper<UploadedFile>;
  UploadedFileInput: UploadedFileInput;
  UploadedFileRef: ResolverTypeWrapper<UploadedFileRef>;
  UrlResult: ResolverTypeWrapper<UrlResult>;
  User: ResolverTypeWrapper<DomainUser>;
  VehicleApplication: ResolverTypeWrapper<DomainVehicleApplication>;
  VehicleDetails: ResolverTypeWrapper<VehicleDetails>;
  WetSignature: ResolverTypeWrapper<WetSignature>;
  WetSignatureDocument: ResolverTypeWrapper<WetSignatureDocument>;
  WetSignatureDocuments: ResolverTypeWrapper<WetSignatureDocuments>;
  WetSignatureFiles: ResolverTypeWrapper<WetSignatureFiles>;
  WhiteLabel: ResolverTypeWrapper<WhiteLabel>;
  Witness: ResolverTypeWrapper<Witness>;
  WitnessInput: WitnessInput;
  YesNo: YesNo;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddressParts: AddressParts;
  AddressSuggestion: AddressSuggestion;
  AnalyticsEventInput: AnalyticsEventInput;
  ApplicantInfoInput: ApplicantInfoInput;
  Boolean: Scalars['Boolean']['output'];
  BusinessContactDetail: BusinessContactDetail;
  BusinessContactDetailInput: BusinessContactDetailInput;
  BusinessDetails: BusinessDetails;
  BusinessEntityDetails: BusinessEntityDetails;
  BusinessInfo: BusinessInfo;
  BusinessLookupRow: BusinessLookupRow;
  BusinessLookupRowInput: BusinessLookupRowInput;
  CalculatorBranding: CalculatorBranding;
  CalculatorCompany: CalculatorCompany;
  CalculatorContact: CalculatorContact;
  CalculatorDetails: CalculatorDetails;
  CalculatorPricing: CalculatorPricing;
  CompanyDetails: CompanyDetails;
  CreditCheckResult: CreditCheckResult;
  CreditCheckSubmissionInput: CreditCheckSubmissionInput;
  CurrentUser: CurrentUser;
  CustomerAccount: CustomerAccount;
  DirectDebitAccount: DirectDebitAccount;
  DirectDebitAccountInput: DirectDebitAccountInput;
  DownloadableFile: DownloadableFile;
  EnquiryContactInput: EnquiryContactInput;
  EnquiryCustomerInput: EnquiryCustomerInput;
  EnquiryInput: EnquiryInput;
  EntityDetails: EntityDetails;
  EntityDetailsInput: EntityDetailsInput;
  EnvelopeMlaResult: EnvelopeMlaResult;
  EnvelopeStatus: EnvelopeStatus;
  FileInput: FileInput;
  FinanceDetails: FinanceDetails;
  FinanceDetailsInput: FinanceDetailsInput;
  Float: Scalars['Float']['output'];
  HeaderLink: HeaderLink;
  ID: Scalars['ID']['output'];
  IdScanData: IdScanData;
  IdScanJourney: IdScanJourney;
  IdScanResult: IdScanResult;
  IdScanResultInput: IdScanResultInput;
  Industry: Industry;
  Int: Scalars['Int']['output'];
  Introducer: Introducer;
  IntroducerInput: IntroducerInput;
  InvitationResent: InvitationResent;
  JSON: Scalars['JSON']['output'];
  LeadDiallerResult: LeadDiallerResult;
  LeaseDetails: LeaseDetails;
  LicenceAddress: LicenceAddress;
  LoginLogos: LoginLogos;
  MakeModels: MakeModels;
  MakeModelsInput: MakeModelsInput;
  MlaSigningStatus: MlaSigningStatus;
  Mutation: Record<PropertyKey, never>;
  MutationStatus: MutationStatus;
  OnlineAccountIds: OnlineAccountIds;
  OnlineAccountResult: OnlineAccountResult;
  Opportunity: Opportunity;
  OrgProfile: DomainOrgProfile;
  PasswordLinkCheck: PasswordLinkCheck;
  PricingConfiguration: PricingConfiguration;
  PrimaryApplicant: PrimaryApplicant;
  PrimaryApplicantResult: PrimaryApplicantResult;
  PropertyUpdateInput: PropertyUpdateInput;
  Query: Record<PropertyKey, never>;
  QuoteDetails: QuoteDetails;
  RateBookFilter: RateBookFilter;
  RateBookPage: RateBookPage;
  RateBookResult: RateBookResult;
  RateBookVehicle: RateBookVehicle;
  RequestCallbackInput: RequestCallbackInput;
  ResetPasswordResult: ResetPasswordResult;
  SaveStatus: SaveStatus;
  Scoreboard: Scoreboard;
  ScoreboardTheme: ScoreboardTheme;
  SecondaryApplicant: SecondaryApplicant;
  SecondaryApplicantResult: SecondaryApplicantResult;
  Session: Omit<Session, 'user'> & { user: ResolversParentTypes['User'] };
  ShortlistEntry: ShortlistEntry;
  ShortlistEntryInput: ShortlistEntryInput;
  ShortlistUpdate: Omit<ShortlistUpdate, 'userProfile' | 'vehicleApplication'> & { userProfile?: Maybe<ResolversParentTypes['User']>, vehicleApplication?: Maybe<ResolversParentTypes['VehicleApplication']> };
  SignedInApplication: Omit<SignedInApplication, 'user' | 'vehicleApplication'> & { user: ResolversParentTypes['User'], vehicleApplication?: Maybe<ResolversParentTypes['VehicleApplication']> };
  Signer: Signer;
  String: Scalars['String']['output'];
  SubDivision: SubDivision;
  SubGroup: SubGroup;
  Subscription: Record<PropertyKey, never>;
  UpdateShortlistsResult: Omit<UpdateShortlistsResult, 'results'> & { results?: Maybe<ResolversParentTypes['ShortlistUpdate']> };
  UploadedFile: UploadedFile;
  UploadedFileInput: UploadedFileInput;
  UploadedFileRef: UploadedFileRef;
  UrlResult: UrlResult;
  User: DomainUser;
  VehicleApplication: DomainVehicleApplication;
  VehicleDetails: VehicleDetails;
  WetSignature: WetSignature;
  WetSignatureDocument: WetSignatureDocument;
  WetSignatureDocuments: WetSignatureDocuments;
  WetSignatureFiles: WetSignatureFiles;
  WhiteLabel: WhiteLabel;
  Witness: Witness;
  WitnessInput: WitnessInput;
};

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GraphqlContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddressPartsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AddressParts'] = ResolversParentTypes['AddressParts']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  fullAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subPremise?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suburb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddressSuggestionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AddressSuggestion'] = ResolversParentTypes['AddressSuggestion']> = {
  country?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  fullAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BusinessContactDetailResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['BusinessContactDetail'] = ResolversParentTypes['BusinessContactDetail']> = {
  contactNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suburb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BusinessDetailsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['BusinessDetails'] = ResolversParentTypes['BusinessDetails']> = {
  annualRevenue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityDetails?: Resolver<Maybe<ResolversTypes['BusinessEntityDetails']>, ParentType, ContextType>;
  financeDetails?: Resolver<Maybe<ResolversTypes['FinanceDetails']>, ParentType, ContextType>;
};

export type BusinessEntityDetailsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['BusinessEntityDetails'] = ResolversParentTypes['BusinessEntityDetails']> = {
  businessContactNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessWebsite?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyLegalAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyLegalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  natureOfBusiness?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subPremise?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suburb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradingAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradingAddressSame?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  yearOfBusiness?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BusinessInfoResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['BusinessInfo'] = ResolversParentTypes['BusinessInfo']> = {
  rows?: Resolver<Array<ResolversTypes['BusinessLookupRow']>, ParentType, ContextType>;
};

export type BusinessLookupRowResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['BusinessLookupRow'] = ResolversParentTypes['BusinessLookupRow']> = {
  abn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactDetail?: Resolver<Maybe<ResolversTypes['BusinessContactDetail']>, ParentType, ContextType>;
  entityType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CalculatorBrandingResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CalculatorBranding'] = ResolversParentTypes['CalculatorBranding']> = {
  disclaimerText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  footerColour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  footerText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerColour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerLinks?: Resolver<Array<ResolversTypes['HeaderLink']>, ParentType, ContextType>;
  headerLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerLogoLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryLogoRight?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CalculatorCompanyResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CalculatorCompany'] = ResolversParentTypes['CalculatorCompany']> = {
  abn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalculatorContactResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CalculatorContact'] = ResolversParentTypes['CalculatorContact']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CalculatorDetailsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CalculatorDetails'] = ResolversParentTypes['CalculatorDetails']> = {
  company?: Resolver<Maybe<ResolversTypes['CalculatorCompany']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['CalculatorContact']>, ParentType, ContextType>;
  fleetSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  introducer?: Resolver<Maybe<ResolversTypes['Introducer']>, ParentType, ContextType>;
  shortlists?: Resolver<Array<ResolversTypes['ShortlistEntry']>, ParentType, ContextType>;
  yearsTrading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CalculatorPricingResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CalculatorPricing'] = ResolversParentTypes['CalculatorPricing']> = {
  isCalculatorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manufacturersEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CompanyDetailsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CompanyDetails'] = ResolversParentTypes['CompanyDetails']> = {
  abn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyLegalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nzbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreditCheckResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CreditCheckResult'] = ResolversParentTypes['CreditCheckResult']> = {
  id_reference_internal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CurrentUserResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CurrentUser'] = ResolversParentTypes['CurrentUser']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orgName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
};

export type CustomerAccountResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CustomerAccount'] = ResolversParentTypes['CustomerAccount']> = {
  AccountSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  Credit_Total_Value__c?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type DirectDebitAccountResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DirectDebitAccount'] = ResolversParentTypes['DirectDebitAccount']> = {
  account?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bank?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  branch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bsb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DownloadableFileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['DownloadableFile'] = ResolversParentTypes['DownloadableFile']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntityDetailsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['EntityDetails'] = ResolversParentTypes['EntityDetails']> = {
  abn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasSecondaryApplicant?: Resolver<Maybe<ResolversTypes['YesNo']>, ParentType, ContextType>;
  industry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subDivision?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subGroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EnvelopeMlaResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['EnvelopeMlaResult'] = ResolversParentTypes['EnvelopeMlaResult']> = {
  finished?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['MlaSigningStatus']>, ParentType, ContextType>;
};

export type EnvelopeStatusResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['EnvelopeStatus'] = ResolversParentTypes['EnvelopeStatus']> = {
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FinanceDetailsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['FinanceDetails'] = ResolversParentTypes['FinanceDetails']> = {
  completed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentFleetSize?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrls?: Resolver<Maybe<Array<ResolversTypes['UploadedFileRef']>>, ParentType, ContextType>;
  howManyVehicles?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maximum?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  numberOfEmployees?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personalGuarantee?: Resolver<Maybe<ResolversTypes['YesNo']>, ParentType, ContextType>;
  purchaseMoreVehicles?: Resolver<Maybe<ResolversTypes['YesNo']>, ParentType, ContextType>;
  valueOfApplication?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type HeaderLinkResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['HeaderLink'] = ResolversParentTypes['HeaderLink']> = {
  menuTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menuUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IdScanDataResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['IdScanData'] = ResolversParentTypes['IdScanData']> = {
  addressFull?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addresses?: Resolver<Maybe<Array<ResolversTypes['LicenceAddress']>>, ParentType, ContextType>;
  cardNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrls?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idScan?: Resolver<Maybe<ResolversTypes['IdScanJourney']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licenseExpiry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licenseIssuedState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licenseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licenseVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportIssuedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passportNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IdScanJourneyResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['IdScanJourney'] = ResolversParentTypes['IdScanJourney']> = {
  errorCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  journeyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  journeyReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  skipped?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type IdScanResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['IdScanResult'] = ResolversParentTypes['IdScanResult']> = {
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driversCardNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driversLicenceExpiry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driversLicenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driversLicenceState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subPremise?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suburb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IndustryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Industry'] = ResolversParentTypes['Industry']> = {
  docId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IntroducerResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Introducer'] = ResolversParentTypes['Introducer']> = {
  abn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domainName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nzbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
};

export type InvitationResentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['InvitationResent'] = ResolversParentTypes['InvitationResent']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextResendAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LeadDiallerResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['LeadDiallerResult'] = ResolversParentTypes['LeadDiallerResult']> = {
  leadId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LeaseDetailsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['LeaseDetails'] = ResolversParentTypes['LeaseDetails']> = {
  driveAwayPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fiscalValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  monthlyRentalNet?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type LicenceAddressResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['LicenceAddress'] = ResolversParentTypes['LicenceAddress']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streetNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suburb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LoginLogosResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['LoginLogos'] = ResolversParentTypes['LoginLogos']> = {
  left?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  right?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MakeModelsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MakeModels'] = ResolversParentTypes['MakeModels']> = {
  make?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MlaSigningStatusResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MlaSigningStatus'] = ResolversParentTypes['MlaSigningStatus']> = {
  signers?: Resolver<Array<ResolversTypes['Signer']>, ParentType, ContextType>;
  witnesses?: Resolver<Array<ResolversTypes['Witness']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createOrUpdateProperty?: Resolver<ResolversTypes['MutationStatus'], ParentType, ContextType, RequireFields<MutationCreateOrUpdatePropertyArgs, 'applicationId' | 'params'>>;
  deleteWetSignature?: Resolver<ResolversTypes['UrlResult'], ParentType, ContextType, RequireFields<MutationDeleteWetSignatureArgs, 'applicationId' | 'wetSignatureObjName'>>;
  getEnvelope?: Resolver<ResolversTypes['EnvelopeStatus'], ParentType, ContextType>;
  getEnvelopeMLA?: Resolver<ResolversTypes['EnvelopeMlaResult'], ParentType, ContextType, RequireFields<MutationGetEnvelopeMlaArgs, 'applicationId'>>;
  getFileByUUID?: Resolver<ResolversTypes['UploadedFile'], ParentType, ContextType, RequireFields<MutationGetFileByUuidArgs, 'uuid'>>;
  getMLADocusign?: Resolver<ResolversTypes['UrlResult'], ParentType, ContextType, RequireFields<MutationGetMlaDocusignArgs, 'applicationId' | 'isCurrentUserPrimary' | 'returnUrl'>>;
  getQuoteDocusign?: Resolver<ResolversTypes['UrlResult'], ParentType, ContextType, RequireFields<MutationGetQuoteDocusignArgs, 'returnUrl'>>;
  getQuotePDF?: Resolver<ResolversTypes['UrlResult'], ParentType, ContextType>;
  getSignedUrl?: Resolver<ResolversTypes['UploadedFile'], ParentType, ContextType, RequireFields<MutationGetSignedUrlArgs, 'file'>>;
  getWetSignatureUrl?: Resolver<ResolversTypes['WetSignatureFiles'], ParentType, ContextType, RequireFields<MutationGetWetSignatureUrlArgs, 'applicationId' | 'wetSignatureObjName'>>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reassignQuote?: Resolver<ResolversTypes['MutationStatus'], ParentType, ContextType, RequireFields<MutationReassignQuoteArgs, 'userInfo'>>;
  recordAnalyticsEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRecordAnalyticsEventArgs, 'event'>>;
  recordDirectDebitAccount?: Resolver<ResolversTypes['DirectDebitAccount'], ParentType, ContextType, RequireFields<MutationRecordDirectDebitAccountArgs, 'account' | 'applicationId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendSecondaryInvitation?: Resolver<ResolversTypes['InvitationResent'], ParentType, ContextType, RequireFields<MutationResendSecondaryInvitationArgs, 'applicationId'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email' | 'hash' | 'password'>>;
  saveCalculatorLeadDialler?: Resolver<ResolversTypes['LeadDiallerResult'], ParentType, ContextType, RequireFields<MutationSaveCalculatorLeadDiallerArgs, 'calcLeadDialler'>>;
  saveCalculatorOnlineAccount?: Resolver<ResolversTypes['OnlineAccountResult'], ParentType, ContextType, RequireFields<MutationSaveCalculatorOnlineAccountArgs, 'calcLeadOpp'>>;
  saveDrivingLicense?: Resolver<ResolversTypes['SaveStatus'], ParentType, ContextType, RequireFields<MutationSaveDrivingLicenseArgs, 'applicantType' | 'applicationId' | 'params'>>;
  saveFile?: Resolver<ResolversTypes['UploadedFile'], ParentType, ContextType, RequireFields<MutationSaveFileArgs, 'file'>>;
  selectPrimaryApplicant?: Resolver<ResolversTypes['PrimaryApplicantResult'], ParentType, ContextType, RequireFields<MutationSelectPrimaryApplicantArgs, 'isCurrentUserPrimary'>>;
  selectSecondaryApplicant?: Resolver<ResolversTypes['SecondaryApplicantResult'], ParentType, ContextType, RequireFields<MutationSelectSecondaryApplicantArgs, 'applicantType' | 'userInfo'>>;
  sendRequestCallback?: Resolver<ResolversTypes['MutationStatus'], ParentType, ContextType, RequireFields<MutationSendRequestCallbackArgs, 'payload'>>;
  sendWetSignatureEmail?: Resolver<ResolversTypes['UrlResult'], ParentType, ContextType, RequireFields<MutationSendWetSignatureEmailArgs, 'applicationId' | 'email' | 'wetSignatureObjName'>>;
  submitCreditCheck?: Resolver<ResolversTypes['CreditCheckResult'], ParentType, ContextType, RequireFields<MutationSubmitCreditCheckArgs, 'payload'>>;
  submitWetSignature?: Resolver<ResolversTypes['UrlResult'], ParentType, ContextType, RequireFields<MutationSubmitWetSignatureArgs, 'applicationId' | 'status'>>;
  updateDocusignStatus?: Resolver<ResolversTypes['MutationStatus'], ParentType, ContextType, RequireFields<MutationUpdateDocusignStatusArgs, 'applicationId' | 'docusignStatus'>>;
  updateQuoteStageName?: Resolver<ResolversTypes['MutationStatus'], ParentType, ContextType, RequireFields<MutationUpdateQuoteStageNameArgs, 'applicationId' | 'stageName'>>;
  updateShortlists?: Resolver<ResolversTypes['UpdateShortlistsResult'], ParentType, ContextType, RequireFields<MutationUpdateShortlistsArgs, 'shortlists' | 'userId'>>;
  uploadWetSignature?: Resolver<ResolversTypes['UrlResult'], ParentType, ContextType, RequireFields<MutationUploadWetSignatureArgs, 'applicationId' | 'uploadFileObj' | 'wetSignatureObjName'>>;
};

export type MutationStatusResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['MutationStatus'] = ResolversParentTypes['MutationStatus']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OnlineAccountIdsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OnlineAccountIds'] = ResolversParentTypes['OnlineAccountIds']> = {
  leadId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opportunityId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleApplicationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OnlineAccountResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OnlineAccountResult'] = ResolversParentTypes['OnlineAccountResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  results?: Resolver<Maybe<ResolversTypes['OnlineAccountIds']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OpportunityResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Opportunity'] = ResolversParentTypes['Opportunity']> = {
  LeadSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  StageName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrgProfileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['OrgProfile'] = ResolversParentTypes['OrgProfile']> = {
  calculator?: Resolver<ResolversTypes['CalculatorBranding'], ParentType, ContextType>;
  loginLogos?: Resolver<ResolversTypes['LoginLogos'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pricingConfiguration?: Resolver<ResolversTypes['PricingConfiguration'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['ScoreboardTheme'], ParentType, ContextType>;
  whiteLabel?: Resolver<ResolversTypes['WhiteLabel'], ParentType, ContextType>;
};

export type PasswordLinkCheckResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PasswordLinkCheck'] = ResolversParentTypes['PasswordLinkCheck']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PricingConfigurationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PricingConfiguration'] = ResolversParentTypes['PricingConfiguration']> = {
  calculator?: Resolver<ResolversTypes['CalculatorPricing'], ParentType, ContextType>;
};

export type PrimaryApplicantResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PrimaryApplicant'] = ResolversParentTypes['PrimaryApplicant']> = {
  applicationReviewStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confirmed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idScanData?: Resolver<Maybe<ResolversTypes['IdScanData']>, ParentType, ContextType>;
  idScanResult?: Resolver<Maybe<ResolversTypes['IdScanResult']>, ParentType, ContextType>;
  identityCheck?: Resolver<Maybe<ResolversTypes['IdentityCheckWord']>, ParentType, ContextType>;
  identityVerificationStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyConsent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PrimaryApplicantResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['PrimaryApplicantResult'] = ResolversParentTypes['PrimaryApplicantResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryApplicant?: Resolver<Maybe<ResolversTypes['PrimaryApplicant']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  addressDetails?: Resolver<Maybe<ResolversTypes['AddressParts']>, ParentType, ContextType, RequireFields<QueryAddressDetailsArgs, 'id'>>;
  addressSuggestions?: Resolver<Array<ResolversTypes['AddressSuggestion']>, ParentType, ContextType, RequireFields<QueryAddressSuggestionsArgs, 'query'>>;
  creditCheck?: Resolver<Array<ResolversTypes['CreditCheckResult']>, ParentType, ContextType, RequireFields<QueryCreditCheckArgs, 'param'>>;
  getBusinessInfo?: Resolver<ResolversTypes['BusinessInfo'], ParentType, ContextType, RequireFields<QueryGetBusinessInfoArgs, 'param' | 'region'>>;
  getOrgProfilesByDomain?: Resolver<Array<ResolversTypes['OrgProfile']>, ParentType, ContextType, RequireFields<QueryGetOrgProfilesByDomainArgs, 'domain'>>;
  getSalesforceAccountByUser?: Resolver<Maybe<ResolversTypes['CustomerAccount']>, ParentType, ContextType>;
  getSalesforceOpportunityByUser?: Resolver<Maybe<ResolversTypes['Opportunity']>, ParentType, ContextType>;
  getVehicleApplication?: Resolver<ResolversTypes['SignedInApplication'], ParentType, ContextType>;
  industries?: Resolver<Array<ResolversTypes['Industry']>, ParentType, ContextType>;
  passwordLink?: Resolver<ResolversTypes['PasswordLinkCheck'], ParentType, ContextType, RequireFields<QueryPasswordLinkArgs, 'email' | 'hash'>>;
  rateBook?: Resolver<ResolversTypes['RateBookResult'], ParentType, ContextType, RequireFields<QueryRateBookArgs, 'filter'>>;
  signedDocuments?: Resolver<ResolversTypes['WetSignatureFiles'], ParentType, ContextType, RequireFields<QuerySignedDocumentsArgs, 'applicationId'>>;
  subDivisions?: Resolver<Array<ResolversTypes['SubDivision']>, ParentType, ContextType, RequireFields<QuerySubDivisionsArgs, 'param'>>;
  subGroups?: Resolver<Array<ResolversTypes['SubGroup']>, ParentType, ContextType, RequireFields<QuerySubGroupsArgs, 'industryId' | 'subDivisionId'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'appCode' | 'email'>>;
  vehicleMakes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryVehicleMakesArgs, 'countryCode'>>;
  vehicleModels?: Resolver<Array<ResolversTypes['MakeModels']>, ParentType, ContextType, RequireFields<QueryVehicleModelsArgs, 'countryCode' | 'makes'>>;
};

export type QuoteDetailsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['QuoteDetails'] = ResolversParentTypes['QuoteDetails']> = {
  erpQuoteRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryQuoteReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RateBookPageResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RateBookPage'] = ResolversParentTypes['RateBookPage']> = {
  rows?: Resolver<Array<ResolversTypes['RateBookVehicle']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RateBookResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RateBookResult'] = ResolversParentTypes['RateBookResult']> = {
  resultCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<ResolversTypes['RateBookPage'], ParentType, ContextType>;
};

export type RateBookVehicleResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['RateBookVehicle'] = ResolversParentTypes['RateBookVehicle']> = {
  cabType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  catalogPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  catalogVehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  catalogYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  consumerPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  durationUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  energyConsumptionKwhPer100Km?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fuelConsumptionLPer100Km?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  jatoImagepath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jatoImagepathBase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jatoImagepathTrim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  monthLeaseprice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  vehicleBodytype?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleDrivetrain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleFueltype?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleMake?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehiclePrimaryfueltype?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleSeats?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vehicleTransmissiongroup?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleTrim?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weekLeaseprice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ResetPasswordResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ResetPasswordResult'] = ResolversParentTypes['ResetPasswordResult']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SaveStatusResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SaveStatus'] = ResolversParentTypes['SaveStatus']> = {
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScoreboardResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Scoreboard'] = ResolversParentTypes['Scoreboard']> = {
  businessDetails?: Resolver<Maybe<ResolversTypes['BusinessDetails']>, ParentType, ContextType>;
  companyDetails?: Resolver<Maybe<ResolversTypes['CompanyDetails']>, ParentType, ContextType>;
  currentUser?: Resolver<Maybe<ResolversTypes['CurrentUser']>, ParentType, ContextType>;
  directDebitAccount?: Resolver<Maybe<ResolversTypes['DirectDebitAccount']>, ParentType, ContextType>;
  docusignStatus?: Resolver<Maybe<ResolversTypes['ESignatureStatus']>, ParentType, ContextType>;
  entityDetails?: Resolver<Maybe<ResolversTypes['EntityDetails']>, ParentType, ContextType>;
  leaseDetails?: Resolver<Maybe<ResolversTypes['LeaseDetails']>, ParentType, ContextType>;
  leaseSigningStarted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  primaryApplicant?: Resolver<Maybe<ResolversTypes['PrimaryApplicant']>, ParentType, ContextType>;
  quoteApprover?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quoteDetails?: Resolver<Maybe<ResolversTypes['QuoteDetails']>, ParentType, ContextType>;
  reviewAndSignContractStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryApplicant?: Resolver<Maybe<ResolversTypes['SecondaryApplicant']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ApplicationStatus']>, ParentType, ContextType>;
  statusCreditCheck?: Resolver<Maybe<ResolversTypes['CreditCheckStatus']>, ParentType, ContextType>;
  statusSecondary?: Resolver<Maybe<ResolversTypes['SecondaryStatus']>, ParentType, ContextType>;
  validMLADate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleDetails?: Resolver<Maybe<ResolversTypes['VehicleDetails']>, ParentType, ContextType>;
  wetSignature?: Resolver<Maybe<ResolversTypes['WetSignature']>, ParentType, ContextType>;
};

export type ScoreboardThemeResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ScoreboardTheme'] = ResolversParentTypes['ScoreboardTheme']> = {
  disclaimerHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  footerText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryColour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rightLogo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SecondaryApplicantResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SecondaryApplicant'] = ResolversParentTypes['SecondaryApplicant']> = {
  applicantType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confirmed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  idScanData?: Resolver<Maybe<ResolversTypes['IdScanData']>, ParentType, ContextType>;
  idScanResult?: Resolver<Maybe<ResolversTypes['IdScanResult']>, ParentType, ContextType>;
  identityCheck?: Resolver<Maybe<ResolversTypes['IdentityCheckWord']>, ParentType, ContextType>;
  identityVerificationStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SecondaryApplicantResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SecondaryApplicantResult'] = ResolversParentTypes['SecondaryApplicantResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secondaryApplicant?: Resolver<Maybe<ResolversTypes['SecondaryApplicant']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ShortlistEntryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ShortlistEntry'] = ResolversParentTypes['ShortlistEntry']> = {
  catalogVehicleId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  catalogYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  distance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  distanceUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  durationUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  referenceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShortlistUpdateResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ShortlistUpdate'] = ResolversParentTypes['ShortlistUpdate']> = {
  userProfile?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  vehicleApplication?: Resolver<Maybe<ResolversTypes['VehicleApplication']>, ParentType, ContextType>;
};

export type SignedInApplicationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SignedInApplication'] = ResolversParentTypes['SignedInApplication']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  vehicleApplication?: Resolver<Maybe<ResolversTypes['VehicleApplication']>, ParentType, ContextType>;
};

export type SignerResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Signer'] = ResolversParentTypes['Signer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SignerStatus'], ParentType, ContextType>;
};

export type SubDivisionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SubDivision'] = ResolversParentTypes['SubDivision']> = {
  docId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubGroupResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['SubGroup'] = ResolversParentTypes['SubGroup']> = {
  docId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  creditDecision?: SubscriptionResolver<ResolversTypes['CreditCheckResult'], "creditDecision", ParentType, ContextType, RequireFields<SubscriptionCreditDecisionArgs, 'applicationId'>>;
};

export type UpdateShortlistsResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UpdateShortlistsResult'] = ResolversParentTypes['UpdateShortlistsResult']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  results?: Resolver<Maybe<ResolversTypes['ShortlistUpdate']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UploadedFileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UploadedFile'] = ResolversParentTypes['UploadedFile']> = {
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mimeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UploadedFileRefResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UploadedFileRef'] = ResolversParentTypes['UploadedFileRef']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uuid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type UrlResultResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['UrlResult'] = ResolversParentTypes['UrlResult']> = {
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  contactNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['OrgProfile']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  whiteLabel?: Resolver<Maybe<ResolversTypes['WhiteLabel']>, ParentType, ContextType>;
};

export type VehicleApplicationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['VehicleApplication'] = ResolversParentTypes['VehicleApplication']> = {
  applicationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  applicationStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  applicationType?: Resolver<ResolversTypes['ApplicationType'], ParentType, ContextType>;
  calculator?: Resolver<Maybe<ResolversTypes['CalculatorDetails']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scoreboard?: Resolver<ResolversTypes['Scoreboard'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VehicleDetailsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['VehicleDetails'] = ResolversParentTypes['VehicleDetails']> = {
  make?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WetSignatureResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['WetSignature'] = ResolversParentTypes['WetSignature']> = {
  documents?: Resolver<Maybe<ResolversTypes['WetSignatureDocuments']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WetSignatureDocumentResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['WetSignatureDocument'] = ResolversParentTypes['WetSignatureDocument']> = {
  uploadFile?: Resolver<Maybe<ResolversTypes['UploadedFileRef']>, ParentType, ContextType>;
};

export type WetSignatureDocumentsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['WetSignatureDocuments'] = ResolversParentTypes['WetSignatureDocuments']> = {
  documentAI?: Resolver<Maybe<ResolversTypes['WetSignatureDocument']>, ParentType, ContextType>;
  documentAI_MMBA?: Resolver<Maybe<ResolversTypes['WetSignatureDocument']>, ParentType, ContextType>;
  documentBank?: Resolver<Maybe<ResolversTypes['WetSignatureDocument']>, ParentType, ContextType>;
  documentMLA?: Resolver<Maybe<ResolversTypes['WetSignatureDocument']>, ParentType, ContextType>;
  documentPCA?: Resolver<Maybe<ResolversTypes['WetSignatureDocument']>, ParentType, ContextType>;
  documentQuote?: Resolver<Maybe<ResolversTypes['WetSignatureDocument']>, ParentType, ContextType>;
};

export type WetSignatureFilesResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['WetSignatureFiles'] = ResolversParentTypes['WetSignatureFiles']> = {
  files?: Resolver<Array<ResolversTypes['DownloadableFile']>, ParentType, ContextType>;
};

export type WhiteLabelResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['WhiteLabel'] = ResolversParentTypes['WhiteLabel']> = {
  abn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  enableWhiteLabel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  introducerAbn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  introducerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  privacyPolicy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  termsLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WitnessResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Witness'] = ResolversParentTypes['Witness']> = {
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SignerStatus'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  AddressParts?: AddressPartsResolvers<ContextType>;
  AddressSuggestion?: AddressSuggestionResolvers<ContextType>;
  BusinessContactDetail?: BusinessContactDetailResolvers<ContextType>;
  BusinessDetails?: BusinessDetailsResolvers<ContextType>;
  BusinessEntityDetails?: BusinessEntityDetailsResolvers<ContextType>;
  BusinessInfo?: BusinessInfoResolvers<ContextType>;
  BusinessLookupRow?: BusinessLookupRowResolvers<ContextType>;
  CalculatorBranding?: CalculatorBrandingResolvers<ContextType>;
  CalculatorCompany?: CalculatorCompanyResolvers<ContextType>;
  CalculatorContact?: CalculatorContactResolvers<ContextType>;
  CalculatorDetails?: CalculatorDetailsResolvers<ContextType>;
  CalculatorPricing?: CalculatorPricingResolvers<ContextType>;
  CompanyDetails?: CompanyDetailsResolvers<ContextType>;
  CreditCheckResult?: CreditCheckResultResolvers<ContextType>;
  CurrentUser?: CurrentUserResolvers<ContextType>;
  CustomerAccount?: CustomerAccountResolvers<ContextType>;
  DirectDebitAccount?: DirectDebitAccountResolvers<ContextType>;
  DownloadableFile?: DownloadableFileResolvers<ContextType>;
  EntityDetails?: EntityDetailsResolvers<ContextType>;
  EnvelopeMlaResult?: EnvelopeMlaResultResolvers<ContextType>;
  EnvelopeStatus?: EnvelopeStatusResolvers<ContextType>;
  FinanceDetails?: FinanceDetailsResolvers<ContextType>;
  HeaderLink?: HeaderLinkResolvers<ContextType>;
  IdScanData?: IdScanDataResolvers<ContextType>;
  IdScanJourney?: IdScanJourneyResolvers<ContextType>;
  IdScanResult?: IdScanResultResolvers<ContextType>;
  Industry?: IndustryResolvers<ContextType>;
  Introducer?: IntroducerResolvers<ContextType>;
  InvitationResent?: InvitationResentResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LeadDiallerResult?: LeadDiallerResultResolvers<ContextType>;
  LeaseDetails?: LeaseDetailsResolvers<ContextType>;
  LicenceAddress?: LicenceAddressResolvers<ContextType>;
  LoginLogos?: LoginLogosResolvers<ContextType>;
  MakeModels?: MakeModelsResolvers<ContextType>;
  MlaSigningStatus?: MlaSigningStatusResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationStatus?: MutationStatusResolvers<ContextType>;
  OnlineAccountIds?: OnlineAccountIdsResolvers<ContextType>;
  OnlineAccountResult?: OnlineAccountResultResolvers<ContextType>;
  Opportunity?: OpportunityResolvers<ContextType>;
  OrgProfile?: OrgProfileResolvers<ContextType>;
  PasswordLinkCheck?: PasswordLinkCheckResolvers<ContextType>;
  PricingConfiguration?: PricingConfigurationResolvers<ContextType>;
  PrimaryApplicant?: PrimaryApplicantResolvers<ContextType>;
  PrimaryApplicantResult?: PrimaryApplicantResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuoteDetails?: QuoteDetailsResolvers<ContextType>;
  RateBookPage?: RateBookPageResolvers<ContextType>;
  RateBookResult?: RateBookResultResolvers<ContextType>;
  RateBookVehicle?: RateBookVehicleResolvers<ContextType>;
  ResetPasswordResult?: ResetPasswordResultResolvers<ContextType>;
  SaveStatus?: SaveStatusResolvers<ContextType>;
  Scoreboard?: ScoreboardResolvers<ContextType>;
  ScoreboardTheme?: ScoreboardThemeResolvers<ContextType>;
  SecondaryApplicant?: SecondaryApplicantResolvers<ContextType>;
  SecondaryApplicantResult?: SecondaryApplicantResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  ShortlistEntry?: ShortlistEntryResolvers<ContextType>;
  ShortlistUpdate?: ShortlistUpdateResolvers<ContextType>;
  SignedInApplication?: SignedInApplicationResolvers<ContextType>;
  Signer?: SignerResolvers<ContextType>;
  SubDivision?: SubDivisionResolvers<ContextType>;
  SubGroup?: SubGroupResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  UpdateShortlistsResult?: UpdateShortlistsResultResolvers<ContextType>;
  UploadedFile?: UploadedFileResolvers<ContextType>;
  UploadedFileRef?: UploadedFileRefResolvers<ContextType>;
  UrlResult?: UrlResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VehicleApplication?: VehicleApplicationResolvers<ContextType>;
  VehicleDetails?: VehicleDetailsResolvers<ContextType>;
  WetSignature?: WetSignatureResolvers<ContextType>;
  WetSignatureDocument?: WetSignatureDocumentResolvers<ContextType>;
  WetSignatureDocuments?: WetSignatureDocumentsResolvers<ContextType>;
  WetSignatureFiles?: WetSignatureFilesResolvers<ContextType>;
  WhiteLabel?: WhiteLabelResolvers<ContextType>;
  Witness?: WitnessResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphqlContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
