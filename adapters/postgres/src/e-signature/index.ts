export { PostgresSandboxEnvelopeStore } from './postgres-sandbox-envelope-store';
export { PostgresEnvelopeSendClaims } from './postgres-envelope-send-claims';
