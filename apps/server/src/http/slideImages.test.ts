import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../db/schema';
import { ScreencapNotFoundError, type PageShooter } from '../screencap/chromium';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { signUpUser } from '../testing/gql';
import { playReportedEvent, type PlayedEvent } from '../testing/playedEvent';
import { pngSize } from '../testing/png';
import { CHROMIUM_MISSING_MESSAGE } from './slideImages';

// Recap slides as PNG (ADR 45): the server shoots its own /screencap page with headless Chromium.
// The recap of REPORT_DECK lists three answered slides: 1 the quiz, 2 the true/false, 3 the poll.

/** A shooter that counts: what the endpoint caches and when it draws, without a browser. */
class CountingShooter implements PageShooter {
  readonly urls: string[] = [];
  notFound = false;
  async shoot(url: string): Promise<Buffer> {
    this.urls.push(url);
    // Yields first, as a real drawing does: two requests at once must share it.
    await new Promise((resolve) => setImmediate(resolve));
    if (this.notFound) throw new ScreencapNotFoundError(url);
    return Buffer.from(`drawing ${this.urls.length} of ${url}`);
  }
  async close() {}
  readonly available = true;
}

const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
const shooter = new CountingShooter();
let played: PlayedEvent;
let recapId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  // The limit per address has its own test below; here every request of the file must pass.
  t = await buildTestApp(db, { RATE_LIMIT_SLIDE_IMAGES: '1000/60' }, { pageShooter: shooter });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  played = await playReportedEvent(t, await signUpUser(t.app, 'Host'));
  const [row] = await db.db.select().from(events).where(eq(events.id, played.eventId));
  recapId = row!.recapId!;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const image = (app: TestApp, path: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: `/v1/functions/recaps/${path}`, headers });
const setShown = (on: boolean) => db.db.update(events).set({ recapEnabled: on }).where(eq(events.id, played.eventId));

describe('GET /v1/functions/recaps/{id}/slides/{slide}/{step}.png', () => {
  it('draws the /screencap page of this server once, then answers from the cache', async () => {
    const before = shooter.urls.length;
    const first = await image(t, `${recapId}/slides/1/reveal.png`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['content-disposition']).toMatch(/^inline; filename="Report deck \d{4}-\d\d-\d\d slide 1 reveal\.png"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const port = (t.app.server.address() as { port: number }).port;
    expect(shooter.urls.slice(before)).toEqual([`http://127.0.0.1:${port}/screencap/${recapId}/1/reveal`]);

    const again = await image(t, `${recapId}/slides/1/reveal.png?download=1`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-disposition']).toMatch(/^attachment; filename="Report deck .* slide 1 reveal\.png"/);
    expect(shooter.urls.length - before).toBe(1);

    // A browser that has it asks with its ETag, and gets 304 without a drawing either.
    const etag = String(first.headers.etag);
    const unchanged = await image(t, `${recapId}/slides/1/reveal.png`, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(shooter.urls.length - before).toBe(1);

    // Another step is another picture.
    expect((await image(t, `${recapId}/slides/1/question.png`)).statusCode).toBe(200);
    expect(shooter.urls.length - before).toBe(2);
  });

  it('draws a picture asked for by many at once only once', async () => {
    const before = shooter.urls.length;
    const answers = await Promise.all([1, 2, 3].map(() => image(t, `${recapId}/slides/3/results.png`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(shooter.urls.length - before).toBe(1);
  });

  it('is 404 for a recap turned off, cached picture or not, and serves it again once turned on', async () => {
    expect((await image(t, `${recapId}/slides/2/reveal.png`)).statusCode).toBe(200);
    const before = shooter.urls.length;
    await setShown(false);
    try {
      for (const step of ['reveal', 'question']) {
        const res = await image(t, `${recapId}/slides/2/${step}.png`);
        expect(res.statusCode, step).toBe(404);
        expect(res.json()).toMatchObject({ error: 'not-found' });
      }
    } finally {
      await setShown(true);
    }
    expect((await image(t, `${recapId}/slides/2/reveal.png`)).statusCode).toBe(200);
    expect(shooter.urls.length).toBe(before);
  });

  it('is 404 for an unknown recap, a slide or step it does not have, and a bad address, without drawing', async () => {
    const before = shooter.urls.length;
    for (const path of [
      '5b0c1e2a-1111-4222-8333-444455556666/slides/1/reveal.png',
      'not-a-uuid/slides/1/reveal.png',
      `${recapId}/slides/0/reveal.png`,
      `${recapId}/slides/4/reveal.png`,
      `${recapId}/slides/01/reveal.png`,
      `${recapId}/slides/1/leaderboard.png`,
      `${recapId}/slides/1/answering.png`,
      `${recapId}/slides/3/reveal.png`,
      `${recapId}/slides/1/reveal.jpg`,
      `${recapId}/slides/1/reveal`,
    ]) {
      const res = await image(t, path);
      expect(res.statusCode, path).toBe(404);
    }
    expect(shooter.urls.length).toBe(before);
  });

  it('is 404 when the page finds nothing to draw', async () => {
    shooter.notFound = true;
    try {
      expect((await image(t, `${recapId}/slides/2/question.png`)).statusCode).toBe(404);
    } finally {
      shooter.notFound = false;
    }
  });
});

describe('slide images per client address', () => {
  let limited: TestApp;
  const drawer = new CountingShooter();
  beforeAll(async () => {
    limited = await buildTestApp(db, { RATE_LIMIT_SLIDE_IMAGES: '2/60' }, { pageShooter: drawer });
    await limited.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => limited.close());

  it('refuses past RATE_LIMIT_SLIDE_IMAGES with 429 and Retry-After, and draws nothing; the next window is open again', async () => {
    const path = `${recapId}/slides/1/reveal.png`;
    expect((await image(limited, path)).statusCode).toBe(200);
    expect((await image(limited, `${recapId}/slides/2/reveal.png`)).statusCode).toBe(200);
    const drawn = drawer.urls.length;
    const refused = await image(limited, `${recapId}/slides/3/reveal.png`);
    expect(refused.statusCode).toBe(429);
    expect(drawer.urls.length).toBe(drawn);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toMatchObject({ error: 'rate-limited', reason: 'RATE_LIMITED', retryAfterS: 60 });
    // Another address is not held back by this one.
    expect((await limited.app.inject({ method: 'GET', url: `/v1/functions/recaps/${path}`, remoteAddress: '10.1.2.3' })).statusCode).toBe(
      200,
    );
    limited.clock.advance(60_000);
    expect((await image(limited, path)).statusCode).toBe(200);
  });
});

describe('slide images without Chromium', () => {
  let missing: TestApp;
  beforeAll(async () => {
    missing = await buildTestApp(db, { CHROMIUM_PATH: '/nowhere/chromium' });
    await missing.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => missing.close());

  it('answers 503 saying what to install and where to read how', async () => {
    const res = await image(missing, `${recapId}/slides/1/reveal.png`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'chromium-missing', reason: 'SERVICE_UNAVAILABLE', message: CHROMIUM_MISSING_MESSAGE });
    expect(CHROMIUM_MISSING_MESSAGE).toMatch(/apt-get install chromium.*CHROMIUM_PATH.*README/);
    // Still a 404 for what is not there: the recap is checked first.
    expect((await image(missing, `${recapId}/slides/9/reveal.png`)).statusCode).toBe(404);
  });
});

// `npm test` installs Chromium and builds the web app before the unit tests, so on CI this runs;
// a developer running one file without them gets it skipped rather than failed.
describe.skipIf(!process.env.CI && (!existsSync(CHROMIUM) || !existsSync(join(WEB_DIST, 'index.html'))))(
  'slide images drawn by Chromium',
  () => {
    let real: TestApp;
    beforeAll(async () => {
      real = await buildTestApp(db, { CHROMIUM_PATH: CHROMIUM, WEB_DIST });
      await real.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => real.close());

    it('renders a real 1280×720 PNG of the recap slide', { timeout: 60_000 }, async () => {
      const res = await image(real, `${recapId}/slides/1/reveal.png`);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(pngSize(res.rawPayload)).toEqual({ width: 1280, height: 720 });
    });
  },
);
