export * from './user';
export * from './users.port';
export * from './password-policy';
export * from './credit-application-eligibility';
