export * from './milestones';
export * from './milestone-mail';
export * from './milestone-mail-jobs';
export * from './send-milestone-mail';
