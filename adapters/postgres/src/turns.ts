/** The embedded database is closing: work that had not started yet is refused rather than waited for. */
export class DatabaseClosing extends Error {
  override readonly name = 'DatabaseClosing';

  constructor() {
    super('The database is closing.');
  }
}

/**
 * A first-come, first-served lock. The embedded database has one session, so the portal's own work
 * and each tool connection take turns: a turn lasts a whole transaction, never a single statement.
 */
export class Turns {
  private last: Promise<void> = Promise.resolve();
  private closing = false;
  private count = 0;

  /** Turns in hand or waiting: the one in hand and those queued behind it (the portal's metrics). */
  get taken(): number {
    return this.count;
  }

  /** Waits for every earlier turn to end; call the returned function to end this one. */
  take(): Promise<() => void> {
    return this.queue(false);
  }

  async during<T>(work: () => Promise<T>): Promise<T> {
    const end = await this.take();
    try {
      return await work();
    } finally {
      end();
    }
  }

  /**
   * From now on, turns not yet started are refused (DatabaseClosing). A stopping portal's requests cut
   * off after their grace may still have dozens of statements queued; closing waits for the turn in
   * hand only, not for all of theirs (decision 2025).
   */
  refuseWaiting(): void {
    this.closing = true;
  }

  /** The closing's own turn, taken after the turn in hand whatever refuseWaiting said. */
  async lastTurn<T>(work: () => Promise<T>): Promise<T> {
    this.closing = true;
    const end = await this.queue(true);
    try {
      return await work();
    } finally {
      end();
    }
  }

  private async queue(last: boolean): Promise<() => void> {
    if (this.closing && !last) throw new DatabaseClosing();
    let resolveEnded!: () => void;
    const ended = new Promise<void>((resolve) => (resolveEnded = resolve));
    this.count += 1;
    let over = false;
    const end = () => {
      if (!over) this.count -= 1;
      over = true;
      resolveEnded();
    };
    const previous = this.last;
    this.last = previous.then(() => ended);
    await previous;
    if (this.closing && !last) {
      end();
      throw new DatabaseClosing();
    }
    return end;
  }
}
