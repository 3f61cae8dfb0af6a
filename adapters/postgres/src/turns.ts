/**
 * A first-come, first-served lock. The embedded database has one session, so the portal's own work
 * and each tool connection take turns: a turn lasts a whole transaction, never a single statement.
 */
export class Turns {
  private last: Promise<void> = Promise.resolve();

  /** Waits for every earlier turn to end; call the returned function to end this one. */
  async take(): Promise<() => void> {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const previous = this.last;
    this.last = previous.then(() => ended);
    await previous;
    return end;
  }

  async during<T>(work: () => Promise<T>): Promise<T> {
    const end = await this.take();
    try {
      return await work();
    } finally {
      end();
    }
  }
}
