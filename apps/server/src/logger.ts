import pino, { type Logger } from 'pino';

/** Structured JSON logs on stdout, one line an event; secrets and credentials are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'lease-portal' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.hash'],
      censor: '[redacted]',
    },
  });
}
export type { Logger };
