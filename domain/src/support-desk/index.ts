export * from './where-it-stands';
export * from './where-it-stands-signing';
export * from './staff-overrides';
export * from './staff-repairs';
export * from './check-lease-signing';
export * from './staff-enrolment';
export * from './staff-enrolment-mail';
export * from './disable-user';
