export * from './business-registers';
export * from './abr/abr-business-register';
export * from './nzbn/nzbn-business-register';
export * from './sandbox-business-registry';
export * from './sandbox-businesses';
export { SUBSCRIPTION_KEY_HEADER } from './nzbn/nzbn-wire';
