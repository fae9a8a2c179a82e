import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { randomAddress } from '../../testing/gql';

// Runs only with TEST_REDIS_URL (vitest.config.ts), and then must reach Redis. The counts
// outlive the run in Redis, so each run guesses from addresses of its own.
const shared = {
  REDIS_URL: process.env.TEST_REDIS_URL ?? '',
  AUTH_SECRET: `${randomUUID()}${randomUUID()}`,
  RATE_LIMIT_CODE_MISSES: '4/60',
};

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  first = await buildTestApp(db, shared);
  second = await buildTestApp(db, shared);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await db?.drop();
});

async function lookupCode(t: TestApp, ip: string): Promise<{ code?: string; retryAfterS?: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    payload: { query: '{ eventByCode(code: "ZZZZZZ") { id } }' },
    remoteAddress: ip,
  });
  return (res.json() as { errors: { extensions: { code?: string; retryAfterS?: number } }[] }).errors[0]!.extensions;
}

describe('rate limits on Redis', () => {
  it('two processes share one count of an address’s misses', async () => {
    const guesser = randomAddress();
    expect(await lookupCode(first, guesser)).toEqual({ code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' });
    expect(await lookupCode(second, guesser)).toEqual({ code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' });
    expect(await lookupCode(first, guesser)).toEqual({ code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' });
    expect(await lookupCode(second, guesser)).toEqual({ code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' });
    // Each process saw two misses only: the fifth is refused because they share the count.
    const refused = await lookupCode(first, guesser);
    expect(refused.code).toBe('RATE_LIMITED');
    expect(refused.retryAfterS).toBeGreaterThan(0);
    expect(refused.retryAfterS).toBeLessThanOrEqual(60);
    expect((await lookupCode(second, guesser)).code).toBe('RATE_LIMITED');
    expect(await lookupCode(second, randomAddress())).toEqual({ code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' });
  });
});
