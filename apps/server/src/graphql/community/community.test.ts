import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type GqlResult, type TestUser } from '../../testing/gql';

/*
 * The community list (ADR 51): a deck's owner publishes it, anyone browses and previews, an
 * account copies it. Each test works on its own decks: the list is shared by the whole file.
 */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let ada: TestUser;
let bo: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  ada = await signUpUser(t.app, 'Ada Lovelace');
  bo = await signUpUser(t.app, 'Bo');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const anonymous = <T>(query: string, variables: Record<string, unknown> = {}) => gqlAs<T>(t.app, null, query, variables);
const reasonOf = (r: GqlResult<unknown>) => [r.errors?.[0]?.extensions?.code, r.errors?.[0]?.extensions?.reason];

const quiz = (id: string, question = 'Largest planet?') => ({
  type: 'quiz',
  id,
  question,
  options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }],
  timeLimit: 20,
});

/** A deck of `user`'s saved with `doc` (title, description, tags, slides). */
async function deckOf(user: TestUser, doc: { title: string; description?: string; tags?: string[]; slides?: unknown[] }) {
  const made = await user.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const id = made.data!.createDeck.id;
  const saved = await user.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id,
    doc: { version: 1, description: '', tags: [], slides: [quiz('s1')], ...doc },
  });
  expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
  return id;
}

const PUBLISH =
  'mutation ($id: ID!, $p: Boolean!) { publishDeck(id: $id, published: $p) { id visibility publishedAt copyCount can { publish } } }';
interface Published {
  publishDeck: { id: string; visibility: string; publishedAt: string | null; copyCount: number; can: { publish: boolean } };
}
async function publish(user: TestUser, id: string, published = true) {
  const r = await user.gql<Published>(PUBLISH, { id, p: published });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.publishDeck;
}

interface ListItem {
  id: string;
  title: string;
  author: string;
  copyCount: number;
  tags: string[];
  slideCount: number;
  slideTypes: string[];
}
const LIST = `query ($s: String, $tag: String, $sort: CommunitySort, $o: Int, $l: Int) {
  communityDecks(search: $s, tag: $tag, sort: $sort, offset: $o, limit: $l) { total items { id title author copyCount tags slideCount slideTypes } } }`;
async function list(variables: Record<string, unknown> = {}) {
  const r = await anonymous<{ communityDecks: { total: number; items: ListItem[] } }>(LIST, variables);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.communityDecks;
}

describe('publishing', () => {
  it('refuses a deck that is empty, has problems or says nothing about itself', async () => {
    const empty = await deckOf(ada, { title: 'Empty', description: 'Nothing here', slides: [] });
    const broken = await deckOf(ada, {
      title: 'Broken',
      description: 'A question without options',
      slides: [{ type: 'quiz', id: 'q', question: '', options: [{ text: 'A' }, { text: 'B' }] }],
    });
    const silent = await deckOf(ada, { title: 'Silent' });
    for (const [id, message] of [
      [empty, /Add slides before publishing/],
      [broken, /Fix the deck's problems before publishing/],
      [silent, /Add a description before publishing/],
    ] as const) {
      const r = await ada.gql(PUBLISH, { id, p: true });
      expect(reasonOf(r), id).toEqual(['BAD_USER_INPUT', 'DECK_NOT_PUBLISHABLE']);
      expect(r.errors![0]!.message).toMatch(message);
    }
    const r = await ada.gql(PUBLISH, { id: silent, p: true });
    expect(r.errors![0]!.extensions?.field).toBe('description');
    expect((await list({ s: 'Silent' })).total).toBe(0);
  });

  it('lists a published deck for everyone with its author, and takes it off when unpublished', async () => {
    const id = await deckOf(ada, { title: 'Moon trivia', description: 'Ten questions about the Moon', tags: ['space', 'trivia'] });
    const before = await ada.gql<{ deck: { visibility: string; publishedAt: null; can: { publish: boolean } } }>(
      'query ($id: ID!) { deck(id: $id) { visibility publishedAt can { publish } } }',
      { id },
    );
    expect(before.data!.deck).toEqual({ visibility: 'PRIVATE', publishedAt: null, can: { publish: true } });
    expect((await list({ s: 'moon' })).items).toEqual([]);

    const done = await publish(ada, id);
    expect(done).toMatchObject({ visibility: 'PUBLIC', copyCount: 0, can: { publish: true } });
    expect(done.publishedAt).toBe(new Date(t.clock.now()).toISOString());
    expect((await list({ s: 'moon' })).items).toEqual([
      { id, title: 'Moon trivia', author: 'Ada Lovelace', copyCount: 0, tags: ['space', 'trivia'], slideCount: 1, slideTypes: ['quiz'] },
    ]);
    const one = await anonymous<{ communityDeck: { title: string; slides: { id: string; options: { correct?: boolean }[] }[] } }>(
      'query ($id: ID!) { communityDeck(id: $id) { title slides } }',
      { id },
    );
    expect(one.data!.communityDeck.slides[0]).toMatchObject({ id: 's1', options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }] });

    // Publishing again keeps the first date: "newest" cannot be climbed by re-publishing.
    t.clock.advance(60_000);
    expect((await publish(ada, id)).publishedAt).toBe(done.publishedAt);

    expect(await publish(ada, id, false)).toMatchObject({ visibility: 'PRIVATE', publishedAt: null });
    expect((await list({ s: 'moon' })).items).toEqual([]);
    const gone = await anonymous('query ($id: ID!) { communityDeck(id: $id) { id } }', { id });
    expect(reasonOf(gone)).toEqual(['NOT_FOUND', 'COMMUNITY_DECK_NOT_FOUND']);
  });

  it('is the owner’s alone; another account is told the deck does not exist', async () => {
    const id = await deckOf(ada, { title: 'Mine', description: 'Ada’s' });
    expect(reasonOf(await bo.gql(PUBLISH, { id, p: true }))).toEqual(['NOT_FOUND', 'DECK_NOT_FOUND']);
    expect(reasonOf(await anonymous(PUBLISH, { id, p: true }))[0]).toBe('UNAUTHENTICATED');
  });

  it('cannot be done by updateDeck, which skips the checks; making a deck private there unpublishes it', async () => {
    const id = await deckOf(ada, { title: 'Sideways', description: 'Published the other way' });
    const sneaky = await ada.gql('mutation ($id: ID!) { updateDeck(id: $id, baseRevision: 2, input: { visibility: PUBLIC }) { id } }', {
      id,
    });
    expect(reasonOf(sneaky)[0]).toBe('BAD_USER_INPUT');
    expect(sneaky.errors![0]!.message).toMatch(/publishDeck/);
    await publish(ada, id);
    const r = await ada.gql<{ updateDeck: { visibility: string; publishedAt: string | null } }>(
      'mutation ($id: ID!) { updateDeck(id: $id, baseRevision: 2, input: { visibility: PRIVATE }) { visibility publishedAt } }',
      { id },
    );
    expect(r.data!.updateDeck).toEqual({ visibility: 'PRIVATE', publishedAt: null });
    expect((await list({ s: 'Sideways' })).total).toBe(0);
  });

  it('leaves the list when the deck is deleted', async () => {
    const id = await deckOf(ada, { title: 'Short-lived', description: 'Deleted soon' });
    await publish(ada, id);
    expect((await list({ s: 'Short-lived' })).total).toBe(1);
    await ada.gql('mutation ($id: ID!) { deleteDeck(id: $id) { id } }', { id });
    expect((await list({ s: 'Short-lived' })).total).toBe(0);
  });
});

describe('browsing', () => {
  it('searches every word, filters by tag, sorts newest or most copied, and pages', async () => {
    const a = await deckOf(ada, { title: 'Volcano quiz', description: 'Hot rocks', tags: ['geo'] });
    const b = await deckOf(bo, { title: 'Volcano survey', description: 'Which volcano?', tags: ['geo', 'survey'] });
    const c = await deckOf(bo, { title: 'Glacier quiz', description: 'Cold rocks', tags: ['geo'] });
    for (const id of [a, b, c]) {
      t.clock.advance(1000);
      await publish(id === a ? ada : bo, id);
    }
    expect((await list({ s: 'volcano QUIZ' })).items.map((d) => d.id)).toEqual([a]);
    expect((await list({ tag: 'geo' })).items.map((d) => d.id)).toEqual([c, b, a]);
    expect((await list({ tag: 'survey' })).items.map((d) => d.id)).toEqual([b]);
    // a copied twice, b once: most copied first, then newest.
    const copier = await signUpUser(t.app, 'Copier');
    for (const id of [a, a, b])
      expect((await copier.gql('mutation ($id: ID!) { copyCommunityDeck(id: $id) { id } }', { id })).errors).toBeUndefined();
    expect((await list({ tag: 'geo', sort: 'MOST_COPIED' })).items.map((d) => [d.id, d.copyCount])).toEqual([
      [a, 2],
      [b, 1],
      [c, 0],
    ]);
    const page = await list({ tag: 'geo', o: 1, l: 1 });
    expect(page).toMatchObject({ total: 3, items: [{ id: b }] });

    const tags = await anonymous<{ communityTags: { tag: string; count: number }[] }>('{ communityTags { tag count } }');
    expect(tags.data!.communityTags.find((x) => x.tag === 'geo')).toEqual({ tag: 'geo', count: 3 });
    expect(tags.data!.communityTags.find((x) => x.tag === 'survey')).toEqual({ tag: 'survey', count: 1 });
  });

  it('refuses a page past the limits with a clear message', async () => {
    const r = await anonymous('{ communityDecks(limit: 49) { total } }');
    expect(reasonOf(r)[0]).toBe('BAD_USER_INPUT');
    expect(r.errors![0]!.message).toMatch(/at most 48/);
  });

  it('never lists or shows a private deck', async () => {
    const id = await deckOf(bo, { title: 'Secret plans', description: 'Not for you' });
    expect((await list({ s: 'Secret' })).total).toBe(0);
    expect(reasonOf(await anonymous('query ($id: ID!) { communityDeck(id: $id) { id } }', { id }))[1]).toBe('COMMUNITY_DECK_NOT_FOUND');
    expect(reasonOf(await ada.gql('mutation ($id: ID!) { copyCommunityDeck(id: $id) { id } }', { id }))[1]).toBe(
      'COMMUNITY_DECK_NOT_FOUND',
    );
  });
});

describe('making a copy', () => {
  const COPY = 'mutation ($id: ID!) { copyCommunityDeck(id: $id) { id title description tags visibility slides can { edit } } }';
  interface Copy {
    copyCommunityDeck: {
      id: string;
      title: string;
      description: string;
      tags: string[];
      visibility: string;
      slides: { id: string }[];
      can: { edit: boolean };
    };
  }

  it('gives me a private deck of my own with fresh slide ids; a second copy is titled (copy)', async () => {
    const id = await deckOf(ada, { title: 'Team bingo', description: 'Find someone who…', tags: ['icebreaker'] });
    await publish(ada, id);
    expect(reasonOf(await anonymous(COPY, { id }))[0]).toBe('UNAUTHENTICATED');

    const first = await bo.gql<Copy>(COPY, { id });
    expect(first.errors).toBeUndefined();
    const copy = first.data!.copyCommunityDeck;
    expect(copy).toMatchObject({
      title: 'Team bingo',
      description: 'Find someone who…',
      tags: ['icebreaker'],
      visibility: 'PRIVATE',
      can: { edit: true },
    });
    expect(copy.id).not.toBe(id);
    expect(copy.slides[0]!.id).not.toBe('s1');
    const second = await bo.gql<Copy>(COPY, { id });
    expect(second.data!.copyCommunityDeck.title).toBe('Team bingo (copy)');

    // Editing the copy leaves the published deck as it was.
    await bo.gql('mutation ($id: ID!) { updateDeck(id: $id, baseRevision: 1, input: { title: "Bo’s bingo" }) { id } }', { id: copy.id });
    const original = await anonymous<{ communityDeck: { title: string; copyCount: number } }>(
      'query ($id: ID!) { communityDeck(id: $id) { title copyCount } }',
      { id },
    );
    expect(original.data!.communityDeck).toEqual({ title: 'Team bingo', copyCount: 2 });
  });

  it('does not count the owner’s own copies', async () => {
    const id = await deckOf(ada, { title: 'Self copy', description: 'Copied by its owner' });
    await publish(ada, id);
    const r = await ada.gql<Copy>(COPY, { id });
    expect(r.data!.copyCommunityDeck.title).toBe('Self copy (copy)');
    const after = await anonymous<{ communityDeck: { copyCount: number } }>('query ($id: ID!) { communityDeck(id: $id) { copyCount } }', {
      id,
    });
    expect(after.data!.communityDeck.copyCount).toBe(0);
  });
});
