/**
 * Tells this process's worker that a committed unit of work queued jobs, so it starts on them at once
 * instead of at its next poll. Other replicas find the jobs at their next poll.
 */
export class JobsQueuedSignal {
  private waiting: (() => void)[] = [];

  notify(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }

  /** Resolves at the next notify, or after `timeoutMs`, whichever comes first. */
  next(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      timer.unref();
      this.waiting.push(done);
      function done() {
        clearTimeout(timer);
        resolve();
      }
    });
  }
}
