export * from './lease-application-errors';
export * from './status-transitions';
export * from './credit-limit';
