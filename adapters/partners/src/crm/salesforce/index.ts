export * as salesforceWire from './salesforce-wire';
export { SalesforceCrm, REQUEST_LIMIT_RETRY_AFTER_MS } from './salesforce-crm';
export { salesforceCrm, SALESFORCE_PARTNER, type SalesforceConnection } from './salesforce-connection';
export { apiUsageOf } from './api-usage';
