export * from './job-queue.port';
export * from './retry-policy';
