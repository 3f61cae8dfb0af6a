export * from './salesforce';
