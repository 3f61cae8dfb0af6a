import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { anEnquiry } from '@lease-portal/domain/src/leads/testing/enquiry-builder';
import { ensurePortalBuilt } from '../build/build-server';
import { aPortalProcess, STARTUP_TIMEOUT_MS, type PortalProcess } from '../testing/portal-process';

// The compiled portal as a process, with its telemetry asked for (decision 2124): spans sent over
// OTLP/HTTP to a collector in this test, and Prometheus text on a metrics port of its own.

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}

interface OtlpTraces {
  resourceSpans?: {
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: { key: string; value: OtlpValue }[];
      }[];
    }[];
  }[];
}

/** OTLP/JSON gives ids in hex; a base64 one (as protobuf's JSON mapping would) is read too. */
const hexOf = (id: string | undefined) =>
  id === undefined || id === ''
    ? undefined
    : /^[0-9a-f]+$/i.test(id)
      ? id.toLowerCase()
      : Buffer.from(id, 'base64').toString('hex');

const valueOf = (value: OtlpValue) =>
  value.stringValue ??
  (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue));

/** A collector's OTLP/HTTP receiver in the test's own process: every span the portal exports. */
async function anOtlpReceiver(): Promise<{
  server: Server;
  url: string;
  spans: ReceivedSpan[];
  requests: string[];
}> {
  const spans: ReceivedSpan[] = [];
  const requests: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      if (req.url === '/v1/traces') {
        const traces = JSON.parse(body) as OtlpTraces;
        for (const resource of traces.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                traceId: hexOf(span.traceId)!,
                spanId: hexOf(span.spanId)!,
                ...(hexOf(span.parentSpanId) ? { parentSpanId: hexOf(span.parentSpanId) } : {}),
                name: span.name,
                kind: span.kind,
                attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, valueOf(a.value)])),
              });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, requests };
}

/** A port free a moment ago, for the metrics port the portal must be told of. */
async function aFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function until<T>(what: string, find: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const DIALLER = `mutation Enquire($e: EnquiryInput!) { saveCalculatorLeadDialler(calcLeadDialler: $e) { leadId success } }`;

describe('the portal with its telemetry', () => {
  let dataDir: string;
  let receiver: Awaited<ReturnType<typeof anOtlpReceiver>>;
  let portal: PortalProcess;
  let port: number;
  let metricsPort: number;

  beforeAll(async () => {
    await ensurePortalBuilt();
    dataDir = await mkdtemp(path.join(tmpdir(), 'lease-portal-telemetry-'));
    receiver = await anOtlpReceiver();
    metricsPort = await aFreePort();
    portal = aPortalProcess(dataDir, {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      // Metrics reach the collector at the stop only; this test reads them on the metrics port.
      OTEL_METRIC_EXPORT_INTERVAL: '600000',
      METRICS_PORT: String(metricsPort),
    });
    port = await portal.listening;
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    if (portal?.child.exitCode === null) portal.child.kill('SIGKILL');
    await new Promise((resolve) => receiver?.server.close(resolve));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('sends one trace from the enquiry request through its SQL and queued job to the partner call', async () => {
    const { entityType: _notSent, ...customer } = anEnquiry('AU').customer;
    // The Australian demo organisation's host (fetch would not send a Host of its own).
    const response = await request(`http://127.0.0.1:${port}`)
      .post('/graphql')
      .set('Host', `au.localhost:${port}`)
      .send({ query: DIALLER, variables: { e: { ...anEnquiry('AU'), customer } } });
    expect(response.body).toEqual({
      data: { saveCalculatorLeadDialler: { leadId: expect.any(String), success: true } },
    });

    const spans = receiver.spans;
    const served = await until('the request span', () =>
      spans.find((s) => s.name === 'POST /graphql' && s.attributes['http.route'] === '/graphql'),
    );
    const inTrace = () => spans.filter((s) => s.traceId === served.traceId);
    const job = await until('the job span', () =>
      inTrace().find((s) => s.name === 'job dialler-lead.deliver'),
    );
    const partnerCall = await until('the dialler call', () =>
      inTrace().find(
        (s) =>
          s.attributes['lease_portal.partner.operation'] === 'leads.submit' && s.parentSpanId === job.spanId,
      ),
    );

    // The request, its operation and the statement that queued the job, each the child of the one before.
    const operation = inTrace().find((s) => s.name === 'mutation Enquire');
    expect(operation).toMatchObject({ parentSpanId: served.spanId });
    expect(operation?.attributes).toMatchObject({
      'graphql.operation.type': 'mutation',
      'graphql.root_field': 'saveCalculatorLeadDialler',
    });
    const ancestorsOf = (span: ReceivedSpan): string[] => {
      const parent = inTrace().find((s) => s.spanId === span.parentSpanId);
      return parent ? [parent.spanId, ...ancestorsOf(parent)] : [];
    };
    const queued = inTrace().find((s) => s.name === 'INSERT partner_jobs');
    expect(queued?.attributes).toMatchObject({
      'db.system.name': 'postgresql',
      'db.collection.name': 'partner_jobs',
    });
    expect(ancestorsOf(queued!)).toContain(operation!.spanId);
    // The job continues the trace where it was queued: its parent is the span that inserted it.
    expect(job.parentSpanId).toBe(queued!.parentSpanId);
    expect(job.attributes).toMatchObject({
      'lease_portal.job.kind': 'dialler-lead.deliver',
      'lease_portal.job.attempt': 1,
    });
    // The job's own SQL, and the dialler's answer: the sandbox's request span is the call's child.
    expect(inTrace().some((s) => s.attributes['db.system.name'] && ancestorsOf(s).includes(job.spanId))).toBe(
      true,
    );
    expect(partnerCall.kind).toBe(3); // CLIENT
    expect(partnerCall.attributes['lease_portal.partner.outcome']).toBe('ok');
    await until('the sandbox dialler answering in the same trace', () =>
      inTrace().find((s) => s.kind === 2 && ancestorsOf(s).includes(partnerCall.spanId)),
    );

    // Every log line written inside the trace carries its id.
    const logged = portal.log().filter((line) => line.trace_id === served.traceId);
    expect(logged.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['request completed', 'partner answered']),
    );
    expect(receiver.requests.every((r) => r.includes('application/json'))).toBe(true);
  }, 60_000);

  it('serves Prometheus text on its metrics port, with its operations, queue, partners and database', async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const types = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => `${name} ${type}`);
    expect(types).toEqual(
      expect.arrayContaining([
        'http_server_request_duration histogram',
        'graphql_server_operation_duration histogram',
        'lease_portal_job_queue_depth gauge',
        'lease_portal_job_queue_oldest_age gauge',
        'lease_portal_jobs_turns_total counter',
        'lease_portal_partner_calls_total counter',
        'db_client_connection_count gauge',
        'db_client_connection_pending_requests gauge',
      ]),
    );
    expect(text).toMatch(
      /graphql_server_operation_duration_count\{[^}]*graphql_root_field="saveCalculatorLeadDialler"[^}]*\} 1/,
    );
    expect(text).toMatch(
      /lease_portal_partner_calls_total\{[^}]*partner="lead dialler"[^}]*outcome="ok"[^}]*\} [1-9]/,
    );
    // Seconds, in the buckets OpenTelemetry's HTTP conventions advise; the route, never the path.
    expect(text).toMatch(/http_server_request_duration_bucket\{[^}]*http_route="\/graphql"[^}]*le="0.005"\}/);
    expect(text).toMatch(
      /lease_portal_jobs_turns_total\{[^}]*lease_portal_job_kind="dialler-lead.deliver"[^}]*outcome="done"[^}]*\} 1/,
    );
    expect(text).toMatch(/lease_portal_job_queue_depth\{state="due",otel_scope_name="lease-portal"\} \d+/);
    expect(text).toMatch(/lease_portal_job_queue_oldest_age\{otel_scope_name="lease-portal"\} [\d.]+/);
    expect(text).toMatch(/db_client_connection_count\{[^}]*db_client_connection_state="idle"[^}]*\} [01]/);
  });
});
