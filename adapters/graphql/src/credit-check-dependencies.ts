import type { CreditDecisionListener, ReadCreditCheck, SubmitCreditCheck } from '@lease-portal/domain';

/** The applicant's credit check (domain/src/credit-bureau): submitting it and reading its results. */
export interface CreditCheckDependencies {
  submitCreditCheck: Pick<SubmitCreditCheck, 'execute'>;
  readCreditCheck: Pick<ReadCreditCheck, 'execute'>;
  /** Wakes a waiting creditDecision subscription when a decision is announced. */
  decisions: CreditDecisionListener;
}
