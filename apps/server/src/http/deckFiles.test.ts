import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { deckExportPath, DECK_IMPORT_PATH, deckImages, type Slide } from '@mingle/shared';
import { files } from '../db/schema';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { storeTestImage } from '../testing/files';
import { signUpUser, type TestUser } from '../testing/gql';

/*
 * Portable decks (docs/adr/0048): an export carries its images, and imports on another server
 * (its own database and files) with them, stored there as uploads.
 */

type Db = Awaited<ReturnType<typeof createTestDatabase>>;
let dbA: Db;
let dbB: Db;
let a: TestApp;
let b: TestApp;
let alice: TestUser;
let bob: TestUser;
let deckId: string;
let image: { url: string; thumbnailUrl: string };

const SAVE = 'mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { revision } }';

beforeAll(async () => {
  [dbA, dbB] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  [a, b] = await Promise.all([buildTestApp(dbA), buildTestApp(dbB)]);
  alice = await signUpUser(a.app, 'Alice');
  bob = await signUpUser(b.app, 'Bob');
  image = await storeTestImage(a.services, alice.id, 600);
  deckId = (await alice.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }')).data!.createDeck.id;
  const saved = await alice.gql(SAVE, {
    id: deckId,
    doc: {
      version: 1,
      title: 'Pictures',
      slides: [
        { type: 'content', id: 'c1', title: 'Hello', image: image.url },
        {
          type: 'quiz',
          id: 'q1',
          question: 'Which?',
          image: image.url,
          options: [
            { text: 'A', correct: true, image: image.thumbnailUrl },
            { text: 'B', correct: false },
          ],
        },
      ],
    },
  });
  expect(saved.errors).toBeUndefined();
  // Two databases and two apps: slower to start than one on a busy machine.
}, 180_000);
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await Promise.all([dbA.drop(), dbB.drop()]);
});

const bearer = (user: TestUser | null) => (user ? { authorization: `Bearer ${user.token}` } : {});
const exportFrom = (t: TestApp, user: TestUser | null, id = deckId) =>
  t.app.inject({ method: 'GET', url: deckExportPath(id), headers: bearer(user) });
const importTo = (t: TestApp, user: TestUser | null, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: DECK_IMPORT_PATH,
    headers: { ...bearer(user), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

interface Exported {
  version: number;
  title: string;
  slides: Slide[];
  assets: Record<string, string>;
}
const exported = async (): Promise<Exported> => {
  const r = await exportFrom(a, alice);
  expect(r.statusCode).toBe(200);
  return r.json<Exported>();
};
const fileCount = async (t: TestApp) => (await t.services.database.db.select({ n: count() }).from(files))[0]!.n;
const deckOf = async (user: TestUser, id: string) =>
  (await user.gql<{ deck: { title: string; slides: Slide[] } }>('query ($id: ID!) { deck(id: $id) { title slides } }', { id })).data!.deck;

describe('export', () => {
  it('embeds each image the slides show once, as a data: URL under the address the slides use', async () => {
    const file = await exported();
    expect(Object.keys(file.assets).sort()).toEqual([image.url, image.thumbnailUrl].sort());
    expect(file.assets[image.url]).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(file.assets[image.thumbnailUrl]).toMatch(/^data:image\/webp;base64,/);
    const stored = await a.app.inject({ method: 'GET', url: image.url });
    expect(Buffer.from(file.assets[image.url]!.split(',')[1]!, 'base64').equals(stored.rawPayload)).toBe(true);
  });

  it('is the owner’s alone: no token is 401, another user and a bad id 404', async () => {
    expect((await exportFrom(a, null)).statusCode).toBe(401);
    const mallory = await signUpUser(a.app, 'Mallory');
    expect((await exportFrom(a, mallory)).statusCode).toBe(404);
    expect((await exportFrom(a, alice, 'not-a-deck')).statusCode).toBe(404);
  });
});

describe('import on another server', () => {
  it('stores the embedded images there and points the slides at them', async () => {
    const before = await fileCount(b);
    const r = await importTo(b, bob, await exported());
    expect(r.statusCode).toBe(201);
    const { id, title } = r.json<{ id: string; title: string }>();
    expect(title).toBe('Pictures');
    const deck = await deckOf(bob, id);
    const urls = deckImages(deck.slides).map((i) => i.url);
    expect(urls).toHaveLength(3);
    // Two addresses on A (an image and its thumbnail), two new uploads on B.
    expect(new Set(urls).size).toBe(2);
    expect(urls.some((u) => u === image.url || u === image.thumbnailUrl)).toBe(false);
    expect(await fileCount(b)).toBe(before + 2);
    for (const url of urls) {
      const served = await b.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toMatch(/^image\//);
    }
  });

  it('names a second and third copy "(imported)" and "(imported 2)"', async () => {
    const file = await exported();
    const titles = [];
    for (let i = 0; i < 2; i++) titles.push((await importTo(b, bob, file)).json<{ title: string }>().title);
    expect(titles).toEqual(['Pictures (imported)', 'Pictures (imported 2)']);
  });

  it('refuses an old export without its images, naming the fields, as before', async () => {
    const { assets: _assets, ...old } = await exported();
    const r = await importTo(b, bob, old);
    expect(r.statusCode).toBe(400);
    const body = r.json<{ reason: string; problems: string[] }>();
    expect(body.reason).toBe('IMAGE_NOT_STORED');
    expect(body.problems).toEqual([
      expect.stringMatching(/^slides\[0\]\.image: this image was not uploaded to this server/),
      expect.stringMatching(/^slides\[1\]\.image: /),
      expect.stringMatching(/^slides\[1\]\.options\[0\]\.image: /),
    ]);
  });

  it('checks embedded images like uploads, and keeps nothing of a refused import', async () => {
    const file = await exported();
    const decksBefore = (await bob.gql<{ decks: { total: number } }>('{ decks { total } }')).data!.decks.total;
    const filesBefore = await fileCount(b);
    // The first image is fine and gets stored; the second is not an image: both are undone.
    const notAnImage = `data:image/png;base64,${Buffer.from('<html>hello</html>').toString('base64')}`;
    const r = await importTo(b, bob, { ...file, assets: { ...file.assets, [image.thumbnailUrl]: notAnImage } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      reason: 'FILE_TYPE_NOT_ALLOWED',
      field: 'document.slides[1].options[0].image',
      message: 'document.slides[1].options[0].image: the embedded image: only PNG, JPEG, WebP, GIF or SVG images can be uploaded',
    });
    expect(await fileCount(b)).toBe(filesBefore);
    expect((await bob.gql<{ decks: { total: number } }>('{ decks { total } }')).data!.decks.total).toBe(decksBefore);
  });

  it.each([
    ['assets that are not an object', { assets: ['x'] }, 'document.assets: must be an object of image addresses to data: URLs'],
    ['an asset that is not text', { assets: { x: 1 } }, 'document.assets["x"]: must be a data: URL'],
  ])('refuses %s', async (_name, change, message) => {
    const r = await importTo(b, bob, { ...(await exported()), ...change });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ reason: 'INVALID_INPUT', message });
  });

  it('refuses an asset that is not a base64 data: URL, naming the field', async () => {
    const file = await exported();
    const r = await importTo(b, bob, { ...file, assets: { ...file.assets, [image.url]: 'https://elsewhere.example/cat.png' } });
    expect(r.json()).toMatchObject({
      reason: 'INVALID_INPUT',
      message: 'document.slides[0].image: the embedded image must be a base64 data:image URL',
    });
  });

  it('asks for a sign-in and a JSON body', async () => {
    expect((await importTo(b, null, await exported())).statusCode).toBe(401);
    // Signed out, the body is never read (ADR 65): not even its JSON is looked at.
    const unread = await b.app.inject({
      method: 'POST',
      url: DECK_IMPORT_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(unread.statusCode).toBe(401);
    const r = await b.app.inject({
      method: 'POST',
      url: DECK_IMPORT_PATH,
      headers: { ...bearer(bob), 'content-type': 'application/json' },
      payload: '{',
    });
    expect(r.statusCode).toBe(400);
  });

  it('imports on the same server without copying images it already has', async () => {
    const before = await fileCount(a);
    const r = await importTo(a, alice, await exported());
    expect(r.json<{ title: string }>().title).toBe('Pictures (imported)');
    expect(await fileCount(a)).toBe(before);
    const deck = await deckOf(alice, r.json<{ id: string }>().id);
    expect(deckImages(deck.slides).map((i) => i.url)).toEqual([image.url, image.url, image.thumbnailUrl]);
  });
});
