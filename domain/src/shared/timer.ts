/** A wait that can be stopped early: a port, like the Clock, so time limits are tested without waiting. */
export interface Timer {
  wait(ms: number): { elapsed: Promise<void>; cancel(): void };
}

export const systemTimer: Timer = {
  wait(ms) {
    let handle: ReturnType<typeof setTimeout> | undefined;
    const elapsed = new Promise<void>((resolve) => {
      handle = setTimeout(resolve, ms);
    });
    return { elapsed, cancel: () => clearTimeout(handle) };
  },
};

/** The work's value, or undefined when it has not settled within `ms`; a rejection is the caller's. */
export async function withinTime<T>(timer: Timer, ms: number, work: Promise<T>): Promise<T | undefined> {
  const wait = timer.wait(ms);
  try {
    return await Promise.race([work, wait.elapsed.then(() => undefined)]);
  } finally {
    wait.cancel();
  }
}
