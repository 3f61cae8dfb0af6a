/**
 * Whether this replica should be sent traffic (`/ready`, decision 2116), apart from whether it is
 * alive (`/health`): each check by name, answered within `timeoutMs` or counted as failing, so a
 * database that hangs makes the replica unready rather than the probe wait.
 */
export type ReadinessChecks = Record<string, () => boolean | Promise<boolean>>;

export interface Readiness {
  ready: boolean;
  /** The checks that failed, by name; empty when ready. */
  failing: string[];
}

/** A probe's own timeout is 1 s by default (Kubernetes): answered within it, either way. */
export const READINESS_TIMEOUT_MS = 800;

export async function readinessOf(
  checks: ReadinessChecks,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  const outcomes = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await passes(check, timeoutMs)] as const),
  );
  const failing = outcomes.filter(([, passed]) => !passed).map(([name]) => name);
  return { ready: failing.length === 0, failing };
}

async function passes(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([Promise.resolve().then(check), timeUp]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
