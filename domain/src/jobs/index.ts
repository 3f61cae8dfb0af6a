export * from './job-handler';
export * from './job-queue.port';
export * from './retry-policy';
export * from './work-off-due-jobs';
export * from './partner-job-desk.port';
export * from './retry-partner-job';
export * from './poll-again';
export * from './after-a-failure';
