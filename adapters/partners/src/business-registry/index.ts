export * from './sandbox-business-registry';
export * from './http-business-registry';
