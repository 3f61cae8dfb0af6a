export { PostgresUploadedFiles } from './postgres-uploaded-files';
