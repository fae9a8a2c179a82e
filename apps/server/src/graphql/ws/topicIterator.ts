import type { Message, MQEmitter } from 'mqemitter';

/**
 * An async iterator over the payloads published on a topic, for subscriptions that stream
 * events (not states). A consumer that falls far behind loses the oldest, not the server.
 */
export function topicIterator(emitter: MQEmitter, topic: string, maxQueued = 100): AsyncIterableIterator<unknown> {
  const queue: unknown[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const listener = (message: Message, ack: () => void) => {
    queue.push((message as { payload?: unknown }).payload);
    if (queue.length > maxQueued) queue.shift();
    wake?.();
    ack();
  };
  emitter.on(topic, listener);
  const iterator: AsyncIterableIterator<unknown> = {
    async next() {
      while (queue.length === 0 && !done) await new Promise<void>((ok) => (wake = ok));
      wake = null;
      if (done) return { value: undefined, done: true };
      return { value: queue.shift(), done: false };
    },
    async return() {
      done = true;
      emitter.removeListener(topic, listener);
      wake?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
