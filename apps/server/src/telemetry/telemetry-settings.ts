/**
 * What the portal's telemetry is told by its environment (decision 2124). Nothing set, nothing is
 * loaded: no SDK, no exporter, no metrics port.
 */
export interface TelemetrySettings {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: traces and metrics are sent over OTLP/HTTP to this collector. */
  otlpEndpoint?: string;
  /** METRICS_PORT: Prometheus text on `/metrics` on a port of its own. */
  metricsPort?: number;
  /** Where the metrics port listens: METRICS_HOST, else the portal's HOST (loopback by default). */
  metricsHost: string;
  /** OTEL_SERVICE_NAME, default `lease-portal`. */
  serviceName: string;
  /** OTEL_METRIC_EXPORT_INTERVAL: milliseconds between OTLP metric exports, default 60 s. */
  metricExportIntervalMs: number;
  /** OTEL_BSP_SCHEDULE_DELAY: milliseconds a span waits to leave in a batch, default 5 s. */
  spanExportDelayMs: number;
}

export function readTelemetrySettings(env: NodeJS.ProcessEnv = process.env): TelemetrySettings {
  const otlpEndpoint = (env.OTEL_EXPORTER_OTLP_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)?.trim();
  const metricsPort = env.METRICS_PORT?.trim();
  if (metricsPort && !/^\d+$/.test(metricsPort)) {
    throw new Error(`METRICS_PORT must be a port number, got '${env.METRICS_PORT}'`);
  }
  const port = metricsPort ? Number(metricsPort) : undefined;
  if (port !== undefined && port > 65535) {
    throw new Error(`METRICS_PORT must be a port number, got '${env.METRICS_PORT}'`);
  }
  const interval = Number(env.OTEL_METRIC_EXPORT_INTERVAL ?? 60_000);
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY ?? 5_000);
  return {
    ...(otlpEndpoint ? { otlpEndpoint } : {}),
    ...(port !== undefined ? { metricsPort: port } : {}),
    metricsHost: env.METRICS_HOST?.trim() || env.HOST?.trim() || '127.0.0.1',
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'lease-portal',
    metricExportIntervalMs: Number.isFinite(interval) && interval > 0 ? interval : 60_000,
    spanExportDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : 5_000,
  };
}

/** Whether anything is to be traced or measured at all. */
export function telemetryWanted(settings: TelemetrySettings): boolean {
  return settings.otlpEndpoint !== undefined || settings.metricsPort !== undefined;
}
