import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'node:net';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { TestWsClient } from '../testing/wsClient';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let url: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db, {}, { heartbeatMs: 100 });
  url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const serverSockets = () => t.app.websocketServer.clients.size;

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('dead peers', () => {
  it('keeps a peer that answers pings, and terminates one that stops answering', async () => {
    const healthy = await TestWsClient.open(url, 'graphql-transport-ws');
    const silent = await TestWsClient.open(url, 'graphql-transport-ws');
    await healthy.init();
    await silent.init();
    await until(() => serverSockets() === 2);
    // A phone that lost its network: it stops reading, so pings go unanswered.
    (silent.socket as unknown as { _socket: Socket })._socket.pause();
    await until(() => serverSockets() === 1);
    // Several heartbeats later the healthy one is still there.
    await new Promise((r) => setTimeout(r, 400));
    expect(serverSockets()).toBe(1);
    expect(healthy.closed).toBeNull();
    healthy.close();
    silent.socket.terminate();
  });
});
