export * from './business-registry';
export * from './crypto';
export * from './mail';
export * from './crm';
export * from './lead-dialler';
export * from './e-signature';
export * from './credit-bureau';
export * from './address-finder';
