import type { Timer } from '../timer';

/** Test support: a timer whose waits end only when the test says so, remembering what was asked. */
export class ManualTimer implements Timer {
  readonly asked: number[] = [];
  private readonly pending = new Set<() => void>();

  wait(ms: number) {
    this.asked.push(ms);
    let end = () => {};
    const elapsed = new Promise<void>((resolve) => {
      end = resolve;
      this.pending.add(resolve);
    });
    return { elapsed, cancel: () => this.pending.delete(end) };
  }

  /** Ends every wait still running. */
  elapse(): void {
    for (const end of this.pending) end();
    this.pending.clear();
  }
}
