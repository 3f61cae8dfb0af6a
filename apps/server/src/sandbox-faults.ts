import type { Response } from 'express';

interface Armed<Fault> {
  fault: Fault;
  left: number;
  method?: string;
  path?: RegExp;
}

/**
 * A sandbox's switchable faults, for tests and demonstrations: each is armed for the next `times`
 * calls, optionally only of one method and path (matched within the sandbox, e.g. /envelopes$/). The
 * sandbox's router says what each fault looks like on its partner's wire.
 */
export class SandboxFaults<Fault> {
  private armed: Armed<Fault>[] = [];
  private readonly stalled = new Set<Response>();

  next(fault: Fault, times = 1, on: { method?: string; path?: RegExp } = {}): this {
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
  take(method: string, path: string): Fault | undefined {
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
