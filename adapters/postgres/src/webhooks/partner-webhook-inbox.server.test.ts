import { describeOnServer } from '../testing/test-server';
import { describePartnerWebhookInbox } from './partner-webhook-inbox.contract';

describeOnServer('PostgresPartnerWebhookInbox', describePartnerWebhookInbox);
