import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { signUpUser, type TestUser } from '../testing/gql';
import { playReportedEvent } from '../testing/playedEvent';

// Public recap reads are limited per client address (ADR 43, note of 2026-11-27): the query
// without an account and the server-written HTML of /recap/{id} share one count.
const LIMIT = 3;
const RECAP = 'query ($r: ID!) { recap(id: $r) { id title } }';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let host: TestUser;
let recapId: string;
let nextAddress = 1;
/** A client address no other test has used, so each test starts with an empty window. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'mingle-recap-limit-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Mingle</title></head><body></body></html>');
  t = await buildTestApp(db, { RATE_LIMIT_RECAPS: `${LIMIT}/60`, WEB_DIST: dir });
  host = await signUpUser(t.app, 'Host');
  const played = await playReportedEvent(t, host);
  const [row] = await db.db.select().from(events).where(eq(events.id, played.eventId));
  recapId = row!.recapId!;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const query = (ip: string, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    payload: { query: RECAP, variables: { r: recapId } },
    remoteAddress: ip,
    ...(authorization ? { headers: { authorization } } : {}),
  });
const page = (ip: string) => t.app.inject({ method: 'GET', url: `/recap/${recapId}`, headers: { accept: 'text/html' }, remoteAddress: ip });

describe('public recap reads per client address', () => {
  it(`refuses the ${LIMIT + 1}th query in a window with RATE_LIMITED and retryAfterS; another address still reads; after the window it passes`, async () => {
    const ip = freshAddress();
    for (let i = 0; i < LIMIT; i++) {
      const ok = await query(ip);
      expect(ok.json().errors, `read ${i + 1}`).toBeUndefined();
      expect(ok.json().data.recap.id).toBe(recapId);
    }
    const refused = await query(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    const body = refused.json() as { data: unknown; errors: { message: string; extensions: object }[] };
    expect(body.errors[0]!.extensions).toEqual({ code: 'RATE_LIMITED', reason: 'RATE_LIMITED', retryAfterS: 60 });
    expect(body.errors[0]!.message).toMatch(/^Too many recaps opened from your network\. Try again in/);

    expect((await query(freshAddress())).json().errors).toBeUndefined();

    t.clock.advance(30_000);
    expect((await query(ip)).json().errors[0].extensions.retryAfterS).toBe(30);
    t.clock.advance(30_000);
    expect((await query(ip)).json().errors).toBeUndefined();
  });

  it('counts unknown ids too, so guessing ids is limited as reading is', async () => {
    const ip = freshAddress();
    const guess = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/graphql',
        payload: { query: RECAP, variables: { r: `5b0c1e2a-1111-4222-8333-44445555000${n}` } },
        remoteAddress: ip,
      });
    for (let i = 0; i < LIMIT; i++) expect((await guess(i)).json().errors[0].extensions.reason).toBe('RECAP_NOT_FOUND');
    expect((await guess(LIMIT)).json().errors[0].extensions.reason).toBe('RATE_LIMITED');
  });

  it('does not count a signed-in caller', async () => {
    const ip = freshAddress();
    for (let i = 0; i < LIMIT + 2; i++) expect((await query(ip, `Bearer ${host.token}`)).json().errors).toBeUndefined();
    expect((await query(ip)).json().errors).toBeUndefined();
  });

  it('counts the page HTML with the query: past the limit it is HTTP 429 with Retry-After and no link preview', async () => {
    const ip = freshAddress();
    const first = await page(ip);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('og:title');
    for (let i = 1; i < LIMIT; i++) expect((await query(ip)).json().errors).toBeUndefined();
    const refused = await page(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).not.toContain('og:title');
    expect((await page(freshAddress())).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await page(ip)).statusCode).toBe(200);
  });
});
