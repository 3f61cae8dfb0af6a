import { SpanKind, SpanStatusCode, context, trace, type Attributes } from '@opentelemetry/api';
import type { Database, TransactionSession } from '@lease-portal/postgres';
import { INSTRUMENTATION_SCOPE } from './trace-context';

/** The statement's text kept on its span: parameterised, so it holds no values; long ones cut. */
const QUERY_TEXT_AT_MOST = 2_000;

/**
 * The portal's statements and transactions in client spans (decision 2124), on either engine: the
 * Database's own methods are wrapped, so PGlite is traced as the server is, and the bundle needs no
 * require hook on pg. Only work inside a trace is traced: the job worker's idle polls and the metrics'
 * own reads make none.
 */
export function traceDatabase(db: Database): Database {
  const engine = db.engine;
  const query = db.query.bind(db);
  const executeScript = db.executeScript.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = <Row>(sql: string, params?: readonly unknown[]) =>
    inSpan(engine, statementAttributes(sql), () => query<Row>(sql, params));
  db.executeScript = (sql: string) =>
    inSpan(engine, { 'db.operation.name': 'script' }, () => executeScript(sql));
  db.transaction = <T>(work: (session: TransactionSession) => Promise<T>) =>
    inSpan(engine, { 'db.operation.name': 'transaction' }, () =>
      transaction((session) => work(tracedSession(engine, session))),
    );
  return db;
}

function tracedSession(engine: Database['engine'], session: TransactionSession): TransactionSession {
  return {
    query: <Row>(sql: string, params?: readonly unknown[]) =>
      inSpan(engine, statementAttributes(sql), () => session.query<Row>(sql, params)),
    read: <Row>(sql: string, params?: readonly unknown[]) =>
      inSpan(engine, statementAttributes(sql), () => session.read<Row>(sql, params)),
    executeScript: (sql: string) =>
      inSpan(engine, { 'db.operation.name': 'script' }, () => session.executeScript(sql)),
  };
}

function inSpan<T>(engine: Database['engine'], attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!trace.getSpan(context.active())) return work();
  const tracer = trace.getTracer(INSTRUMENTATION_SCOPE);
  const summary = attributes['db.query.summary'] ?? attributes['db.operation.name'];
  return tracer.startActiveSpan(
    String(summary),
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'lease_portal.db.engine': engine,
        ...attributes,
      },
    },
    async (span) => {
      try {
        return await work();
      } catch (error) {
        const failure = error instanceof Error ? error : new Error(String(error));
        span.recordException(failure);
        span.setStatus({ code: SpanStatusCode.ERROR, message: failure.name });
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'string') span.setAttribute('db.response.status_code', code);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** `SELECT partner_jobs`: the operation and the first table it names, as a span's name should be. */
export function statementAttributes(sql: string): Attributes {
  const text = sql.trim();
  const operation = /^[a-z]+/i.exec(text)?.[0]?.toUpperCase() ?? 'SQL';
  const table = /\b(?:from|into|update|join)\s+("?[a-z_][a-z0-9_.]*"?)/i.exec(text)?.[1]?.replaceAll('"', '');
  return {
    'db.operation.name': operation,
    'db.query.summary': table ? `${operation} ${table}` : operation,
    ...(table ? { 'db.collection.name': table } : {}),
    'db.query.text': text.length > QUERY_TEXT_AT_MOST ? `${text.slice(0, QUERY_TEXT_AT_MOST)}…` : text,
  };
}
