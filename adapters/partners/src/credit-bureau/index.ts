export { SandboxCreditBureau, DEFAULT_SANDBOX_CREDIT_DELAY_MS } from './sandbox-credit-bureau';
export { sandboxCreditDecision } from './sandbox-credit-decision';
