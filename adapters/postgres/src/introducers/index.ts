export { PostgresIntroducerKeys } from './postgres-introducer-keys';
