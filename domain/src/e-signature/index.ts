export * from './envelope';
export * from './e-signature.port';
export * from './envelope-progress';
export * from './sandbox-envelope-store.port';
export * from './recipient-tabs';
export * from './envelope-send-claims.port';
export * from './envelope-reference';
