import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { createTestDatabase } from '../testing/db';
import type { PageShooter } from '../screencap/chromium';
import { buildTestApp, type TestApp } from '../testing/app';
import { signUpUser } from '../testing/gql';
import { playReportedEvent, type PlayedEvent } from '../testing/playedEvent';
import { escapeHtml, withPageHead } from './pageHead';

// A recap's link preview (ADR 43): crawlers do not run the app, so the server writes the
// Open Graph and Twitter tags into the HTML of /recap/{id}; a recap not shown is HTTP 404.
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="The app's own description."
    />
    <title>Mingle</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let played: PlayedEvent;
let recapId: string;
let webDist: string;
const TITLE = `Tea & "quiz" <script>alert('x')</script> $& $1`;

beforeAll(async () => {
  db = await createTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'mingle-spa-recap-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  webDist = dir;
  // A shooter that can draw: whether this machine has Chromium is not what this file tests.
  const drawing: PageShooter = { shoot: () => Promise.resolve(Buffer.from('png')), close: () => Promise.resolve(), available: true };
  t = await buildTestApp(db, { WEB_DIST: dir, PUBLIC_URL: 'https://mingle.example' }, { pageShooter: drawing });
  played = await playReportedEvent(t, await signUpUser(t.app, 'Host'));
  await db.db.update(events).set({ title: TITLE }).where(eq(events.id, played.eventId));
  const [row] = await db.db.select().from(events).where(eq(events.id, played.eventId));
  recapId = row!.recapId!;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the HTML of /recap/{id}', () => {
  it('carries og:title, og:description, og:url and a Twitter card, escaped', async () => {
    const res = await get(`/recap/${recapId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    const title = escapeHtml(`${TITLE}: the recap`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="${title}" />`);
    expect(html).toContain(`<title>${title} · Mingle</title>`);
    expect(html).toContain(`<meta property="og:url" content="https://mingle.example/recap/${recapId}" />`);
    expect(html).toMatch(
      /<meta property="og:description" content="Results of Tea &#38; &#34;quiz&#34; .*, played on \d{4}-\d\d-\d\d by 3 people/,
    );
    // The picture: the first answered slide's results as a PNG (ADR 45), a large card.
    const image = `https://mingle.example/v1/functions/recaps/${recapId}/slides/1/reveal.png`;
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(html).toContain('<meta property="og:image:width" content="1280" />');
    expect(html).toContain('<meta property="og:image:height" content="720" />');
    expect(html).toContain('<meta property="og:image:alt" content="Largest planet?: the results" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // Nothing the title holds ends an attribute or opens a tag.
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(`"quiz"`);
    expect(html).not.toContain("The app's own description.");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('is 404 with the plain app for a recap turned off and an unknown one; other pages are untouched', async () => {
    await db.db.update(events).set({ recapEnabled: false }).where(eq(events.id, played.eventId));
    for (const url of [`/recap/${recapId}`, '/recap/5b0c1e2a-1111-4222-8333-444455556666', '/recap/not-a-uuid']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('og:title');
    }
    await db.db.update(events).set({ recapEnabled: true }).where(eq(events.id, played.eventId));
    expect((await get('/recap')).body).toBe(INDEX);
    expect((await get('/analytics')).body).toBe(INDEX);
  });
});

describe('the HTML of /recap/{id} on a server without Chromium', () => {
  it('advertises no picture it could not draw: a small card, no og:image', async () => {
    const bare = await buildTestApp(db, { WEB_DIST: webDist, PUBLIC_URL: 'https://mingle.example', CHROMIUM_PATH: '/nowhere/chromium' });
    try {
      const res = await bare.app.inject({ method: 'GET', url: `/recap/${recapId}`, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta property="og:title"');
      expect(res.body).not.toContain('og:image');
      expect(res.body).toContain('<meta name="twitter:card" content="summary" />');
    } finally {
      await bare.close();
    }
  });
});

describe('withPageHead', () => {
  it('writes a small card and no picture when there is none (a recap nobody answered)', () => {
    const html = withPageHead('<head><title>x</title></head>', { title: 't', description: 'd', url: 'https://a/b' });
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
  });

  it('escapes the picture address and its text', () => {
    const html = withPageHead('<head><title>x</title></head>', {
      title: 't',
      description: 'd',
      url: 'https://a/b',
      image: { url: 'https://a/i.png?x="1"&y', width: 1280, height: 720, alt: '<b>"Quiz"</b>' },
    });
    expect(html).toContain('<meta property="og:image" content="https://a/i.png?x=&#34;1&#34;&#38;y" />');
    expect(html).toContain('<meta property="og:image:alt" content="&#60;b&#62;&#34;Quiz&#34;&#60;/b&#62;" />');
  });

  it('keeps replacement patterns in text as text', () => {
    const html = withPageHead('<head><title>x</title></head>', { title: "$& $' $`", description: 'd', url: 'https://a/b' });
    expect(html).toContain('<title>$&#38; $&#39; $` · Mingle</title>');
  });
});
