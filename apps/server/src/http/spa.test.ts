import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';

// The server answers pages by the shared route table (ADR 26): 200 for a route, 404 for
// anything else, both with the app's HTML; files only for what is really under dist/.
const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';
const PHONE = '<!doctype html><html><body><div id="phone"></div><script type="module" src="/assets/phone-abc.js"></script></body></html>';

function webDist(withPhone: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'mingle-spa-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  if (withPhone) writeFileSync(join(dir, 'phone.html'), PHONE);
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1);');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: TestApp;
let appWithPhone: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildTestApp(db, { WEB_DIST: webDist(false) });
  appWithPhone = await buildTestApp(db, { WEB_DIST: webDist(true), EMBED_ORIGINS: 'https://partner.example' });
});
afterAll(async () => {
  await app.close();
  await appWithPhone.close();
  await db.drop();
});

const get = (t: TestApp, url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: { accept: 'text/html' } });

describe('pages by the shared route table', () => {
  it('answers 200 with the app for every route of the table', async () => {
    for (const url of [
      '/',
      '/login',
      '/decks/',
      '/deck',
      '/deck/7a2c',
      '/edit',
      '/edit/x?slide=2',
      '/host/x',
      '/spectate/x',
      '/go',
      '/ABC123',
    ]) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('answers 404 with the app (its 404 page) for unknown paths and failed validation', async () => {
    for (const url of [
      '/no/such/page',
      '/zz',
      '/hello-world!',
      '/templates/no-such-tag',
      '/deck/a/b',
      '/abcdefghijk?x=1',
      '/analytics/participants/not-an-email',
    ]) {
      const res = await get(app, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('a 404 page stays a whole 404 when the browser revalidates it or asks for a range', async () => {
    const conditional = { 'if-none-match': '*', 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() };
    for (const headers of [conditional, { range: 'bytes=0-9' }]) {
      const res = await app.app.inject({ url: '/zz', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(INDEX);
    }
  });

  it('serves the app, not a file error, for a dotted last segment', async () => {
    const page = await get(app, '/deck/a.b');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
    const unknown = await get(app, '/deck/a/ann@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX);
    expect((await get(app, '/robots.txt')).body).toBe(INDEX);
  });

  it('answers HEAD like GET, without a body', async () => {
    const known = await get(app, '/decks', 'HEAD');
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toContain('text/html');
    expect(known.body).toBe('');
    const unknown = await get(app, '/zz', 'HEAD');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('');
  });

  it('sends the table’s redirects, with the query', async () => {
    const res = await get(app, '/popular?tag=trivia');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/templates?tag=trivia');
    expect((await get(app, '/events')).headers.location).toBe('/analytics');
  });

  it('serves real files as files, and a missing asset as a plain 404 (a stale chunk must fail loudly)', async () => {
    const favicon = await get(app, '/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toContain('image/svg+xml');
    const chunk = await get(app, '/assets/Deck-old123.js');
    expect(chunk.statusCode).toBe(404);
    expect(chunk.headers['content-type']).toContain('application/json');
    expect(chunk.body).not.toContain('<html');
  });

  it('leaves /v1/ and other methods alone', async () => {
    const api = await get(app, '/v1/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'not-found', message: 'Nothing at GET /v1/nothing-here' });
    const post = await app.app.inject({ method: 'POST', url: '/decks' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: 'not-found' });
  });

  it('serves phone.html on the participant’s routes once it is built, index.html elsewhere', async () => {
    for (const url of ['/go', '/ABC123', '/event', '/event/x']) {
      expect((await get(appWithPhone, url)).body, url).toBe(PHONE);
      expect((await get(app, url)).body, url).toBe(INDEX);
    }
    for (const url of ['/decks', '/spectate/x']) expect((await get(appWithPhone, url)).body, url).toBe(INDEX);
    // A failed `{code}` is the app's 404 page, not the phone's.
    const notFound = await get(appWithPhone, '/zz');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.body).toBe(INDEX);
  });
});

describe('framing (ADR 51)', () => {
  const ancestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

  it('lets only the configured origins frame /embed/decks', async () => {
    const embed = await get(appWithPhone, '/embed/decks?q=trivia');
    expect(embed.statusCode).toBe(200);
    expect(ancestors(embed.headers['content-security-policy'])).toBe("'self' https://partner.example");
    expect(embed.headers['x-frame-options']).toBeUndefined();
    // The rest of the policy is untouched.
    expect(String(embed.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('keeps every other page, the community list included, out of other sites’ frames', async () => {
    for (const url of ['/community-list', '/', '/deck/x']) {
      const res = await get(appWithPhone, url);
      expect(ancestors(res.headers['content-security-policy']), url).toBe("'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('without EMBED_ORIGINS, /embed/decks is framable by this server alone', async () => {
    const embed = await get(app, '/embed/decks');
    expect(ancestors(embed.headers['content-security-policy'])).toBe("'self'");
  });
});
