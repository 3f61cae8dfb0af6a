export { PostgresSessions } from './postgres-sessions';
export { PostgresPasswordResetTokens } from './postgres-password-reset-tokens';
export { PostgresLoginAttempts } from './postgres-login-attempts';
export { PostgresUserCredentials } from './postgres-user-credentials';
export { PostgresOutbox, DEFAULT_OUTBOX_LIMIT, MAX_OUTBOX_LIMIT } from './postgres-outbox';
export { PostgresUserAccess } from './postgres-user-access';
