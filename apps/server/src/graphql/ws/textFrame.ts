import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/**
 * Server-to-client websocket text frames written by us, in one buffer with their header.
 *
 * `ws.send` frames a message as two buffers (header, payload) and writes them corked, which
 * Node turns into a writev: at 10,000 phones per change of state that bookkeeping is a
 * tenth of the fan-out's cost (docs/BENCHMARKS.md). A frame built here is one write of
 * bytes `ws` would have sent itself: FIN, opcode 1, unmasked (RFC 6455 §5.2).
 */

/** Bytes of the header of an unmasked frame carrying `payloadLength` bytes. */
export function textFrameHeaderLength(payloadLength: number): number {
  return payloadLength < 126 ? 2 : payloadLength < 65_536 ? 4 : 10;
}

/** Writes a header into `frame` at `at` (default its start) and returns where the payload starts. */
export function writeTextFrameHeader(frame: Buffer, payloadLength: number, at = 0): number {
  frame[at] = 0x81; // FIN + text
  if (payloadLength < 126) {
    frame[at + 1] = payloadLength;
    return at + 2;
  }
  if (payloadLength < 65_536) {
    frame[at + 1] = 126;
    frame.writeUInt16BE(payloadLength, at + 2);
    return at + 4;
  }
  frame[at + 1] = 127;
  frame.writeUInt32BE(0, at + 2);
  frame.writeUInt32BE(payloadLength, at + 6);
  return at + 10;
}

/**
 * Several text frames in one buffer, for one write: a reply and its `complete` reach the
 * phone in one segment and one read, and cost the server one syscall instead of two.
 */
export function textFrames(texts: readonly string[]): Buffer {
  const sizes = texts.map((t) => Buffer.byteLength(t));
  const frames = Buffer.allocUnsafe(sizes.reduce((sum, n) => sum + textFrameHeaderLength(n) + n, 0));
  let at = 0;
  texts.forEach((text, i) => {
    at = writeTextFrameHeader(frames, sizes[i]!, at);
    at += frames.write(text, at);
  });
  return frames;
}

interface WsInternals {
  _socket: Socket | null;
  _sender: { _queue: unknown[] } | null;
}

/**
 * The socket under an open websocket, when a frame may be written to it directly: `ws`
 * queues frames of its own only while compressing (off on our server: research/realtime-perf.md)
 * or reading a Blob (we send neither), so with its queue empty our write lands in order.
 * Null otherwise: the caller sends through `ws`.
 */
export function rawSocketOf(ws: WebSocket): Socket | null {
  const inner = ws as unknown as WsInternals;
  const socket = inner._socket;
  if (!socket || !inner._sender || inner._sender._queue.length > 0 || socket.destroyed || !socket.writable) return null;
  return socket;
}

/**
 * Frames are built in one reused block of memory instead of a new buffer per phone: 10,000
 * phones × 1 KB per change of state is 10 MB of short-lived external memory, which makes
 * V8 collect garbage in the middle of the fan-out. A write the kernel took whole leaves the
 * socket with nothing queued (writableLength 0), and the block is free for the next frame;
 * when a write had to be queued, the socket keeps that block and a new one is made.
 */
const SLAB_BYTES = 64 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
/**
 * Views of the block by length: frames of a state differ in length by a few bytes only (a
 * nickname, a score), so a few dozen views serve 10,000 phones instead of one new view each.
 */
let views = new Map<number, Buffer>();

/** A buffer of `bytes` for one frame, to be written before frameFor() is called again. */
export function frameFor(bytes: number): Buffer {
  if (bytes > SLAB_BYTES) return Buffer.allocUnsafe(bytes);
  let view = views.get(bytes);
  if (!view) {
    view = slab.subarray(0, bytes);
    views.set(bytes, view);
  }
  return view;
}

/** Writes a frame from frameFor() to the socket, and lets the socket keep its memory if it queued it. */
export function writeFrame(socket: Socket, frame: Buffer): void {
  socket.write(frame);
  if (frame.buffer === slab.buffer && socket.writableLength > 0) {
    // The socket holds this view until the kernel takes it: neither the block nor its views
    // may be written again.
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    views = new Map();
  }
}
