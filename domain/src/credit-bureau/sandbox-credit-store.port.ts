import type { CreditEnquiry, CreditResult } from './credit-enquiry';

/** An enquiry as the sandbox credit service keeps it: decided from the start, answered from `readyAt`. */
export interface SandboxCreditEnquiry {
  enquiryId: string;
  enquiry: CreditEnquiry;
  result: CreditResult;
  submittedAt: string;
  readyAt: string;
}

/**
 * Where the embedded sandbox credit service keeps its enquiries, so a restart or another replica
 * answers the same decision, and the number of enquiries per reference can be checked.
 */
export interface SandboxCreditStore {
  /** Keeps the enquiry; the one kept already when the reference is known (never a second). */
  add(enquiry: Omit<SandboxCreditEnquiry, 'enquiryId'>): Promise<SandboxCreditEnquiry>;
  ofReference(reference: string): Promise<SandboxCreditEnquiry | undefined>;
}
export const SANDBOX_CREDIT_STORE = Symbol('SandboxCreditStore');
