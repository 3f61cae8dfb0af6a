export * from './partner-webhook-inbox.port';
export * from './record-envelope-event';
export * from './prune-webhook-events';
