import type { Response } from 'express';

interface Armed<Fault> {
  fault: Fault;
  left: number;
  method?: string;
  path?: RegExp;
}

/**
 * A sandbox's switchable faults, for tests and demonstrations: each is armed for the next `times`
 * calls, optionally only of one method and path (matched within the sandbox, e.g. /\/leads$/). Each
 * sandbox names its faults and answers them in its partner's own shapes.
 */
export class SandboxFaults<Fault extends { kind: string }> {
  private armed: Armed<Fault>[] = [];
  private readonly stalled = new Set<Response>();

  next(fault: Fault, times = 1, on: { method?: string; path?: RegExp } = {}): this {
    this.armed.push({ fault, left: times, ...on });
    return this;
  }

  /** Disarms every fault and ends the answers held open. */
  clear(): void {
    this.armed = [];
    for (const response of this.stalled) response.destroy();
    this.stalled.clear();
  }

  /** The fault a call meets, used up as it is met; undefined when none is armed for it. */
  take(method: string, path: string): Fault | undefined {
    const armed = this.armed.find(
      (a) => a.left > 0 && (!a.method || a.method === method) && (!a.path || a.path.test(path)),
    );
    if (!armed) return undefined;
    armed.left -= 1;
    this.armed = this.armed.filter((a) => a.left > 0);
    return armed.fault;
  }

  /** Keeps an answer open (a stalled body) until `clear`. */
  hold(response: Response): void {
    this.stalled.add(response);
    response.on('close', () => this.stalled.delete(response));
  }
}

/** The faults both the Salesforce and the dialler sandboxes meet, answered in each partner's shapes. */
export type CommonSandboxFault =
  /** Answers, but only after `ms`. */
  | { kind: 'slow'; ms: number }
  /** 500 with the partner's error body. */
  | { kind: 'server-error' }
  /** 429 with Retry-After. */
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** 401: the token expired or was revoked. */
  | { kind: 'invalid-token' }
  /** 400: the partner refuses the request itself, as a validation rule of its would. */
  | { kind: 'refused' }
  /** 200 with a body that is not the partner's JSON (a proxy's error page). */
  | { kind: 'garbage-body' }
  /** 200 and the start of a JSON body, then nothing more until the faults are cleared. */
  | { kind: 'stalled-body' };

/** Delays for a 'slow' fault; true when the fault is one the caller must answer itself. */
export async function delayIfSlow(fault: { kind: string; ms?: number }): Promise<boolean> {
  if (fault.kind !== 'slow') return true;
  await new Promise((resolve) => setTimeout(resolve, fault.ms ?? 0));
  return false;
}

/** Answers the faults whose answer is the same whatever the partner: a garbage or a stalled body. */
export function answerBodyFault(
  fault: { kind: string },
  res: Response,
  faults: SandboxFaults<{ kind: string }>,
): boolean {
  if (fault.kind === 'garbage-body') {
    res.status(200).type('application/json').send('<html><body>502 Bad Gateway</body></html>');
    return true;
  }
  if (fault.kind === 'stalled-body') {
    // Not compressed, so the headers and the first bytes leave at once and the rest never does.
    res.status(200).set({ 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' });
    res.flushHeaders();
    res.write('{"id":');
    faults.hold(res);
    return true;
  }
  return false;
}
