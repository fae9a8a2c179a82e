import mqemitter, { type Message, type MQEmitter } from 'mqemitter';
import type { Redis } from 'ioredis';

/**
 * Topic-based publish/subscribe shared by every process of a deployment. In one process
 * it is an in-memory emitter; with REDIS_URL it goes through Redis, so a message published
 * on one process reaches subscribers connected to another. Mercurius subscriptions sit
 * on the same emitter.
 *
 * Redis pub/sub delivers at most once: while a connection is down, messages are lost.
 * So a publish never waits for Redis to come back nor fails because it is away — this
 * process's own subscribers get the message at once, and the newest unsent message of each
 * topic is sent again when the connection returns — and `onReconnect` tells the process to
 * re-read whatever it shows, since messages of other processes may have been missed.
 */
export interface PubSub {
  emitter: MQEmitter;
  /**
   * Sends a message to every subscriber of the topic, in every process. Resolves once Redis
   * took it, or once this process's subscribers have it when Redis could not take it in time.
   */
  publish(topic: string, payload: unknown): Promise<void>;
  /**
   * Calls `listener` each time the subscriber connection is back after a loss (and its
   * subscriptions are active again): messages may have been missed meanwhile. Returns a
   * function that removes the listener.
   */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Longest wait between attempts to reach Redis again: phones catch up within it plus a re-read. */
export const REDIS_RETRY_MAX_MS = 500;
/** A publish Redis has not confirmed by then goes to this process's subscribers without it. */
export const PUBLISH_TIMEOUT_MS = 1000;
/** Unsent messages kept for re-sending (the newest per topic); past this, the oldest go. */
const MAX_UNSENT = 1000;

/**
 * Opens the deployment's pub/sub: Redis when `redisUrl` is set, in memory otherwise.
 * `onError` hears each loss of a Redis connection once (not every failed reconnect attempt).
 */
export async function createPubSub(redisUrl: string | undefined, onError: (err: unknown) => void): Promise<PubSub> {
  // After close, publishing is a no-op: disconnects handled during shutdown would otherwise
  // write to a closed Redis connection (whose library then rejects where nobody listens).
  let closed = false;
  if (!redisUrl) {
    const emitter = mqemitter();
    return {
      emitter,
      publish: (topic, payload) => (closed ? Promise.resolve() : emitTo(emitter, { topic, payload })),
      // In memory, nothing is ever lost.
      onReconnect: () => () => undefined,
      close: () => {
        closed = true;
        return new Promise<void>((ok) => emitter.close(() => ok()));
      },
    };
  }

  const { Redis } = await import('ioredis');
  const { default: redisEmitter } = await import('mqemitter-redis');
  const connect = (role: string): Redis =>
    new Redis(redisUrl, {
      connectionName: `mingle-${role}`,
      // The default backs off to 2 s between attempts: after an outage, phones would wait that long.
      retryStrategy: (times) => Math.min(times * 50, REDIS_RETRY_MAX_MS),
      // A SUBSCRIBE given up on would leave its topic silent after the reconnection (ioredis
      // resubscribes only what succeeded): commands wait for the connection instead. Publishes
      // never wait in that queue (see publish below).
      maxRetriesPerRequest: null,
    });
  const subConn = connect('sub');
  const pubConn = connect('pub');
  const emitter = redisEmitter({ subConn, pubConn });
  // mqemitter-redis forwards its connections' errors to `state`, an EventEmitter it has but does
  // not declare. Unlistened, an error event would end the process.
  (emitter as unknown as { state: NodeJS.EventEmitter }).state.on('error', () => undefined);
  // mqemitter-redis keeps MQEmitter's own emit, which delivers to this process's subscribers
  // only, as `_emit` (undeclared in its types).
  const local = emitter as unknown as { _emit(message: Message): void };
  const emitLocally = (message: Message) => local._emit(message);

  const reconnectListeners = new Set<() => void>();
  const unsent = new Map<string, Message>();
  const isClosed = () => closed;
  watchConnection(subConn, isClosed, onError, () => {
    if (closed) return;
    // ioredis has re-sent the SUBSCRIBEs before 'ready'; a PING answered after them proves
    // they are active, so a re-read that starts now cannot miss a message published after it.
    subConn.ping().then(
      () => {
        for (const listener of reconnectListeners) listener();
      },
      (err: unknown) => onError(err),
    );
  });
  watchConnection(pubConn, isClosed, onError, () => {
    if (closed) return;
    const messages = [...unsent.values()];
    unsent.clear();
    for (const message of messages) void send(message);
  });

  const send = async (message: Message): Promise<void> => {
    if (pubConn.status !== 'ready') return keepUnsent(message);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((ok) => {
      timer = setTimeout(() => ok('timeout'), PUBLISH_TIMEOUT_MS);
    });
    try {
      const result = await Promise.race([emitTo(emitter, message).then(() => 'sent' as const), timeout]);
      if (result === 'timeout') keepUnsent(message);
    } catch (err) {
      if (closed) return;
      onError(err);
      keepUnsent(message);
    } finally {
      clearTimeout(timer);
    }
  };
  // This process's subscribers get it now (a late Redis copy may reach them twice: messages say
  // what changed, not by how much, so a second copy changes nothing); other processes get the
  // newest of each topic when the connection is back, or re-read on their own reconnect.
  const keepUnsent = (message: Message): void => {
    emitLocally(message);
    unsent.delete(message.topic);
    if (unsent.size >= MAX_UNSENT) unsent.delete(unsent.keys().next().value!);
    unsent.set(message.topic, message);
  };

  return {
    emitter,
    publish: (topic, payload) => (closed ? Promise.resolve() : send({ topic, payload })),
    onReconnect: (listener) => {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    close: () => {
      closed = true;
      reconnectListeners.clear();
      return new Promise<void>((ok) => emitter.close(() => ok()));
    },
  };
}

function emitTo(emitter: MQEmitter, message: Message): Promise<void> {
  return new Promise<void>((ok, fail) => emitter.emit(message, (err?: Error) => (err ? fail(err) : ok())));
}

/**
 * Reports a Redis connection's loss once (ioredis emits an error per failed attempt, every
 * half second of an outage; unlistened, one would end the process) and calls `onBack` when it
 * is ready again after a loss.
 */
export function watchConnection(
  conn: Redis,
  isClosed: () => boolean,
  onError: (err: unknown) => void,
  onBack: () => void = () => undefined,
): void {
  let wasReady = false;
  let reported = false;
  const report = (err: unknown) => {
    if (reported || isClosed()) return;
    reported = true;
    onError(err);
  };
  conn.on('error', report);
  conn.on('close', () => report(new Error(`the Redis connection ${conn.options.connectionName ?? ''} closed; reconnecting`)));
  conn.on('ready', () => {
    reported = false;
    if (wasReady) onBack();
    wasReady = true;
  });
}
