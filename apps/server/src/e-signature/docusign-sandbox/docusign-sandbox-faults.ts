import type { Response } from 'express';

/** What the sandbox can do instead of answering, as a struggling DocuSign or the network between would. */
export type DocuSignFault =
  /** Answers, but only after `ms`. */
  | { kind: 'slow'; ms: number }
  /** 500 with DocuSign's error body. */
  | { kind: 'server-error' }
  /** 429 with Retry-After, DocuSign's burst limit. */
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** 200 and the start of a JSON body, then nothing more until the faults are cleared. */
  | { kind: 'stalled-body' }
  /** 200 with a body that is not DocuSign's JSON. */
  | { kind: 'garbage-body' }
  /** 401 AUTHORIZATION_INVALID_TOKEN, as for an expired or revoked token. */
  | { kind: 'invalid-token' };

interface Armed {
  fault: DocuSignFault;
  left: number;
  method?: string;
  path?: RegExp;
}

/**
 * The DocuSign sandbox's switchable faults, for tests and demonstrations: each is armed for the next
 * `times` calls, optionally only of one method and path (matched within the sandbox, e.g. /envelopes$/).
 */
export class DocuSignSandboxFaults {
  private armed: Armed[] = [];
  private readonly stalled = new Set<Response>();

  next(fault: DocuSignFault, times = 1, on: { method?: string; path?: RegExp } = {}): this {
    this.armed.push({ fault, left: times, ...on });
    return this;
  }

  /** Disarms every fault and ends the stalled answers. */
  clear(): void {
    this.armed = [];
    for (const response of this.stalled) response.destroy();
    this.stalled.clear();
  }

  /** The fault a call meets, used up as it is met; undefined when none is armed for it. */
  take(method: string, path: string): DocuSignFault | undefined {
    const armed = this.armed.find(
      (a) => a.left > 0 && (!a.method || a.method === method) && (!a.path || a.path.test(path)),
    );
    if (!armed) return undefined;
    armed.left -= 1;
    this.armed = this.armed.filter((a) => a.left > 0);
    return armed.fault;
  }

  /** Keeps a stalled answer open until `clear`. */
  hold(response: Response): void {
    this.stalled.add(response);
    response.on('close', () => this.stalled.delete(response));
  }
}
