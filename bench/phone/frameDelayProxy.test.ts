/**
 * The proxy must not change what passes through it: an HTTP answer intact, and WebSocket
 * messages intact and in order both ways after a handshake it lets through. (How long it
 * delays them is the benchmark's business, not asserted here.)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { startFrameDelayProxy } from './frameDelayProxy';

let server: http.Server;
let proxy: Awaited<ReturnType<typeof startFrameDelayProxy>>;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('x'.repeat(100_000)));
  const wss = new WebSocketServer({ server });
  // Echoes each message, numbered, so order and content can be checked at the phone's end.
  wss.on('connection', (ws) => ws.on('message', (data) => ws.send(`echo ${String(data)}`)));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  proxy = await startFrameDelayProxy(
    { host: '127.0.0.1', port },
    { oneWayMs: 5, downBytesPerSecond: 1_000_000, upBytesPerSecond: 1_000_000 },
  );
});

afterAll(async () => {
  await proxy.close();
  await new Promise((ok) => server.close(ok));
});

it('passes an HTTP answer through whole', async () => {
  const res = await fetch(`${proxy.url}/anything`);
  expect((await res.text()).length).toBe(100_000);
});

it('passes WebSocket messages through whole and in order, both ways', async () => {
  const ws = new WebSocket(proxy.url.replace('http', 'ws'));
  const got: string[] = [];
  const all = new Promise<void>((ok) =>
    ws.on('message', (data) => {
      got.push(String(data));
      if (got.length === 50) ok();
    }),
  );
  await new Promise((ok) => ws.once('open', ok));
  const sent = Array.from({ length: 50 }, (_, i) => `${i} ${'y'.repeat(i * 100)}`);
  for (const m of sent) ws.send(m);
  await all;
  ws.close();
  expect(got).toEqual(sent.map((m) => `echo ${m}`));
});
