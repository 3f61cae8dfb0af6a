export { PostgresFileStorage } from './postgres-file-storage';
export { PostgresUploadedFiles } from './postgres-uploaded-files';
