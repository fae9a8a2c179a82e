import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateEntries } from '../db/schema';
import { createTestDatabase } from '../testing/db';
import { parseTemplate, TemplateCatalog } from './catalog';
import { findLibraryTemplate, libraryTemplates, listLibrary, slugOf } from './library';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const doc = (title: string, tags = ['trivia']) => ({
  version: 1,
  title,
  description: `About ${title}`,
  tags,
  slides: [{ type: 'truefalse', id: 's1', question: 'The sky is blue', answer: true }],
});
const shipped = (slug: string, title: string) => parseTemplate(`${slug}.json`, JSON.stringify({ ...doc(title), language: 'en' }));

describe('the library over the files', () => {
  it('lists the files, then added ones; hidden ones only for admins; a file wins over an added row of its slug', async () => {
    const catalog = new TemplateCatalog([shipped('alpha', 'Alpha'), shipped('beta', 'Beta')]);
    const now = Date.now();
    await db.db.insert(templateEntries).values([
      { slug: 'beta', document: null, hidden: true, createdAt: new Date(now) },
      { slug: 'gamma', document: doc('Gamma', ['icebreaker']), createdAt: new Date(now + 1) },
      { slug: 'alpha', document: doc('Shadowed'), createdAt: new Date(now + 2) },
      { slug: 'broken', document: { version: 1, title: 'No slides key' }, createdAt: new Date(now + 3) },
      { slug: 'off-list', document: doc('Off list', ['fun']), createdAt: new Date(now + 4) },
      { slug: 'gone-file', document: null, hidden: true, createdAt: new Date(now + 5) },
    ]);
    const everyone = await libraryTemplates(db.db, catalog, false);
    expect(everyone.map((t) => [t.slug, t.deck.title, t.hidden, t.added])).toEqual([
      ['alpha', 'Alpha', false, false],
      ['gamma', 'Gamma', false, true],
    ]);
    const admins = await libraryTemplates(db.db, catalog, true);
    expect(admins.map((t) => [t.slug, t.hidden])).toEqual([
      ['alpha', false],
      ['beta', true],
      ['gamma', false],
    ]);
    expect((await listLibrary(db.db, catalog, { tag: 'icebreaker' }, true)).map((t) => t.slug)).toEqual(['gamma']);
    expect((await listLibrary(db.db, catalog, { search: 'BETA' }, false)).map((t) => t.slug)).toEqual([]);
    expect(await findLibraryTemplate(db.db, catalog, 'beta', false)).toBeUndefined();
    expect((await findLibraryTemplate(db.db, catalog, 'beta', true))?.hidden).toBe(true);
  });
});

describe('slugOf', () => {
  it.each([
    ['Planets & Café quiz!', 'planets-cafe-quiz'],
    ['  Über  Größe  ', 'uber-grosse'],
    ['日本語', 'template'],
    ['x'.repeat(80), 'x'.repeat(60)],
    [`${'a'.repeat(59)} b`, 'a'.repeat(59)],
  ])('%s → %s', (title, slug) => expect(slugOf(title)).toBe(slug));
});
