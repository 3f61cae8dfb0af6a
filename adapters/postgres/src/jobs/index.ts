export { PostgresJobQueue } from './postgres-job-queue';
