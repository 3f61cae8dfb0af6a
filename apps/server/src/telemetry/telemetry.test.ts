import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { metrics, trace } from '@opentelemetry/api';
import { MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';
import { NO_TELEMETRY, startTelemetry } from './telemetry';
import { readTelemetrySettings, telemetryWanted } from './telemetry-settings';
import { contextOfTraceParent } from './trace-context';
import { statementAttributes } from './traced-database';
import { measuredRequests, nameRoute } from './traced-requests';

describe("the portal's telemetry settings", () => {
  it('ask for nothing when neither an OTLP endpoint nor a metrics port is set, and load no SDK', async () => {
    const settings = readTelemetrySettings({});
    expect(telemetryWanted(settings)).toBe(false);
    expect(await startTelemetry(settings)).toBe(NO_TELEMETRY);
  });

  it('read the endpoint, the metrics port and where it listens', () => {
    expect(
      readTelemetrySettings({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        METRICS_PORT: '9464',
        HOST: '0.0.0.0',
      }),
    ).toMatchObject({
      otlpEndpoint: 'http://collector:4318',
      metricsPort: 9464,
      metricsHost: '0.0.0.0',
      serviceName: 'lease-portal',
    });
    expect(readTelemetrySettings({ METRICS_PORT: '9464' }).metricsHost).toBe('127.0.0.1');
  });

  it.each(['ninety', '70000', '-1'])('refuse METRICS_PORT=%s in one line', (port) => {
    expect(() => readTelemetrySettings({ METRICS_PORT: port })).toThrow(
      `METRICS_PORT must be a port number, got '${port}'`,
    );
  });
});

describe('a kept traceparent', () => {
  it('names the span that queued the job, as a remote parent', () => {
    const kept = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    expect(trace.getSpanContext(contextOfTraceParent(kept))).toEqual({
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: 1,
      isRemote: true,
    });
  });

  it.each([undefined, '', 'garbage', '00-00000000000000000000000000000000-b7ad6b7169203331-01'])(
    'starts a trace of its own when it is %p',
    (kept) => {
      expect(trace.getSpanContext(contextOfTraceParent(kept))).toBeUndefined();
    },
  );
});

describe("a statement's span", () => {
  it('is named by its operation and first table, and keeps the parameterised text', () => {
    const sql = `UPDATE partner_jobs SET attempts = attempts + 1 WHERE job_id = (SELECT job_id FROM partner_jobs)`;
    expect(statementAttributes(sql)).toEqual({
      'db.operation.name': 'UPDATE',
      'db.query.summary': 'UPDATE partner_jobs',
      'db.collection.name': 'partner_jobs',
      'db.query.text': sql,
    });
    expect(statementAttributes('  select * from "leads" where lead_id = $1')['db.query.summary']).toBe(
      'SELECT leads',
    );
    expect(statementAttributes('SELECT 1')['db.query.summary']).toBe('SELECT');
  });
});

describe('the requests of a portal that keeps metrics and sends no traces', () => {
  class Collected extends MetricReader {
    protected async onForceFlush(): Promise<void> {}
    protected async onShutdown(): Promise<void> {}
  }

  it('are measured by route and status, with no span made nor context carried', async () => {
    const reader = new Collected();
    const provider = new MeterProvider({ readers: [reader] });
    metrics.setGlobalMeterProvider(provider);
    const spans: unknown[] = [];
    const server = createServer(
      measuredRequests((request, response) => {
        nameRoute(request, '/graphql');
        spans.push(trace.getActiveSpan());
        response.end('{}');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await (await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST' })).text();
      await (await fetch(`http://127.0.0.1:${port}/health`)).text();
      const { resourceMetrics } = await reader.collect();
      const points = resourceMetrics.scopeMetrics
        .flatMap((scope) => scope.metrics)
        .filter((metric) => metric.descriptor.name === 'http.server.request.duration')
        .flatMap((metric) => metric.dataPoints.map((point) => point.attributes));
      expect(points).toEqual([
        { 'http.request.method': 'POST', 'http.response.status_code': 200, 'http.route': '/graphql' },
      ]);
      expect(spans).toEqual([undefined, undefined]);
    } finally {
      server.close();
      metrics.disable();
      await provider.shutdown();
    }
  });
});
