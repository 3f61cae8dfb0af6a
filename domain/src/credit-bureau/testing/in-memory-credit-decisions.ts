import type { CreditDecisionListener, CreditDecisionSignal } from '../credit-decision-signal.port';

/** Test support: announcements that wake this process's waiters, as LISTEN/NOTIFY does for every replica. */
export class InMemoryCreditDecisions implements CreditDecisionSignal, CreditDecisionListener {
  readonly announced: string[] = [];
  private readonly waiters = new Map<string, (() => void)[]>();

  async announce(applicationId: string): Promise<void> {
    this.announced.push(applicationId);
    const waiting = this.waiters.get(applicationId) ?? [];
    this.waiters.delete(applicationId);
    for (const wake of waiting) wake();
  }

  announcedOrAfter(applicationId: string, withinMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, withinMs);
      this.waiters.set(applicationId, [
        ...(this.waiters.get(applicationId) ?? []),
        () => {
          clearTimeout(timer);
          resolve();
        },
      ]);
    });
  }
}
