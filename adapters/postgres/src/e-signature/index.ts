export { PostgresSandboxEnvelopeStore } from './postgres-sandbox-envelope-store';
