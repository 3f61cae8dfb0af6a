export * from './credit-enquiry';
export * from './credit-bureau.port';
export * from './sandbox-credit-store.port';
export * from './credit-check-status';
export * from './credit-check-waiting';
