export * from './user';
export * from './users.port';
