import type { CreditDecisionListener } from '@lease-portal/domain';
import type { Database } from '../database';
import { CREDIT_DECISIONS_CHANNEL } from './postgres-credit-decision-signal';

/** The engines' LISTEN, which both database classes offer. */
interface Listening {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

const canListen = (db: Database): db is Database & Listening =>
  typeof (db as Partial<Listening>).listen === 'function';

/**
 * One LISTEN per replica on the credit decisions channel (decision 1660): whichever replica stored a
 * decision, every replica hears it and wakes the waiting screens it serves. Waiters are only the open
 * connections of this process; nothing here needs to survive a restart, since a waiter also wakes on
 * its poll and reads the decision from the database.
 */
export class PostgresCreditDecisionListener implements CreditDecisionListener {
  private readonly waiters = new Map<string, Set<() => void>>();
  private stopListening: Promise<(() => Promise<void>) | undefined> | undefined;
  private closed = false;

  constructor(private readonly db: Database) {}

  /**
   * Listens from now on, once the LISTEN is in place: the portal calls it as it starts. Without it the
   * first waiter starts listening without waiting for it, and a decision announced before the LISTEN
   * is in place is read on the waiter's next poll.
   */
  async listenNow(): Promise<void> {
    if (!this.closed) this.stopListening ??= this.start();
    await this.stopListening;
  }

  announcedOrAfter(applicationId: string, withinMs: number, leaving?: AbortSignal): Promise<void> {
    if (leaving?.aborted) return Promise.resolve();
    if (!this.closed) this.stopListening ??= this.start();
    return new Promise((resolve) => {
      const waiters = this.waiters.get(applicationId) ?? new Set<() => void>();
      this.waiters.set(applicationId, waiters);
      const wake = () => {
        clearTimeout(timer);
        leaving?.removeEventListener('abort', wake);
        waiters.delete(wake);
        if (waiters.size === 0 && this.waiters.get(applicationId) === waiters)
          this.waiters.delete(applicationId);
        resolve();
      };
      const timer = setTimeout(wake, withinMs);
      // A subscription that ended (unsubscribed, its socket closed) stops waiting at once.
      leaving?.addEventListener('abort', wake, { once: true });
      waiters.add(wake);
    });
  }

  /**
   * Stops listening, for good. Waiters are left to their subscriptions, which the portal's stop ends
   * (their `leaving` signal) without another read: woken here, each would read once more, and listen
   * again, on a database about to close.
   */
  async close(): Promise<void> {
    this.closed = true;
    const stop = await this.stopListening?.catch(() => undefined);
    await stop?.().catch(() => undefined);
  }

  private async start(): Promise<(() => Promise<void>) | undefined> {
    if (!canListen(this.db)) return undefined;
    // Without LISTEN the waiters still wake on their poll.
    return this.db
      .listen(CREDIT_DECISIONS_CHANNEL, (applicationId) => {
        for (const wake of [...(this.waiters.get(applicationId) ?? [])]) wake();
      })
      .catch(() => undefined);
  }
}
