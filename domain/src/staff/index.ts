export * from './staff-member';
export * from './staff-errors';
export * from './override-proposal';
