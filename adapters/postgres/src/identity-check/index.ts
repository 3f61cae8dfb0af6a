export { PostgresSandboxIdentityScanStore } from './postgres-sandbox-identity-scan-store';
