/**
 * A subscription's events, ended at once when its client leaves. graphql-ws ends a subscription (the
 * client's complete, a closed socket, the portal stopping) by calling return() on its iterator, and an
 * async generator honours return() only at its next yield: one awaiting a wait would run on, reading,
 * until it had something to send. So the generator is handed a signal that return() aborts first; the
 * wait it is in wakes, and it ends without another read.
 */
export function endingOnReturn<T>(
  events: (leaving: AbortSignal) => AsyncGenerator<T, void, undefined>,
): AsyncIterableIterator<T, void, undefined> {
  const left = new AbortController();
  const generator = events(left.signal);
  return {
    next: () => generator.next(),
    return: () => {
      left.abort();
      return generator.return();
    },
    throw: (error: unknown) => {
      left.abort();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
