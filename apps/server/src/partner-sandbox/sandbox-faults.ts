import type { Response } from 'express';
import type { SandboxFaults } from '../sandbox-faults';

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
  faults: Pick<SandboxFaults<unknown>, 'hold'>,
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
