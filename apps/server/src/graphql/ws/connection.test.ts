import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPERATIONS_PER_SOCKET } from '@mingle/shared';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { signUpUser } from '../../testing/gql';
import { TestWsClient, type Protocol } from '../../testing/wsClient';
import { MAX_JSON_DEPTH } from '../../lib/jsonShape';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

describe.each<Protocol>(['graphql-ws', 'graphql-transport-ws'])('operations per socket (%s)', (protocol) => {
  it(`refuses the operation past ${MAX_OPERATIONS_PER_SOCKET} with an error for its id, and the others keep working`, async () => {
    const user = await signUpUser(t.app, 'Many tabs');
    const c = await TestWsClient.open(wsUrl, protocol);
    await c.init({ Authorization: `Bearer ${user.token}` });
    for (let i = 0; i < MAX_OPERATIONS_PER_SOCKET; i++) c.start(`s${i}`, 'subscription { profileUpdated { displayName } }');
    c.start('extra', 'subscription { profileUpdated { displayName } }');

    const refused = await c.waitFor((m) => m.id === 'extra');
    expect(refused.type).toBe('error');
    expect(refused.payload).toEqual([
      {
        message: `This connection already runs ${MAX_OPERATIONS_PER_SOCKET} operations. Stop one before starting another.`,
        extensions: { code: 'TOO_MANY_OPERATIONS', reason: 'TOO_MANY_OPERATIONS' },
      },
    ]);

    // The subscriptions already held still deliver (registered asynchronously: publish until they do).
    const delivered = (id: string) => c.messages.some((m) => m.id === id && m.type === c.dataType);
    for (let i = 0; i < 50 && !(delivered('s0') && delivered(`s${MAX_OPERATIONS_PER_SOCKET - 1}`)); i++) {
      await user.gql(`mutation { updateProfile(input: { displayName: "Name ${i}" }) { id } }`);
      await c.waitFor((m) => m.id === `s${MAX_OPERATIONS_PER_SOCKET - 1}` && m.type === c.dataType, 100).catch(() => undefined);
    }
    expect(delivered('s0')).toBe(true);
    expect(delivered(`s${MAX_OPERATIONS_PER_SOCKET - 1}`)).toBe(true);
    expect(c.messages.filter((m) => m.type === 'error')).toHaveLength(1);
    expect(c.closed).toBeNull();

    // Stopping one makes room for another.
    c.send({ id: 's0', type: protocol === 'graphql-ws' ? 'stop' : 'complete' });
    c.start('q', 'query { me { id } }');
    expect((await c.waitFor((m) => m.id === 'q' && m.type !== 'complete')).payload).toEqual({ data: { me: { id: user.id } } });
    c.close();
  });
});

describe.each<Protocol>(['graphql-ws', 'graphql-transport-ws'])('a message nested too deep (%s)', (protocol) => {
  it('is refused before JSON.parse reads it (ADR 65), as a message that is not JSON is', async () => {
    const c = await TestWsClient.open(wsUrl, protocol);
    // A ping otherwise answered with a pong, nested past the limit under it.
    c.socket.send(`{"type":"ping","payload":{"x":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}}`);
    if (protocol === 'graphql-transport-ws') expect(await c.waitForClose()).toBe(4400);
    else {
      const refused = await c.waitFor((m) => m.type === 'error' || m.type === 'connection_error' || m.type === 'pong');
      expect(refused.type).not.toBe('pong');
      expect(JSON.stringify(refused.payload)).toContain(`The message nests deeper than ${MAX_JSON_DEPTH} levels`);
      c.close();
    }
  });
});
