import type { CreditDecisionListener, CreditDecisionSignal } from '../credit-decision-signal.port';

/** Test support: announcements that wake this process's waiters, as LISTEN/NOTIFY does for every replica. */
export class InMemoryCreditDecisions implements CreditDecisionSignal, CreditDecisionListener {
  readonly announced: string[] = [];
  private readonly waiters = new Map<string, Set<() => void>>();

  async announce(applicationId: string): Promise<void> {
    this.announced.push(applicationId);
    for (const wake of [...(this.waiters.get(applicationId) ?? [])]) wake();
  }

  /** The waits not yet over, of every application: a screen that has gone leaves none behind. */
  get waiting(): number {
    return [...this.waiters.values()].reduce((count, waiters) => count + waiters.size, 0);
  }

  announcedOrAfter(applicationId: string, withinMs: number, leaving?: AbortSignal): Promise<void> {
    if (leaving?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const waiters = this.waiters.get(applicationId) ?? new Set<() => void>();
      this.waiters.set(applicationId, waiters);
      const wake = () => {
        clearTimeout(timer);
        leaving?.removeEventListener('abort', wake);
        waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, withinMs);
      leaving?.addEventListener('abort', wake, { once: true });
      waiters.add(wake);
    });
  }
}
