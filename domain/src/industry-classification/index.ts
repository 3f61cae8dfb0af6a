export * from './industry-classification';
