import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'mingle-web-'));
const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  db = await createTestDatabase();
  t = await buildTestApp(db, { WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

describe('serving the web app', () => {
  it('serves index.html at / and at each route of the table (history mode), never cached', async () => {
    for (const url of ['/', '/decks', '/deck/123?x=1', '/ABC123']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never falls back under /v1/', async () => {
    const res = await t.app.inject({ url: '/v1/does-not-exist', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not-found', message: 'Nothing at GET /v1/does-not-exist' });
  });

  it('answers 404 for a missing file rather than the page', async () => {
    const res = await t.app.inject({ url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('health and request ids', () => {
  it('answers /healthz and /readyz with the database reachable', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('tags each response and log line with a request id, keeping a sane one given by a proxy', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-42' } });
    expect(res.headers['x-request-id']).toBe('edge-42');
    expect(t.logs()).toContain('"reqId":"edge-42"');
    const generated = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps ticket values out of logged URLs', async () => {
    await t.app.inject({ url: '/confirm-email?ticket=SECRET-TICKET-VALUE', headers: { accept: 'text/html' } });
    expect(t.logs()).not.toContain('SECRET-TICKET-VALUE');
    expect(t.logs()).toContain('/confirm-email?ticket=[redacted]');
  });

  it('answers malformed JSON on an API route with 400 invalid-request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/signin/email-password',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid-request', reason: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
  });
});

describe('readiness without a database', () => {
  it('reports 503 when the database does not answer', async () => {
    const broken = await createTestDatabase();
    const app = await buildTestApp(broken);
    await broken.drop();
    const res = await app.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    await app.close();
  });
});

describe('metrics', () => {
  it('is absent without METRICS_TOKEN, and served only to a request bearing it', async () => {
    expect((await t.app.inject({ url: '/v1/functions/metrics' })).statusCode).toBe(404);
    const withToken = await buildTestApp(db, { METRICS_TOKEN: 'bench-token-0123456789' });
    expect(
      (await withToken.app.inject({ url: '/v1/functions/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } }))
        .statusCode,
    ).toBe(404);
    const ok = await withToken.app.inject({ url: '/v1/functions/metrics', headers: { authorization: 'Bearer bench-token-0123456789' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      pid: process.pid,
      rss: expect.any(Number),
      heapUsed: expect.any(Number),
      cpuUserUs: expect.any(Number),
      meWrittenWhileSending: expect.any(Number),
      meWrittenAhead: expect.any(Number),
      stateSends: expect.any(Array),
    });
    await withToken.close();
  });
});
