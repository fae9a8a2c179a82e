import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIDE_TYPES } from '@mingle/shared';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { signInUser, signUpUser, type TestUser } from '../../testing/gql';
import { purgeDeletedDecks } from '../../commands/deleteDeck';
import { storeTestImage } from '../../testing/files';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  alice = await signUpUser(t.app, 'Alice');
  bob = await signUpUser(t.app, 'Bob');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const DECK_FIELDS =
  'id title description tags coverImage visibility slides slideCount revision problems { slideId slideIndex path message } createdAt updatedAt deletedAt purgeAt';

interface DeckData {
  id: string;
  title: string;
  description: string;
  tags: string[];
  coverImage: string | null;
  visibility: string;
  slides: Record<string, unknown>[];
  slideCount: number;
  revision: number;
  problems: { slideId: string; slideIndex: number; path: string; message: string }[];
  deletedAt: string | null;
  purgeAt: string | null;
}

/** A complete document: every slide has its id and every default, so export returns it unchanged. */
const fullDocument = {
  version: 1,
  title: 'Friday trivia',
  description: 'Ten minutes of fun',
  tags: ['trivia', 'team'],
  language: 'fr',
  slides: [
    { type: 'content', id: 'welcome', title: 'Welcome!', body: '**Grab** your phones' },
    {
      type: 'quiz',
      id: 'q1',
      question: 'Largest planet?',
      options: [
        { text: 'Jupiter', correct: true },
        { text: 'Mars', correct: false },
      ],
      multiSelect: false,
      timeLimit: 20,
      points: 'standard',
      notes: 'Say: gas giant',
    },
    { type: 'truefalse', id: 'tf1', question: 'The sun is a star', answer: true, timeLimit: 10, points: 'double' },
    { type: 'poll', id: 'p1', question: 'Tea or coffee?', options: [{ text: 'Tea' }, { text: 'Coffee' }], multiple: false },
    { type: 'wordcloud', id: 'w1', question: 'One word for today', maxWords: 1, maxLength: 20 },
    { type: 'opentext', id: 'o1', question: 'What should we do next?', maxLength: 200, upvotes: true },
    { type: 'ranking', id: 'r1', question: 'Rank these', items: ['A', 'B'] },
    { type: 'leaderboard', id: 'lb', title: 'Leaderboard', top: 5, podium: true },
  ],
};

async function create(user: TestUser, input: Record<string, unknown> = {}): Promise<DeckData> {
  const r = await user.gql<{ createDeck: DeckData }>(
    `mutation ($input: CreateDeckInput) { createDeck(input: $input) { ${DECK_FIELDS} } }`,
    { input },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.createDeck;
}

async function save(user: TestUser, id: string, baseRevision: number, document: unknown) {
  return user.gql<{ saveDeck: DeckData }>(
    `mutation ($id: ID!, $rev: Int!, $doc: JSON!) { saveDeck(id: $id, baseRevision: $rev, document: $doc) { ${DECK_FIELDS} } }`,
    {
      id,
      rev: baseRevision,
      doc: document,
    },
  );
}

describe('creating and reading decks', () => {
  it('creates an untitled empty deck, with a problem saying to add slides', async () => {
    const deck = await create(alice);
    expect(deck).toMatchObject({ title: 'Untitled deck', slides: [], slideCount: 0, revision: 1, visibility: 'PRIVATE', deletedAt: null });
    expect(deck.problems).toEqual([{ slideId: '', slideIndex: -1, path: 'slides', message: 'add at least one slide' }]);
    const read = await alice.gql<{ deck: DeckData }>(`query ($id: ID!) { deck(id: $id) { ${DECK_FIELDS} } }`, { id: deck.id });
    expect(read.data!.deck.id).toBe(deck.id);
  });

  it('refuses guests', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/v1/graphql', payload: { query: 'mutation { createDeck { id } }' } });
    expect(r.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('names the field of bad input', async () => {
    const r = await alice.gql(`mutation { createDeck(input: { title: "${'x'.repeat(121)}" }) { id } }`);
    expect(r.errors?.[0]).toMatchObject({ message: 'title: at most 120 characters', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('another user', () => {
  it('can neither see nor change the first user’s deck: NOT_FOUND everywhere', async () => {
    const deck = await create(alice, { title: 'Private' });
    const attempts = [
      bob.gql(`query ($id: ID!) { deck(id: $id) { id } }`, { id: deck.id }),
      bob.gql(`query ($id: ID!) { exportDeck(id: $id) }`, { id: deck.id }),
      save(bob, deck.id, deck.revision, fullDocument),
      bob.gql(`mutation ($id: ID!) { updateDeck(id: $id, baseRevision: 1, input: { title: "Mine" }) { id } }`, { id: deck.id }),
      bob.gql(`mutation ($id: ID!) { deleteDeck(id: $id) { id } }`, { id: deck.id }),
      bob.gql(`mutation ($id: ID!) { duplicateDeck(id: $id) { id } }`, { id: deck.id }),
      bob.gql(`mutation ($id: ID!) { restoreDeck(id: $id) { id } }`, { id: deck.id }),
    ];
    for (const r of await Promise.all(attempts)) expect(r.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const list = await bob.gql<{ decks: { total: number } }>('{ decks { total } }');
    expect(list.data!.decks.total).toBe(0);
    const still = await alice.gql<{ deck: DeckData }>(`query ($id: ID!) { deck(id: $id) { title revision deletedAt } }`, { id: deck.id });
    expect(still.data!.deck).toMatchObject({ title: 'Private', revision: 1, deletedAt: null });
  });

  it('gets NOT_FOUND for an id that is not a uuid', async () => {
    const r = await alice.gql(`{ deck(id: "nope") { id } }`);
    expect(r.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('saving', () => {
  it('saves the whole deck and bumps the revision', async () => {
    const deck = await create(alice);
    const r = await save(alice, deck.id, 1, fullDocument);
    expect(r.errors).toBeUndefined();
    expect(r.data!.saveDeck).toMatchObject({ title: 'Friday trivia', tags: ['trivia', 'team'], slideCount: 8, revision: 2 });
    // Every slide is complete and of a playable type (ranking since issue 17): nothing left to do.
    expect(r.data!.saveDeck.problems).toEqual([]);
  });

  it('refuses a stale save (two tabs) with CONFLICT and keeps the newer content', async () => {
    const deck = await create(alice);
    const tabA = await save(alice, deck.id, 1, { ...fullDocument, title: 'From tab A' });
    expect(tabA.data!.saveDeck.revision).toBe(2);
    const tabB = await save(alice, deck.id, 1, { ...fullDocument, title: 'From tab B' });
    expect(tabB.errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect(tabB.errors?.[0]?.message).toMatch(/changed somewhere else/);
    const now = await alice.gql<{ deck: DeckData }>(`query ($id: ID!) { deck(id: $id) { title revision } }`, { id: deck.id });
    expect(now.data!.deck).toEqual({ title: 'From tab A', revision: 2 });
  });

  it('keeps a draft (empty question) and lists what is left to finish', async () => {
    const deck = await create(alice);
    const draft = { version: 1, title: 'Draft', slides: [{ type: 'quiz', id: 'q', options: [{ text: 'A' }, { text: '' }] }] };
    const r = await save(alice, deck.id, 1, draft);
    expect(r.errors).toBeUndefined();
    const problems = r.data!.saveDeck.problems.map((p) => `${p.slideIndex}:${p.path}: ${p.message}`);
    expect(problems).toEqual(['0:question: is required', '0:options[1].text: is required', '0:options: mark at least one option correct']);
  });

  it('names a slide of a type this version cannot play as a problem, so the deck page does not say "Ready to host"', async () => {
    // Every type of format v1 is built today: the spinner is taken out of the registry to stand
    // for a type the format has before this build can play it.
    const spinner = SLIDE_TYPES.spinner!;
    delete SLIDE_TYPES.spinner;
    try {
      const deck = await create(alice);
      const doc = { version: 1, title: 'Icebreakers', slides: [{ type: 'spinner', id: 'w', source: 'participants' }] };
      const r = await save(alice, deck.id, 1, doc);
      expect(r.errors).toBeUndefined();
      expect(r.data!.saveDeck.problems).toEqual([
        {
          slideId: 'w',
          slideIndex: 0,
          path: 'type',
          message: 'Spinner slides cannot be played in this version yet: remove this slide to host',
        },
      ]);
    } finally {
      SLIDE_TYPES.spinner = spinner;
    }
  });

  it('refuses an invalid document, naming the field, and changes nothing', async () => {
    const deck = await create(alice);
    const bad = {
      ...fullDocument,
      slides: [
        fullDocument.slides[0],
        fullDocument.slides[1],
        fullDocument.slides[2],
        { type: 'quiz', id: 'x', question: 'Q', options: [{ text: 'a', correct: true }, { text: 'y'.repeat(121) }] },
      ],
    };
    const r = await save(alice, deck.id, 1, bad);
    expect(r.errors?.[0]).toMatchObject({
      message: 'document.slides[3].options[1].text: at most 120 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const now = await alice.gql<{ deck: DeckData }>(`query ($id: ID!) { deck(id: $id) { revision slideCount } }`, { id: deck.id });
    expect(now.data!.deck).toEqual({ revision: 1, slideCount: 0 });
  });

  it('updates details under the same revision rule', async () => {
    const deck = await create(alice);
    const cover = (await storeTestImage(t.services, alice.id)).url;
    const r = await alice.gql<{ updateDeck: DeckData }>(
      `mutation ($id: ID!, $cover: String) { updateDeck(id: $id, baseRevision: 1, input: { title: "Renamed", tags: ["Fun", "fun"], visibility: TEAM, coverImage: $cover }) { ${DECK_FIELDS} } }`,
      { id: deck.id, cover },
    );
    expect(r.data!.updateDeck).toMatchObject({
      title: 'Renamed',
      tags: ['fun'],
      visibility: 'TEAM',
      coverImage: cover,
      revision: 2,
    });
    const stale = await alice.gql(`mutation ($id: ID!) { updateDeck(id: $id, baseRevision: 1, input: { title: "Old" }) { id } }`, {
      id: deck.id,
    });
    expect(stale.errors?.[0]?.extensions.code).toBe('CONFLICT');
    const badCover = await alice.gql(
      `mutation ($id: ID!) { updateDeck(id: $id, baseRevision: 2, input: { coverImage: "javascript:alert(1)" }) { id } }`,
      { id: deck.id },
    );
    expect(badCover.errors?.[0]?.message).toBe('coverImage: must be an image uploaded to this server');
  });
});

describe('import and export', () => {
  it('round-trips: importing a document and exporting it returns the same document', async () => {
    // A title this user has no deck of yet: a taken one would come back as "… (imported)".
    const doc = { ...fullDocument, title: 'Round trip, once' };
    const imported = await alice.gql<{ importDeck: DeckData }>(`mutation ($doc: JSON!) { importDeck(document: $doc) { id slideCount } }`, {
      doc,
    });
    expect(imported.errors).toBeUndefined();
    const exported = await alice.gql<{ exportDeck: unknown }>(`query ($id: ID!) { exportDeck(id: $id) }`, {
      id: imported.data!.importDeck.id,
    });
    expect(exported.data!.exportDeck).toEqual(doc);
  });

  it('refuses an import that is not deck format v1, naming the field', async () => {
    const r = await alice.gql(`mutation ($doc: JSON!) { importDeck(document: $doc) { id } }`, {
      doc: { version: 2, title: 'x', slides: [] },
    });
    expect(r.errors?.[0]?.message).toBe('document.version: must be 1 (deck format version 1)');
  });

  it('lists every problem of a refused import in extensions.problems, one per line, at most 20 and a count', async () => {
    const slides = Array.from({ length: 25 }, (_, i) => ({ type: 'content', id: `s${i}`, title: 't'.repeat(500) }));
    const r = await alice.gql(`mutation ($doc: JSON!) { importDeck(document: $doc) { id } }`, { doc: { version: 1, title: '', slides } });
    const problems = r.errors?.[0]?.extensions?.problems ?? [];
    expect(problems).toHaveLength(21);
    expect(problems[0]).toBe('title: is required');
    expect(problems[1]).toMatch(/^slides\[0\]\.title: at most \d+ characters$/);
    expect(problems[20]).toBe('and 6 more');
  });

  it('serves the JSON Schema of the format', async () => {
    const r = await alice.gql<{ deckFormatSchema: { type: string; properties: Record<string, unknown> } }>('{ deckFormatSchema }');
    expect(r.data!.deckFormatSchema.properties).toHaveProperty('slides');
  });
});

describe('listing', () => {
  it('searches, filters by tags, sorts and pages', async () => {
    const carol = await signUpUser(t.app, 'Carol');
    const titles = ['Bravo quiz', 'alpha icebreaker', 'Charlie survey'];
    for (const [i, title] of titles.entries()) {
      t.clock.advance(1000);
      await carol.gql(`mutation ($input: CreateDeckInput) { createDeck(input: $input) { id } }`, {
        input: { title, tags: i === 1 ? ['icebreaker', 'team'] : ['team'] },
      });
    }
    const listed = await carol.gql('{ decks { total } }');
    expect(listed.errors).toBeUndefined();
    const q = (args: string) =>
      carol.gql<{ decks: { total: number; items: { title: string }[] } }>(`{ decks${args ? `(${args})` : ''} { total items { title } } }`);
    expect((await q('')).data!.decks.items.map((d) => d.title)).toEqual(['Charlie survey', 'alpha icebreaker', 'Bravo quiz']);
    expect((await q('sort: TITLE_ASC')).data!.decks.items.map((d) => d.title)).toEqual([
      'alpha icebreaker',
      'Bravo quiz',
      'Charlie survey',
    ]);
    const searched = await q('search: "QUIZ"');
    expect(searched.errors).toBeUndefined();
    expect(searched.data!.decks.items.map((d) => d.title)).toEqual(['Bravo quiz']);
    const pct = await q('search: "100%"');
    expect(pct.errors).toBeUndefined();
    expect(pct.data!.decks.total).toBe(0);
    const tagged = await q('tags: ["icebreaker"]');
    expect(tagged.errors).toBeUndefined();
    expect(tagged.data!.decks.items.map((d) => d.title)).toEqual(['alpha icebreaker']);
    const page = await q('sort: TITLE_ASC, offset: 1, limit: 1');
    expect(page.data!.decks).toEqual({ total: 3, items: [{ title: 'Bravo quiz' }] });
    expect((await carol.gql<{ deckTags: string[] }>('{ deckTags }')).data!.deckTags).toEqual(['icebreaker', 'team']);
    expect((await q('limit: 500')).errors?.[0]?.message).toBe('limit: at most 100');
  });
});

describe('duplicate, delete and restore', () => {
  it('duplicates with fresh slide ids and whosaid sources remapped', async () => {
    const doc = {
      version: 1,
      title: 'Who said',
      slides: [
        { type: 'opentext', id: 'src', question: 'Fun fact?' },
        { type: 'whosaid', id: 'ws', sourceSlideId: 'src' },
      ],
    };
    const imported = await alice.gql<{ importDeck: DeckData }>(`mutation ($doc: JSON!) { importDeck(document: $doc) { id } }`, { doc });
    const copy = await alice.gql<{ duplicateDeck: DeckData }>(`mutation ($id: ID!) { duplicateDeck(id: $id) { ${DECK_FIELDS} } }`, {
      id: imported.data!.importDeck.id,
    });
    const d = copy.data!.duplicateDeck;
    expect(d.title).toBe('Copy of Who said');
    const [src, ws] = d.slides as { id: string; sourceSlideId?: string }[];
    expect(src!.id).not.toBe('src');
    expect(ws!.sourceSlideId).toBe(src!.id);
  });

  it('deletes to recently deleted, restores within 30 days, and purges after', async () => {
    const deck = await create(alice, { title: 'To delete' });
    const del = await alice.gql<{ deleteDeck: DeckData }>(`mutation ($id: ID!) { deleteDeck(id: $id) { deletedAt purgeAt } }`, {
      id: deck.id,
    });
    expect(del.data!.deleteDeck.deletedAt).not.toBeNull();
    expect(new Date(del.data!.deleteDeck.purgeAt!).getTime() - new Date(del.data!.deleteDeck.deletedAt!).getTime()).toBe(
      30 * 24 * 3600_000,
    );
    expect((await alice.gql(`query ($id: ID!) { deck(id: $id) { id } }`, { id: deck.id })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const trash = await alice.gql<{ decks: { items: { id: string }[] } }>('{ decks(deleted: true) { items { id } } }');
    expect(trash.data!.decks.items.map((d) => d.id)).toContain(deck.id);
    const restored = await alice.gql<{ restoreDeck: DeckData }>(`mutation ($id: ID!) { restoreDeck(id: $id) { title deletedAt } }`, {
      id: deck.id,
    });
    expect(restored.data!.restoreDeck).toEqual({ title: 'To delete', deletedAt: null });

    await alice.gql(`mutation ($id: ID!) { deleteDeck(id: $id) { id } }`, { id: deck.id });
    t.clock.advance(30 * 24 * 3600_000 + 1000);
    // A month on, Alice's access token has long expired: she signs in again.
    alice = await signInUser(t.app, alice.email);
    const late = await alice.gql(`mutation ($id: ID!) { restoreDeck(id: $id) { id } }`, { id: deck.id });
    expect(late.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await purgeDeletedDecks({ db: db.db, clock: t.clock })).toBeGreaterThanOrEqual(1);
    const gone = await alice.gql<{ decks: { items: { id: string }[] } }>('{ decks(deleted: true, limit: 100) { items { id } } }');
    expect(gone.data!.decks.items.map((d) => d.id)).not.toContain(deck.id);
  });
});
