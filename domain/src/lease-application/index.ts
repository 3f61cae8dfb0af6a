export * from './lease-application-errors';
export * from './status-transitions';
export * from './credit-limit';
export * from './unit-of-work.port';
export * from './move-application';
export * from './set-credit-limit';
export * from './lease-application';
