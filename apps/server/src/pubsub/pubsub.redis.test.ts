import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../auth/rateLimit';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { TestWsClient } from '../testing/wsClient';
import { randomAddress } from '../testing/gql';

// Runs only when TEST_REDIS_URL is set (see vitest.config.ts), and then must reach Redis.
const redisUrl = process.env.TEST_REDIS_URL ?? '';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  // Two instances of the app, as two processes behind a load balancer would be.
  // Processes of one deployment share the signing secret, as the README says to do.
  const shared = { REDIS_URL: redisUrl, AUTH_SECRET: randomUUID() + randomUUID() };
  a = await buildTestApp(db, shared);
  b = await buildTestApp(db, shared);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await db?.drop();
});

describe('two app instances on Redis', () => {
  it('delivers an event published on one to a subscriber connected to the other', async () => {
    const email = `${randomUUID()}@example.com`;
    const signUp = await a.app.inject({
      method: 'POST',
      url: '/v1/signup/email-password',
      payload: { email, password: 'correct horse' },
      remoteAddress: randomAddress(),
    });
    const { accessToken, user } = signUp.json().session;
    const addressA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await TestWsClient.open(`${addressA.replace('http', 'ws')}/v1/graphql`, 'graphql-transport-ws');
    await client.init({ Authorization: `Bearer ${accessToken}` });
    client.start('s', 'subscription { profileUpdated { id displayName } }');
    let received;
    for (let i = 0; i < 50 && !received; i++) {
      const res = await b.app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { query: `mutation { updateProfile(input: { displayName: "From B ${i}" }) { id } }` },
      });
      expect(res.json().errors, res.body).toBeUndefined();
      received = client.messages.find((m) => m.type === 'next' && m.id === 's');
      if (!received) await new Promise((r) => setTimeout(r, 50));
    }
    expect(received?.payload).toMatchObject({ data: { profileUpdated: { id: user.id } } });
    expect(JSON.stringify(received?.payload)).toContain('From B');
    client.close();
  });

  it('shares sign-in rate limits between instances', async () => {
    const email = `${randomUUID()}@example.com`;
    let last = 0;
    const { max } = SIGN_IN_LIMITS.perAddressAndAccount;
    for (let i = 0; i <= max; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.app.inject({
        method: 'POST',
        url: '/v1/signin/email-password',
        payload: { email, password: 'wrong password' },
        remoteAddress: '10.9.0.1',
      });
      last = res.statusCode;
    }
    // `max` failures from one address on one account, across both instances together, then 429.
    expect(last).toBe(429);
  });
});
