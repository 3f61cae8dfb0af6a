import type { GetOrgProfilesByDomain } from '@lease-portal/domain';
import type { AccountsDependencies } from './accounts-dependencies';
import type { BusinessDetailsDependencies } from './business-details-dependencies';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import type { CreditCheckDependencies } from './credit-check-dependencies';
import type { CustomerDependencies } from './customer-dependencies';
import type { ErrorLog } from './errors/format-error';
import type { FilesDependencies } from './files-dependencies';
import type { IdentityCheckDependencies } from './identity-check-dependencies';
import type { LeadsDependencies } from './leads-dependencies';
import type { ApplicantOfficersDependencies } from './officers-dependencies';
import type { QuoteDependencies } from './quote-dependencies';
import type { RateBookDependencies } from './rate-book-dependencies';

/** The use cases the API drives, passed in by the composition root. */
export interface GraphqlDependencies {
  getOrgProfilesByDomain: Pick<GetOrgProfilesByDomain, 'execute'>;
  /** Sign-in, sessions, password links and the applicant guard. */
  accounts: AccountsDependencies;
  /** The calculator's rate book and make/model lists. */
  calculator: RateBookDependencies;
  /** The public calculator's business lookup, enquiries, call-backs and analytics. */
  leads: LeadsDependencies;
  /** The signed-in customer's application, CRM records and dashboard changes. */
  customer: CustomerDependencies;
  /** The applicant's quote: its PDF and its e-signature. */
  quote: QuoteDependencies;
  /** The applicant's authorised officers: confirming, reassigning and nominating them. */
  officers: ApplicantOfficersDependencies;
  /** The applicant's uploads: signed upload grants, saving and reading files. */
  files: FilesDependencies;
  /** The business-details step's lookups: industry classification and address autocomplete. */
  businessDetails: BusinessDetailsDependencies;
  /** The applicant's identity check: starting the scan journey. */
  identityCheck: IdentityCheckDependencies;
  /** The applicant's credit check: submitting it and reading its results. */
  creditCheck: CreditCheckDependencies;
  /** Signing the lease: electronically, in combination, or on paper. */
  contractSigning: ContractSigningDependencies;
  /** Where internal errors are written; the client only sees 'Internal server error'. */
  log: ErrorLog;
}
