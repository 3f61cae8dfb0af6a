export { PostgresLeads } from './postgres-leads';
export { PostgresAnalytics } from './postgres-analytics';
export { PostgresSandboxCrmStore } from './postgres-sandbox-crm-store';
