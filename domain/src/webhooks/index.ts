export * from './partner-webhook-inbox.port';
export * from './record-envelope-event';
