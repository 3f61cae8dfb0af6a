export { PostgresSandboxIdentityScanStore } from './postgres-sandbox-identity-scan-store';
export { PostgresIdentityScanJourneyStarts } from './postgres-identity-scan-journey-starts';
