export * from './scoreboard';
export * from './vehicle-application';
export * from './vehicle-applications.port';
export * from './audit-entry';
