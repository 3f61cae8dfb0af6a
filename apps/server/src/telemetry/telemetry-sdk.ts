import { hostname } from 'node:os';
import { context, metrics, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider, PeriodicExportingMetricReader, type IMetricReader } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { PortUnavailable } from '../http/listen';
import type { TelemetrySettings } from './telemetry-settings';

/**
 * The OpenTelemetry SDK, loaded only when the environment asks for telemetry (decision 2124): its
 * packages stay installed beside the build, required from here when this module first runs.
 */
export async function startSdk(settings: TelemetrySettings): Promise<{ shutdown(): Promise<void> }> {
  const resource = resourceFromAttributes({
    'service.name': settings.serviceName,
    'service.instance.id': `${process.pid}@${hostname()}`,
  });
  const stops: (() => Promise<void>)[] = [];

  // Traced, contexts follow async work; traceparent headers are read from requests and sent to
  // partners. Metrics alone need neither, and a request then carries no context.
  let contextManager: AsyncLocalStorageContextManager | undefined;
  if (settings.otlpEndpoint) {
    contextManager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(contextManager);
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());

    // The exporter reads OTEL_EXPORTER_OTLP_* (endpoint, headers, timeout) itself; spans leave in batches.
    const tracerProvider = new TracerProvider({
      resource,
      spanProcessors: [
        new BatchSpanProcessor({
          exporter: new OTLPTraceExporter(),
          scheduledDelayMillis: settings.spanExportDelayMs,
        }),
      ],
    });
    trace.setGlobalTracerProvider(tracerProvider);
    stops.push(() => tracerProvider.shutdown());
  }

  const readers: IMetricReader[] = [];
  let prometheus: PrometheusExporter | undefined;
  if (settings.metricsPort !== undefined) {
    prometheus = new PrometheusExporter({
      port: settings.metricsPort,
      host: settings.metricsHost,
      preventServerStart: true,
    });
    readers.push(prometheus);
  }
  if (settings.otlpEndpoint) {
    readers.push(
      new PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter(),
        exportIntervalMillis: settings.metricExportIntervalMs,
      }),
    );
  }
  const meterProvider = new MeterProvider({ resource, readers });
  metrics.setGlobalMeterProvider(meterProvider);
  stops.push(() => meterProvider.shutdown());
  if (prometheus) {
    await prometheus.startServer().catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EADDRINUSE'
        ? new PortUnavailable(
            `METRICS_PORT ${settings.metricsPort} on ${settings.metricsHost} is in use by another program: stop it, or set METRICS_PORT to a free port.`,
          )
        : error;
    });
  }

  return {
    async shutdown() {
      await Promise.allSettled(stops.map((stop) => stop()));
      contextManager?.disable();
    },
  };
}
