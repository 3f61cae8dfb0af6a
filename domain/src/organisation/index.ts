export * from './org-profile';
export * from './org-profiles.port';
