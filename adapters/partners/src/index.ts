export * from './business-registry';
