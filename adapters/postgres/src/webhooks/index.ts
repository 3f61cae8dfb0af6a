export { PostgresPartnerWebhookInbox } from './postgres-partner-webhook-inbox';
