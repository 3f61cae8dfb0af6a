export * from './introducer-key';
export * from './introducer-errors';
export * from './manage-introducer-keys';
export * from './submit-introducer-lead';
