export { SandboxCreditBureau, DEFAULT_SANDBOX_CREDIT_DELAY_MS } from './sandbox-credit-bureau';
export { sandboxCreditDecision } from './sandbox-credit-decision';
export * as creditDecisionWire from './credit-decision-wire';
export type { CreditEnquiryWire, CreditEnquiryStateWire } from './credit-decision-wire';
export { CreditBureauOverHttp } from './credit-bureau-over-http';
export {
  creditBureau,
  CREDIT_DECISION_PARTNER,
  type CreditBureauConnection,
} from './credit-bureau-connection';
