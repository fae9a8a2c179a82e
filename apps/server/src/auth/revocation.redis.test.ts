import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { randomAddress } from '../testing/gql';

// Runs only with TEST_REDIS_URL (vitest.config.ts), and then must reach Redis.
const shared = { REDIS_URL: process.env.TEST_REDIS_URL ?? '', AUTH_SECRET: `${randomUUID()}${randomUUID()}` };

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  a = await buildTestApp(db, shared);
  b = await buildTestApp(db, shared);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await db?.drop();
});

const post = (t: TestApp, url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: randomAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('two processes on Redis', () => {
  it('a sign-out on one process ends the access token on the other without waiting for its cache', async () => {
    const email = `${randomUUID()}@example.com`;
    const session = (await post(a, '/v1/signup/email-password', { email, password: 'correct horse battery' })).json().session as {
      accessToken: string;
      refreshToken: string;
    };
    // B has checked the token and keeps the answer; its clock never moves in this test.
    expect((await post(b, '/v1/graphql', { query: '{ me { id } }' }, session.accessToken)).statusCode).toBe(200);

    expect((await post(a, '/v1/signout', { refreshToken: session.refreshToken })).statusCode).toBe(200);

    // Only the invalidation message can make B refuse now: wait for it to arrive.
    await vi.waitFor(
      async () => expect((await post(b, '/v1/graphql', { query: '{ me { id } }' }, session.accessToken)).statusCode).toBe(401),
      { timeout: 5_000, interval: 20 },
    );
  });
});
