export { PostgresSandboxCreditStore } from './postgres-sandbox-credit-store';
export { PostgresCreditDecisionSignal, CREDIT_DECISIONS_CHANNEL } from './postgres-credit-decision-signal';
export { PostgresCreditDecisionListener } from './postgres-credit-decision-listener';
