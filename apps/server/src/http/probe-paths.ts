/**
 * The probes' paths (`/health` liveness, `/ready` readiness, decision 2116): asked every few seconds,
 * so neither their log lines, traces nor latencies are news.
 */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/health', '/ready']);
