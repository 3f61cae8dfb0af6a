export * from './sandbox-crm';
export * from './http-crm';
