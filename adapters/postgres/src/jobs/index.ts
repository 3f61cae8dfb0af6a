export { PostgresJobQueue } from './postgres-job-queue';
export { PostgresPartnerJobDesk } from './postgres-partner-job-desk';
