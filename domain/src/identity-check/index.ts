export * from './licence-card-number';
export * from './scan-quality';
export * from './id-details-rules';
