export * from './seed/demo-organisations';
