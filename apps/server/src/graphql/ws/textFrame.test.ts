import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { frameFor, rawSocketOf, textFrameHeaderLength, textFrames, writeFrame, writeTextFrameHeader } from './textFrame';

function frameOf(text: string): Buffer {
  const payload = Buffer.from(text);
  const frame = Buffer.allocUnsafe(textFrameHeaderLength(payload.length) + payload.length);
  payload.copy(frame, writeTextFrameHeader(frame, payload.length));
  return frame;
}

describe('text frames written straight to the socket', () => {
  let wss: WebSocketServer | null = null;
  async function connect(): Promise<[WebSocket, WebSocket]> {
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
    await once(wss, 'listening');
    const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    const [[server]] = (await Promise.all([once(wss, 'connection'), once(client, 'open')])) as [[WebSocket], unknown];
    return [client, server];
  }
  afterEach(async () => {
    for (const c of wss?.clients ?? []) c.terminate();
    await new Promise((ok) => (wss ? wss.close(ok) : ok(undefined)));
    wss = null;
  });

  it('reach a standard client whole and in order with what ws sends, at every header size', async () => {
    const [client, server] = await connect();
    const received: string[] = [];
    client.on('message', (data: Buffer, isBinary: boolean) => {
      expect(isBinary).toBe(false);
      received.push(data.toString());
    });
    const texts = [
      '',
      'a',
      'x'.repeat(125),
      'é'.repeat(63),
      'y'.repeat(126),
      `{"me":"Sam 🦊"}${'z'.repeat(65_519)}`,
      'w'.repeat(65_536),
      'v'.repeat(200_000),
    ];
    const raw = rawSocketOf(server);
    expect(raw).not.toBeNull();
    for (const text of texts) {
      raw!.write(frameOf(text));
      server.send('through ws');
    }
    while (received.length < texts.length * 2) await once(client, 'message');
    expect(received).toEqual(texts.flatMap((t) => [t, 'through ws']));
    client.close();
  });

  it('writes several frames at once that arrive as separate messages, in order', async () => {
    const [client, server] = await connect();
    const received: string[] = [];
    client.on('message', (data: Buffer) => received.push(data.toString()));
    const groups = [
      ['{"type":"next","id":"a1","payload":{"data":{"ok":true}}}', '{"type":"complete","id":"a1"}'],
      ['', 'é🦊', 'x'.repeat(126), 'y'.repeat(70_000)],
    ];
    for (const texts of groups) {
      rawSocketOf(server)!.write(textFrames(texts));
      server.send('through ws');
    }
    const expected = groups.flatMap((g) => [...g, 'through ws']);
    while (received.length < expected.length) await once(client, 'message');
    expect(received).toEqual(expected);
    client.close();
  });

  it('is not offered for a socket ws no longer writes to', async () => {
    const [client, server] = await connect();
    server.terminate();
    expect(rawSocketOf(server)).toBeNull();
    await once(client, 'close');
  });

  it('never changes a frame a slow socket still holds when the next frame reuses the memory', async () => {
    const [slowClient, slowServer] = await connect();
    const server = wss!;
    const fastClient = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const [[fastServer]] = (await Promise.all([once(server, 'connection'), once(fastClient, 'open')])) as [[WebSocket], unknown];
    // The slow phone stops reading, so its frames queue in its socket while others are built.
    (slowClient as unknown as { _socket: Socket })._socket.pause();
    const texts = Array.from({ length: 400 }, (_, i) => `${i}:`.padEnd(30_000, String.fromCharCode(97 + (i % 26))));
    const fastGot: string[] = [];
    fastClient.on('message', (d: Buffer) => fastGot.push(d.toString()));
    const send = (ws: WebSocket, text: string) => {
      const payload = Buffer.byteLength(text);
      const frame = frameFor(textFrameHeaderLength(payload) + payload);
      frame.write(text, writeTextFrameHeader(frame, payload));
      writeFrame(rawSocketOf(ws)!, frame);
    };
    for (const text of texts) {
      send(slowServer, text);
      send(fastServer, text.toUpperCase());
    }
    expect(rawSocketOf(slowServer)!.writableLength).toBeGreaterThan(0);
    const slowGot: string[] = [];
    slowClient.on('message', (d: Buffer) => slowGot.push(d.toString()));
    (slowClient as unknown as { _socket: Socket })._socket.resume();
    while (slowGot.length < texts.length || fastGot.length < texts.length) await new Promise((r) => setTimeout(r, 10));
    expect(slowGot).toEqual(texts);
    expect(fastGot).toEqual(texts.map((t) => t.toUpperCase()));
    slowClient.close();
    fastClient.close();
  });
});
