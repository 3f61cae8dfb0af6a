import pino, { type Logger } from 'pino';
import { traceIdsNow } from './telemetry/trace-context';

/**
 * Structured JSON logs on stdout, one line an event; secrets and credentials are redacted. A line
 * written inside a trace carries its `trace_id` and `span_id` (decision 2124).
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'lease-portal' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.hash'],
      censor: '[redacted]',
    },
    mixin: () => traceIdsNow() ?? {},
  });
}
export type { Logger };
