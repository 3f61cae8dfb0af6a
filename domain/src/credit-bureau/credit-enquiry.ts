import type { Region } from '../shared/region';

/**
 * What the credit decision service answers (journey §4): the lender's engine behind the bureau, not
 * a bureau report. 'secondary_idscan_not_complete' means it waits for the second officer's ID check.
 */
export const CREDIT_RESULTS = ['approved', 'declined', 'refer', 'secondary_idscan_not_complete'] as const;
export type CreditResult = (typeof CREDIT_RESULTS)[number];

export interface CreditEnquiryApplicant {
  name: string;
  role: 'primary' | 'secondary';
  /** Whether the officer's identity check is complete. */
  identityVerified: boolean;
}

/** One submission of an application to the credit decision service. */
export interface CreditEnquiry {
  /**
   * Idempotency key kept with the application: the same key never causes a second bureau enquiry,
   * whatever retries, double clicks or second tabs send ('<applicationId>:<submission number>').
   */
  reference: string;
  orgId: string;
  region: Region;
  business: {
    name: string;
    /** ABN in AU, NZBN in NZ. */
    businessNumber?: string;
    entityType?: string;
  };
  requestedLimit: number;
  personalGuarantee: boolean;
  /** Whether financial statements were uploaded with the application. */
  statementsProvided: boolean;
  applicants: CreditEnquiryApplicant[];
}

export interface CreditEnquiryState {
  /** The service's own id for the enquiry (the spec's id_reference_internal). */
  enquiryId: string;
  reference: string;
  /** 'pending' until the service has decided. */
  status: 'pending' | 'decided';
  result?: CreditResult;
  submittedAt: string;
  decidedAt?: string;
}
