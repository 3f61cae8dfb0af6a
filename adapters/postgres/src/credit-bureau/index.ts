export { PostgresSandboxCreditStore } from './postgres-sandbox-credit-store';
