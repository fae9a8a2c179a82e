import { Reason, WS_CLOSE } from '@mingle/shared';
import { readGraphQLError, type ErrorInfo } from '../errors/readGraphQLError';
import { Backoff } from './backoff';
import {
  SocketClosedError,
  type ConnectionStatus,
  type GraphQLErrorLike,
  type LiveSocketOptions,
  type OperationResult,
  type SubscriptionSink,
  type WebSocketLike,
} from './socketTypes';

export * from './socketTypes';

interface Operation {
  query: string;
  variables: Record<string, unknown>;
}

interface ActiveSubscription extends Operation {
  sink: SubscriptionSink<unknown>;
}

interface InFlight {
  resolve(result: OperationResult<unknown>): void;
  reject(error: Error): void;
}

const OPEN = 1;

/**
 * A small graphql-transport-ws client for phones and the big screen. Apollo's socket
 * (subscriptions-transport-ws) reconnects too, but hides what a participant must see and
 * what the play screen must act on: whether the socket is up right now, when it came back
 * (to resend an unacknowledged answer), and a socket that looks open but is dead (a phone
 * that left the Wi-Fi gets no close event for minutes). This client pings when the line is
 * quiet and drops a socket that does not answer, then reconnects with backoff.
 */
export class LiveSocket {
  private ws: WebSocketLike | null = null;
  private current: ConnectionStatus = 'connecting';
  private refusal: ErrorInfo | null = null;
  private readonly statusListeners = new Set<(status: ConnectionStatus) => void>();
  private readonly subscriptions = new Map<string, ActiveSubscription>();
  private readonly inFlight = new Map<string, InFlight>();
  private nextId = 1;
  private acked = false;
  private lastMessageAt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private livenessTimer: ReturnType<typeof setInterval> | null = null;
  private pingSentAt: number | null = null;
  private stopped = false;
  private readonly backoff: Backoff;
  private readonly pingAfterMs: number;
  private readonly deadAfterMs: number;

  constructor(private readonly options: LiveSocketOptions) {
    this.backoff = options.backoff ?? new Backoff();
    this.pingAfterMs = options.pingAfterMs ?? 8_000;
    this.deadAfterMs = options.deadAfterMs ?? 6_000;
  }

  get status(): ConnectionStatus {
    return this.current;
  }

  /** Why the server refused the connection (status `refused`): its reason and words. Screens pick the sentence. */
  get refusedBecause(): ErrorInfo | null {
    return this.refusal;
  }

  onStatus(listener: (status: ConnectionStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  start(): void {
    if (this.ws || this.stopped) return;
    this.open();
    this.livenessTimer = setInterval(() => this.checkLiveness(), 1_000);
  }

  /** Subscribes now if connected, and again after every reconnect until unsubscribed. */
  subscribe<T>(query: string, variables: Record<string, unknown>, sink: SubscriptionSink<T>): () => void {
    const id = String(this.nextId++);
    this.subscriptions.set(id, { query, variables, sink: sink as SubscriptionSink<unknown> });
    if (this.acked) this.sendSubscribe(id, { query, variables });
    return () => {
      if (this.subscriptions.delete(id) && this.acked) this.send({ id, type: 'complete' });
    };
  }

  /** One query or mutation; rejects with SocketClosedError when not connected or when the socket drops. */
  request<T>(query: string, variables: Record<string, unknown>): Promise<OperationResult<T>> {
    if (!this.acked) return Promise.reject(new SocketClosedError());
    const id = String(this.nextId++);
    return new Promise<OperationResult<T>>((resolve, reject) => {
      this.inFlight.set(id, { resolve: resolve as (r: OperationResult<unknown>) => void, reject });
      this.sendSubscribe(id, { query, variables });
    });
  }

  /** Reconnect now rather than at the next backoff tick (the browser is back online, the phone woke up). */
  wake(): void {
    if (this.stopped || this.current === 'refused') return;
    if (this.ws && this.acked) {
      // Open as far as we know: prove it, the socket may have died while the phone slept.
      if (this.pingSentAt === null) this.ping();
      return;
    }
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
      this.open();
    }
  }

  /** The browser says it lost its network: say so, and stop waiting on a socket that cannot work. */
  wentOffline(): void {
    if (this.stopped || this.current === 'refused') return;
    this.drop();
    // Keep the backoff going too: some browsers never fire 'online' again.
    this.scheduleReconnect();
  }

  close(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.livenessTimer) clearInterval(this.livenessTimer);
    this.detach(WS_CLOSE.normal);
    this.failInFlight();
    this.setStatus('closed');
  }

  private open(): void {
    this.retryTimer = null;
    this.acked = false;
    this.pingSentAt = null;
    const create = this.options.createSocket ?? ((url, protocol) => new WebSocket(url, protocol) as unknown as WebSocketLike);
    let ws: WebSocketLike;
    try {
      ws = create(this.options.url, 'graphql-transport-ws');
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    this.lastMessageAt = Date.now();
    ws.onopen = () => this.send({ type: 'connection_init', payload: this.options.connectionParams?.() ?? {} });
    ws.onmessage = (event) => this.receive(event.data);
    ws.onerror = () => undefined; // a close event always follows
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      // The server will not take this credential; trying again cannot help.
      if (event.code === WS_CLOSE.forbidden) return this.refuse({ message: event.reason, reason: Reason.CREDENTIALS_REFUSED });
      this.drop();
      this.scheduleReconnect();
    };
  }

  private receive(raw: unknown): void {
    this.lastMessageAt = Date.now();
    this.pingSentAt = null;
    let message: { id?: string; type?: string; payload?: unknown };
    try {
      message = JSON.parse(String(raw)) as typeof message;
    } catch {
      return;
    }
    const { id, type, payload } = message;
    switch (type) {
      case 'connection_ack':
        this.acked = true;
        this.backoff.reset();
        this.setStatus('online');
        for (const [subId, sub] of this.subscriptions) this.sendSubscribe(subId, sub);
        break;
      case 'connection_error':
        this.refuse(payload);
        break;
      case 'ping':
        this.send({ type: 'pong' });
        break;
      case 'next':
        if (id) this.deliver(id, payload as OperationResult<unknown>);
        break;
      case 'error':
        if (id) this.end(id, Array.isArray(payload) ? (payload as GraphQLErrorLike[]) : [{ message: 'The request failed.' }]);
        break;
      case 'complete':
        if (id) this.end(id, null);
        break;
      default:
        break; // pong, ka: liveness only
    }
  }

  private deliver(id: string, result: OperationResult<unknown>): void {
    const request = this.inFlight.get(id);
    if (request) {
      this.inFlight.delete(id);
      request.resolve(result);
      return;
    }
    this.subscriptions.get(id)?.sink.next(result);
  }

  /** An error or a complete: the server ended the operation. */
  private end(id: string, errors: GraphQLErrorLike[] | null): void {
    const request = this.inFlight.get(id);
    if (request) {
      this.inFlight.delete(id);
      request.resolve(errors ? { errors } : { data: null });
      return;
    }
    const sub = this.subscriptions.get(id);
    this.subscriptions.delete(id);
    if (errors) sub?.sink.error?.(errors);
    else sub?.sink.complete?.();
  }

  private refuse(payload: unknown): void {
    // connection_error's payload carries the reason beside the message (ADR 18).
    const fields = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
    const info = readGraphQLError({ message: typeof fields.message === 'string' ? fields.message : '', extensions: fields });
    this.refusal = info;
    this.stopped = true;
    if (this.livenessTimer) clearInterval(this.livenessTimer);
    this.detach(WS_CLOSE.normal);
    this.failInFlight();
    this.setStatus('refused');
  }

  private checkLiveness(): void {
    if (!this.ws || this.stopped) return;
    const now = Date.now();
    if (this.pingSentAt !== null) {
      if (now - this.pingSentAt >= this.deadAfterMs) {
        this.drop();
        this.scheduleReconnect();
      }
    } else if (!this.acked) {
      // A socket that never got through the handshake is as dead as a silent one.
      if (now - this.lastMessageAt >= this.pingAfterMs + this.deadAfterMs) {
        this.drop();
        this.scheduleReconnect();
      }
    } else if (now - this.lastMessageAt >= this.pingAfterMs) {
      this.ping();
    }
  }

  private ping(): void {
    this.pingSentAt = Date.now();
    this.send({ type: 'ping' });
  }

  /** Forgets the current socket without waiting for its close event (a dead one may never send it). */
  private drop(): void {
    this.detach(WS_CLOSE.clientGaveUp);
    this.failInFlight();
  }

  private detach(code: number): void {
    const ws = this.ws;
    this.ws = null;
    this.acked = false;
    this.pingSentAt = null;
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onerror = ws.onclose = null;
    try {
      ws.close(code);
    } catch {
      /* already closed */
    }
  }

  private failInFlight(): void {
    const pending = [...this.inFlight.values()];
    this.inFlight.clear();
    for (const request of pending) request.reject(new SocketClosedError());
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    const offline = this.options.isOnline ? !this.options.isOnline() : typeof navigator !== 'undefined' && navigator.onLine === false;
    this.setStatus(offline ? 'offline' : 'reconnecting');
    this.retryTimer = setTimeout(() => this.open(), this.backoff.next());
  }

  private sendSubscribe(id: string, { query, variables }: Operation): void {
    this.send({ id, type: 'subscribe', payload: { query, variables } });
  }

  private send(message: Record<string, unknown>): void {
    if (this.ws?.readyState === OPEN) this.ws.send(JSON.stringify(message));
  }

  private setStatus(status: ConnectionStatus): void {
    if (status === this.current) return;
    this.current = status;
    for (const listener of this.statusListeners) listener(status);
  }
}
