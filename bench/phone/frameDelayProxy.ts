/**
 * A TCP proxy in front of Mingle for the benchmark's phones. Plain HTTP passes straight through
 * (Chrome's network emulation throttles it already). On a WebSocket connection the handshake
 * also passes straight (Chrome throttles it too); every byte after it is delayed and paced as
 * the profile's link would, in each direction, since Chrome leaves WebSocket frames unthrottled.
 */
import { connect, createServer, type Socket } from 'node:net';
import { DelayedPipe, LinkDirection } from './link';

export interface FrameLink {
  oneWayMs: number;
  downBytesPerSecond: number;
  upBytesPerSecond: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const WEBSOCKET_UPGRADE = /^upgrade:\s*websocket\s*$/im;

/** Called with each chunk the server sends on a WebSocket, when it reaches the proxy (before the delay). */
export type FrameWatcher = (atMs: number, chunk: Buffer) => void;

export async function startFrameDelayProxy(
  target: { host: string; port: number },
  link: FrameLink,
): Promise<{ url: string; watch(watcher: FrameWatcher | null): void; close(): Promise<void> }> {
  let watcher: FrameWatcher | null = null;
  const open = new Set<Socket>();
  const server = createServer((phone) => {
    open.add(phone);
    const upstream = connect(target.port, target.host);
    open.add(upstream);
    const end = () => {
      phone.destroy();
      upstream.destroy();
    };
    phone.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    phone.once('close', () => open.delete(phone));
    upstream.once('close', () => open.delete(upstream));

    let head = Buffer.alloc(0);
    const firstBytes = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const at = head.indexOf(HEAD_END);
      if (at < 0) return;
      phone.off('data', firstBytes);
      upstream.write(head.subarray(0, at + HEAD_END.length));
      const rest = head.subarray(at + HEAD_END.length);
      if (WEBSOCKET_UPGRADE.test(head.subarray(0, at).toString('latin1')))
        delayAfterHandshake(phone, upstream, link, rest, (at, c) => watcher?.(at, c));
      else {
        if (rest.length) upstream.write(rest);
        phone.pipe(upstream);
        upstream.pipe(phone);
      }
    };
    phone.on('data', firstBytes);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    watch: (w) => (watcher = w),
    close: () =>
      new Promise<void>((ok) => {
        for (const s of open) s.destroy();
        server.close(() => ok());
      }),
  };
}

/** The server's 101 response goes straight to the phone; everything after it, both ways, is delayed. */
function delayAfterHandshake(phone: Socket, upstream: Socket, link: FrameLink, pendingFromPhone: Buffer, seen: FrameWatcher): void {
  const down = new DelayedPipe(new LinkDirection(link.oneWayMs, link.downBytesPerSecond), (c) => phone.write(c));
  const up = new DelayedPipe(new LinkDirection(link.oneWayMs, link.upBytesPerSecond), (c) => upstream.write(c));
  const stop = () => {
    down.close();
    up.close();
  };
  phone.once('close', stop);
  upstream.once('close', stop);
  if (pendingFromPhone.length) up.push(pendingFromPhone);
  phone.on('data', (c: Buffer) => up.push(c));

  let responseHead = Buffer.alloc(0);
  let handshakeDone = false;
  upstream.on('data', (chunk: Buffer) => {
    if (handshakeDone) {
      seen(performance.now(), chunk);
      return down.push(chunk);
    }
    responseHead = Buffer.concat([responseHead, chunk]);
    const at = responseHead.indexOf(HEAD_END);
    if (at < 0) return;
    handshakeDone = true;
    phone.write(responseHead.subarray(0, at + HEAD_END.length));
    const rest = responseHead.subarray(at + HEAD_END.length);
    if (rest.length) {
      seen(performance.now(), rest);
      down.push(rest);
    }
  });
}
