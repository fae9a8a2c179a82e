/**
 * An async iterator that yields the latest value only. A slow consumer skips states it had
 * no time to send, rather than queueing them: for "where is the event now" only the newest
 * state matters, and memory stays bounded per subscriber.
 */
export function latestValueIterator<T>(onClose: () => void): {
  push(value: T): void;
  fail(err: Error): void;
  iterator: AsyncIterableIterator<T>;
} {
  let pending: T | undefined;
  let hasPending = false;
  let error: Error | null = null;
  let done = false;
  let wake: (() => void) | null = null;

  const finish = () => {
    if (done) return;
    done = true;
    onClose();
    wake?.();
  };

  const iterator: AsyncIterableIterator<T> = {
    async next() {
      while (!hasPending && !error && !done) await new Promise<void>((ok) => (wake = ok));
      wake = null;
      if (error) {
        const e = error;
        error = null;
        finish();
        throw e;
      }
      if (done && !hasPending) return { value: undefined, done: true };
      const value = pending as T;
      pending = undefined;
      hasPending = false;
      return { value, done: false };
    },
    async return() {
      finish();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };

  return {
    push(value) {
      if (done) return;
      pending = value;
      hasPending = true;
      wake?.();
    },
    fail(err) {
      error = err;
      wake?.();
    },
    iterator,
  };
}
