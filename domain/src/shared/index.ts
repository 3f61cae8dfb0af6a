export * from './region';
export * from './clock';
export * from './ids';
export * from './result';
export * from './money';
export * from './timer';
export * from './unit-of-work';
export * from './bank-account';
