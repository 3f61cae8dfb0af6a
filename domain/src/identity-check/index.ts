export * from './licence-card-number';
export * from './scan-quality';
