import WebSocket from 'ws';

export type Protocol = 'graphql-ws' | 'graphql-transport-ws';

export interface WsMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

/**
 * A small GraphQL websocket client speaking either sub-protocol, for tests. It records
 * every message so a test can wait for the one it expects.
 */
export class TestWsClient {
  readonly messages: WsMessage[] = [];
  /** Every message as the bytes arrived (decoded as UTF-8), for tests of what a socket was sent. */
  readonly raw: string[] = [];
  closed: { code: number } | null = null;
  private waiters: (() => void)[] = [];

  private constructor(
    readonly socket: WebSocket,
    readonly protocol: Protocol,
  ) {
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      this.raw.push(text);
      this.messages.push(JSON.parse(text) as WsMessage);
      this.wake();
    });
    socket.on('close', (code: number) => {
      this.closed = { code };
      this.wake();
    });
  }

  /** `headers` go with the upgrade request (a cookie or Authorization, as a browser's would). */
  static async open(url: string, protocol: Protocol | null, headers?: Record<string, string>): Promise<TestWsClient> {
    const options = headers ? { headers } : undefined;
    const socket = protocol ? new WebSocket(url, protocol, options) : new WebSocket(url, options);
    const client = new TestWsClient(socket, protocol ?? 'graphql-transport-ws');
    await new Promise<void>((ok, fail) => {
      socket.once('open', () => ok());
      socket.once('error', fail);
    });
    return client;
  }

  private wake() {
    const w = this.waiters;
    this.waiters = [];
    w.forEach((f) => f());
  }

  send(message: WsMessage): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Resolves with the first recorded message matching, waiting up to `timeoutMs`. */
  async waitFor(match: (m: WsMessage) => boolean, timeoutMs = 5000): Promise<WsMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) before the message came; got ${JSON.stringify(this.messages)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((ok) => {
        const t = setTimeout(ok, left);
        this.waiters.push(() => {
          clearTimeout(t);
          ok();
        });
      });
    }
  }

  async waitForClose(timeoutMs = 5000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('socket did not close');
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.closed.code;
  }

  async init(payload?: unknown): Promise<WsMessage> {
    this.send({ type: 'connection_init', ...(payload === undefined ? {} : { payload }) });
    return this.waitFor((m) => m.type === 'connection_ack' || m.type === 'connection_error');
  }

  /** Starts an operation: `start` in the legacy protocol, `subscribe` in the newer one. */
  start(id: string, query: string, variables?: Record<string, unknown>): void {
    this.send({ id, type: this.protocol === 'graphql-ws' ? 'start' : 'subscribe', payload: { query, variables } });
  }

  /** The type a result arrives with: `data` (legacy) or `next`. */
  get dataType(): string {
    return this.protocol === 'graphql-ws' ? 'data' : 'next';
  }

  close(): void {
    this.socket.close();
  }
}
