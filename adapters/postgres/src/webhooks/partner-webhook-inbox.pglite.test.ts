import { openMemoryDatabase } from '../open-database';
import { describePartnerWebhookInbox } from './partner-webhook-inbox.contract';

describePartnerWebhookInbox('embedded PGlite', {
  open: () => openMemoryDatabase(),
  dispose: (db) => db.close(),
});
