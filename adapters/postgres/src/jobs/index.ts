export { PostgresJobQueue, stampQueuedJobsWith } from './postgres-job-queue';
export { PostgresPartnerJobDesk } from './postgres-partner-job-desk';
