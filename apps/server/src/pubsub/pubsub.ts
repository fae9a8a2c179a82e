import mqemitter, { type MQEmitter } from 'mqemitter';

/**
 * Topic-based publish/subscribe shared by every process of a deployment. In one process
 * it is an in-memory emitter; with REDIS_URL it goes through Redis, so a message published
 * on one process reaches subscribers connected to another. Mercurius subscriptions sit
 * on the same emitter.
 */
export interface PubSub {
  emitter: MQEmitter;
  publish(topic: string, payload: unknown): Promise<void>;
  close(): Promise<void>;
}

export async function createPubSub(redisUrl: string | undefined, onError: (err: unknown) => void): Promise<PubSub> {
  let emitter: MQEmitter;
  if (redisUrl) {
    const { default: redisEmitter } = await import('mqemitter-redis');
    const e = redisEmitter({ connectionString: redisUrl });
    // `state` is an EventEmitter the package has but does not declare in its types.
    (e as unknown as { state: NodeJS.EventEmitter }).state.on('error', onError);
    emitter = e;
  } else {
    emitter = mqemitter();
  }
  // After close, publishing is a no-op: disconnects handled during shutdown would otherwise
  // write to a closed Redis connection (whose library then rejects where nobody listens).
  let closed = false;
  return {
    emitter,
    publish: (topic, payload) =>
      closed ? Promise.resolve() : new Promise<void>((ok, fail) => emitter.emit({ topic, payload }, (err?: Error) => (err ? fail(err) : ok()))),
    close: () => {
      closed = true;
      return new Promise<void>((ok) => emitter.close(() => ok()));
    },
  };
}
