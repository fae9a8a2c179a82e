/**
 * One direction of a slow link, for the bytes Chrome's network emulation leaves alone: it
 * throttles every HTTP request and the WebSocket handshake, but not the frames that follow
 * (measured: a server push arrives as fast throttled as not). Bytes leave one after another at
 * `bytesPerSecond` and arrive `delayMs` later, in order.
 */
export class LinkDirection {
  private freeAtMs = 0;

  constructor(
    private readonly delayMs: number,
    private readonly bytesPerSecond: number,
  ) {}

  /** When a chunk of `bytes`, handed over at `nowMs`, has fully arrived at the other end. */
  arrivalMs(nowMs: number, bytes: number): number {
    const start = Math.max(nowMs, this.freeAtMs);
    this.freeAtMs = start + (bytes / this.bytesPerSecond) * 1000;
    return this.freeAtMs + this.delayMs;
  }
}

/**
 * Delivers chunks at the times a LinkDirection gives, in the order they came: one timer for the
 * head of the queue, so two chunks due in the same millisecond cannot swap.
 */
export class DelayedPipe {
  private readonly queue: { atMs: number; chunk: Buffer }[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly link: LinkDirection,
    private readonly deliver: (chunk: Buffer) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  push(chunk: Buffer): void {
    this.queue.push({ atMs: this.link.arrivalMs(this.now(), chunk.length), chunk });
    if (!this.timer) this.arm();
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.queue.length = 0;
  }

  private arm(): void {
    const head = this.queue[0];
    if (!head) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        while (this.queue.length && this.queue[0]!.atMs <= this.now()) this.deliver(this.queue.shift()!.chunk);
        this.arm();
      },
      Math.max(0, head.atMs - this.now()),
    );
  }
}
