export * from './org-profile';
export * from './org-profiles.port';
export * from './default-org-profile';
export * from './get-org-profiles-by-domain';
export * from './region-defaults';
export * from './contact-details';
export * from './generic-error-dialog';
export * from './branding';
