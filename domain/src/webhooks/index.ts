export * from './partner-webhook-inbox.port';
export * from './envelope-purpose';
export * from './record-envelope-event';
