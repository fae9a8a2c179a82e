import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Backoff } from './backoff';
import { LiveSocket, SocketClosedError, type WebSocketLike } from './socket';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: WebSocketLike['onopen'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  constructor(readonly protocol: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  // Test helpers: the server's side.
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  reply(message: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverClose(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  types() {
    return this.sent.map((m) => m.type);
  }
}

let sockets: FakeSocket[];
const last = () => sockets[sockets.length - 1]!;

function makeSocket(extra: Partial<ConstructorParameters<typeof LiveSocket>[0]> = {}) {
  const socket = new LiveSocket({
    url: 'ws://test/v1/graphql',
    connectionParams: () => ({ participantToken: 'tok' }),
    createSocket: (_url, protocol) => {
      const s = new FakeSocket(protocol);
      sockets.push(s);
      return s;
    },
    backoff: new Backoff({ minMs: 100, maxMs: 1000, factor: 2, jitter: 0 }),
    isOnline: () => true,
    pingAfterMs: 5_000,
    deadAfterMs: 3_000,
    ...extra,
  });
  socket.start();
  return socket;
}

describe('live socket (graphql-transport-ws)', () => {
  beforeEach(() => {
    sockets = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('sends the participant token in connection_init, then subscribes once acknowledged', () => {
    const socket = makeSocket();
    const next = vi.fn();
    socket.subscribe('subscription S { x }', { eventId: 'e' }, { next });
    last().accept();
    expect(last().protocol).toBe('graphql-transport-ws');
    expect(last().sent).toEqual([{ type: 'connection_init', payload: { participantToken: 'tok' } }]);
    last().reply({ type: 'connection_ack' });
    expect(socket.status).toBe('online');
    expect(last().sent[1]).toEqual({ id: '1', type: 'subscribe', payload: { query: 'subscription S { x }', variables: { eventId: 'e' } } });
    last().reply({ id: '1', type: 'next', payload: { data: { x: 1 } } });
    expect(next).toHaveBeenCalledWith({ data: { x: 1 } });
  });

  it('reconnects with backoff after a drop and subscribes again', () => {
    const socket = makeSocket();
    const statuses: string[] = [];
    socket.onStatus((s) => statuses.push(s));
    socket.subscribe('subscription S { x }', {}, { next: vi.fn() });
    last().accept();
    last().reply({ type: 'connection_ack' });
    last().serverClose();
    expect(socket.status).toBe('reconnecting');
    vi.advanceTimersByTime(99);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    // The second attempt fails too: the next delay doubles.
    last().serverClose();
    vi.advanceTimersByTime(199);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    last().accept();
    last().reply({ type: 'connection_ack' });
    expect(last().types()).toEqual(['connection_init', 'subscribe']);
    expect(statuses).toEqual(['online', 'reconnecting', 'online']);
    // After a success the backoff starts over.
    last().serverClose();
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(4);
  });

  it('answers a request, and rejects it as resendable when the socket drops first', async () => {
    const socket = makeSocket();
    await expect(socket.request('mutation M { m }', {})).rejects.toBeInstanceOf(SocketClosedError);
    last().accept();
    last().reply({ type: 'connection_ack' });
    const answered = socket.request('mutation M { m }', { a: 1 });
    const sent = last().sent.at(-1)!;
    last().reply({ id: sent.id, type: 'next', payload: { data: { m: true } } });
    await expect(answered).resolves.toEqual({ data: { m: true } });
    const lost = socket.request('mutation M { m }', {});
    last().serverClose();
    await expect(lost).rejects.toBeInstanceOf(SocketClosedError);
  });

  it('pings a quiet line and drops a socket that does not answer', () => {
    const socket = makeSocket();
    last().accept();
    last().reply({ type: 'connection_ack' });
    vi.advanceTimersByTime(5_000);
    expect(last().types()).toContain('ping');
    last().reply({ type: 'pong' });
    vi.advanceTimersByTime(5_000);
    expect(
      last()
        .types()
        .filter((t) => t === 'ping'),
    ).toHaveLength(2);
    vi.advanceTimersByTime(3_000);
    expect(sockets[0]!.closed).toBe(true);
    expect(socket.status).toBe('reconnecting');
    vi.advanceTimersByTime(100);
    expect(sockets).toHaveLength(2);
  });

  it('answers server pings, and stops for good when the server refuses the connection', () => {
    const socket = makeSocket();
    last().accept();
    last().reply({ type: 'ping' });
    expect(last().sent.at(-1)).toEqual({ type: 'pong' });
    last().reply({ type: 'connection_error', payload: { message: 'Forbidden' } });
    expect(socket.status).toBe('refused');
    expect(socket.refusedBecause?.serverMessage).toBe('Forbidden');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('stops for good when the server closes with 4403 Forbidden', () => {
    const socket = makeSocket();
    last().accept();
    last().serverClose(4403, 'Forbidden');
    expect(socket.status).toBe('refused');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('ends a subscription the server rejects, and reconnects at once on wake', () => {
    const socket = makeSocket();
    const error = vi.fn();
    socket.subscribe('subscription S { x }', {}, { next: vi.fn(), error });
    last().accept();
    last().reply({ type: 'connection_ack' });
    last().reply({ id: '1', type: 'error', payload: [{ message: 'Removed', extensions: { code: 'FORBIDDEN' } }] });
    expect(error).toHaveBeenCalledWith([{ message: 'Removed', extensions: { code: 'FORBIDDEN' } }]);
    last().serverClose();
    socket.wake();
    expect(sockets).toHaveLength(2);
    last().accept();
    last().reply({ type: 'connection_ack' });
    expect(last().types()).toEqual(['connection_init']);
    socket.close();
    expect(socket.status).toBe('closed');
  });
});
