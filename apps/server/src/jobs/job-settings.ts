/** How the partner job worker claims and polls (decision 0920). */
export interface JobSettings {
  /** How long a claim keeps other replicas off a job; a crashed replica's job is due again after it. */
  leaseMs: number;
  /** How long an idle worker waits before looking for due jobs again (retries, other replicas' jobs). */
  idlePollMs: number;
}

export function readJobSettings(env: NodeJS.ProcessEnv = process.env): JobSettings {
  return {
    leaseMs: positive(env.JOB_LEASE_SECONDS, 60) * 1000,
    idlePollMs: positive(env.JOB_POLL_MS, 1000),
  };
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
