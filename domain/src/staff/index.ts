export * from './staff-member';
export * from './staff-errors';
export * from './override-proposal';
export * from './staff-members.port';
export * from './override-proposals.port';
export * from './staff-reason';
