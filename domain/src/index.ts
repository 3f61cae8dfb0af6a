// The domain core: one folder per bounded context, each with its own index.
export * from './shared';
export * from './organisation';
export * from './accounts';
export * from './application';
export * from './calculator';
export * from './validation';
export * from './business';
export * from './leads';
export * from './customer';
export * from './documents';
export * from './e-signature';
export * from './credit-bureau';
export * from './lease-application';
export * from './jobs';
export * from './files';
export * from './industry-classification';
export * from './addresses';
