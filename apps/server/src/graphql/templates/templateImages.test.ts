// Templates show images shipped with them (apps/server/templates/images, ADR 0049): stored on
// first use through the upload checks, once per database, and copied into decks made from them.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckImages, storedFileKey, type Slide } from '@mingle/shared';
import { files } from '../../db/schema';
import { storeTemplateImages } from '../../templates/storeTemplateImages';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let ada: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  ada = await signUpUser(t.app, 'Ada');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const templateRows = () =>
  t.services.database.db
    .select({ key: files.key, ownerId: files.ownerId, contentType: files.contentType })
    .from(files)
    .where(like(files.originalName, 'template image %'));

describe('a template with shipped images', () => {
  it('are not stored before a template is asked for', async () => {
    expect(await templateRows()).toEqual([]);
  });

  it('shows them at addresses of files stored here, served as images', async () => {
    const r = await gqlAs<{ template: { slides: Slide[] } }>(t.app, null, '{ template(slug: "name-that-flag") { slides } }');
    expect(r.errors).toBeUndefined();
    const images = deckImages(r.data!.template.slides);
    expect(images.length).toBeGreaterThanOrEqual(10);
    for (const { url } of images) {
      expect(storedFileKey(url), url).not.toBeNull();
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
      // Through the sanitiser, still a drawing.
      expect(served.body).toMatch(/^<svg[\s\S]*<rect/);
    }
    // Every shipped image, once each, owned by no one.
    const rows = await templateRows();
    expect(rows.map((x) => x.key).sort()).toEqual(t.services.templates.images.map((i) => i.key).sort());
    expect(rows.every((x) => x.ownerId === null)).toBe(true);
  });

  it('stores each once: again, from a second server on the same database, or after its bytes were lost', async () => {
    const before = (await templateRows()).length;
    await storeTemplateImages(t.services, t.services.templates.images);
    const second = await buildTestApp(db);
    try {
      // Another data folder: the rows are there, the bytes are not, so they are written again.
      const list = await gqlAs<{ templates: { slides: Slide[] }[] }>(second.app, null, '{ templates(tag: "training") { slides } }');
      expect(list.errors).toBeUndefined();
      const url = deckImages(list.data!.templates.flatMap((x) => x.slides))[0]!.url;
      expect((await second.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
    expect((await templateRows()).length).toBe(before);
  });

  it('copies them into a deck made with useTemplate, which saves back and hosts with no problems', async () => {
    const made = await ada.gql<{ useTemplate: { id: string; title: string; slides: Slide[]; problems: unknown[] } }>(
      'mutation { useTemplate(slug: "name-that-flag") { id title slides problems { message } } }',
    );
    expect(made.errors).toBeUndefined();
    const deck = made.data!.useTemplate;
    expect(deck.problems).toEqual([]);
    const images = deckImages(deck.slides);
    expect(images.length).toBeGreaterThanOrEqual(10);
    const keys = images.map((i) => storedFileKey(i.url)!);
    for (const key of keys) expect(await t.services.database.db.select().from(files).where(eq(files.key, key))).toHaveLength(1);
    // Saving checks that every image is a file stored here.
    const saved = await ada.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id: deck.id,
      doc: { version: 1, title: deck.title, slides: deck.slides },
    });
    expect(saved.errors).toBeUndefined();
    const hosted = await ada.gql('mutation ($d: ID!) { startEvent(deckId: $d) { id } }', { d: deck.id });
    expect(hosted.errors).toBeUndefined();
  });
});
