import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signInUser, signUpUser, type TestUser } from '../../testing/gql';

/* The analytics list (`events`): my events only, newest first, filtered and paged. */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let host: TestUser;
let other: TestUser;

const EVENTS = `query ($search: String, $deckId: ID, $from: String, $to: String, $status: [EventStatus!], $page: Int, $pageSize: Int) {
  events(search: $search, deckId: $deckId, from: $from, to: $to, status: $status, page: $page, pageSize: $pageSize) {
    total page pageSize pageCount
    items { id deckId title code status createdAt startedAt endedAt durationSeconds participantCount recapId recapEnabled }
  } }`;

interface Item {
  id: string;
  deckId: string;
  title: string;
  code: string;
  status: string;
  createdAt: string;
  startedAt: string | null;
  endedAt: string | null;
  durationSeconds: number | null;
  participantCount: number;
  recapId: string | null;
  recapEnabled: boolean;
}
interface Page {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  items: Item[];
}

async function deckTitled(owner: TestUser, title: string): Promise<string> {
  const r = await owner.gql<{ createDeck: { id: string } }>('mutation ($t: String) { createDeck(input: { title: $t }) { id } }', {
    t: title,
  });
  const id = r.data!.createDeck.id;
  const saved = await owner.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id,
    doc: {
      version: 1,
      title,
      slides: [{ type: 'poll', id: 'p1', question: 'Tea or coffee?', options: [{ text: 'Tea' }, { text: 'Coffee' }] }],
    },
  });
  expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
  return id;
}

/** Starts an event of the deck, created at `createdAt`; `play` runs it from first slide to end over `minutes`. */
async function eventOf(user: TestUser, deckId: string, createdAt: string, play?: { minutes: number; joiners: string[] }) {
  // Access tokens live 10 minutes by the test's clock, which plays move on: sign in afresh.
  const owner = await signInUser(t.app, user.email);
  const r = await owner.gql<{ startEvent: { id: string; code: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id code } }', {
    d: deckId,
  });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  const { id, code } = r.data!.startEvent;
  await db.db
    .update(events)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(events.id, id));
  if (play) {
    for (const n of play.joiners) {
      const j = await gqlAs(t.app, null, 'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }', {
        c: code,
        n,
      });
      expect(j.errors, JSON.stringify(j.errors)).toBeUndefined();
    }
    await owner.gql('mutation ($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: id });
    t.clock.advance(play.minutes * 60_000);
    const ended = await (await signInUser(t.app, owner.email)).gql('mutation ($e: ID!) { endEvent(eventId: $e) { id } }', { e: id });
    expect(ended.errors, JSON.stringify(ended.errors)).toBeUndefined();
  }
  return id;
}

let quizDeck: string;
let pollDeck: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  host = await signUpUser(t.app, 'Host');
  other = await signUpUser(t.app, 'Other');
  quizDeck = await deckTitled(host, 'Friday quiz');
  pollDeck = await deckTitled(host, 'Team poll');
  const othersDeck = await deckTitled(other, 'Friday quiz');
  ids.oldQuiz = await eventOf(host, quizDeck, '2025-01-10T10:00:00Z', { minutes: 12, joiners: ['Ada', 'Bo'] });
  ids.poll = await eventOf(host, pollDeck, '2025-02-14T18:30:00Z', { minutes: 3, joiners: ['Cy'] });
  ids.runningQuiz = await eventOf(host, quizDeck, '2025-03-01T09:00:00Z');
  ids.othersEvent = await eventOf(other, othersDeck, '2025-02-20T10:00:00Z');
  host = await signInUser(t.app, host.email);
  other = await signInUser(t.app, other.email);
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

describe('events: the analytics list', () => {
  it('lists my events newest first with deck, times, duration, participants and status', async () => {
    const r = await host.gql<{ events: Page }>(EVENTS);
    expect(r.errors).toBeUndefined();
    const page = r.data!.events;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20, pageCount: 1 });
    expect(page.items.map((e) => e.id)).toEqual([ids.runningQuiz, ids.poll, ids.oldQuiz]);
    const [running, poll, old] = page.items as [Item, Item, Item];
    expect(old).toMatchObject({ deckId: quizDeck, title: 'Friday quiz', status: 'ENDED', durationSeconds: 720, participantCount: 2 });
    expect(old.createdAt).toBe('2025-01-10T10:00:00.000Z');
    expect(Date.parse(old.endedAt!) - Date.parse(old.startedAt!)).toBe(720_000);
    expect(poll).toMatchObject({ deckId: pollDeck, title: 'Team poll', status: 'ENDED', durationSeconds: 180, participantCount: 1 });
    expect(running).toMatchObject({ status: 'LOBBY', startedAt: null, endedAt: null, durationSeconds: null, participantCount: 0 });
  });

  it('links each ended event to its recap, and says when the host turned it off', async () => {
    const before = (await host.gql<{ events: Page }>(EVENTS)).data!.events.items;
    const [running, poll, old] = before as [Item, Item, Item];
    expect(running.recapId).toBeNull();
    expect(old.recapId).toMatch(/^[0-9a-f-]{36}$/);
    expect(poll.recapId).toMatch(/^[0-9a-f-]{36}$/);
    expect(old.recapId).not.toBe(poll.recapId);
    expect([old.recapEnabled, poll.recapEnabled]).toEqual([true, true]);
    const off = await host.gql('mutation ($e: ID!) { setRecapEnabled(eventId: $e, enabled: false) { id } }', { e: ids.poll });
    expect(off.errors, JSON.stringify(off.errors)).toBeUndefined();
    const after = (await host.gql<{ events: Page }>(EVENTS)).data!.events.items;
    expect(after.find((e) => e.id === ids.poll)).toMatchObject({ recapId: poll.recapId, recapEnabled: false });
    await host.gql('mutation ($e: ID!) { setRecapEnabled(eventId: $e, enabled: true) { id } }', { e: ids.poll });
  });

  it('another user sees none of them, and a guest must sign in', async () => {
    const theirs = await other.gql<{ events: Page }>(EVENTS);
    expect(theirs.data!.events.items.map((e) => e.id)).toEqual([ids.othersEvent]);
    expect((await other.gql<{ events: Page }>(EVENTS, { deckId: quizDeck })).data!.events).toMatchObject({ total: 0, items: [] });
    const guest = await gqlAs(t.app, null, EVENTS);
    expect(guest.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' });
  });

  it('filters by search (title or code), deck and dates', async () => {
    const titles = async (variables: Record<string, unknown>) => {
      const r = await host.gql<{ events: Page }>(EVENTS, variables);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data!.events.items.map((e) => e.id);
    };
    expect(await titles({ search: 'friday' })).toEqual([ids.runningQuiz, ids.oldQuiz]);
    expect(await titles({ search: '100%_' })).toEqual([]);
    const code = (await host.gql<{ events: Page }>(EVENTS)).data!.events.items[1]!.code;
    expect(await titles({ search: code })).toContain(ids.poll);
    expect(await titles({ deckId: pollDeck })).toEqual([ids.poll]);
    expect(await titles({ from: '2025-02-01', to: '2025-02-28' })).toEqual([ids.poll]);
    // A date `to` includes its whole day; a date-time `to` is exclusive.
    expect(await titles({ to: '2025-02-14' })).toEqual([ids.poll, ids.oldQuiz]);
    expect(await titles({ to: '2025-02-14T18:30:00Z' })).toEqual([ids.oldQuiz]);
    expect(await titles({ from: '2025-02-14T19:30:00+01:00' })).toEqual([ids.runningQuiz, ids.poll]);
    // The home page's two lists: events still running, and ended ones.
    expect(await titles({ status: ['LOBBY', 'LIVE'] })).toEqual([ids.runningQuiz]);
    expect(await titles({ status: ['ENDED'] })).toEqual([ids.poll, ids.oldQuiz]);
    expect(await titles({ status: ['ENDED'], deckId: quizDeck })).toEqual([ids.oldQuiz]);
  });

  it('pages 20 at a time by default, without overlap', async () => {
    const many = await signUpUser(t.app, 'Busy');
    const deck = await deckTitled(many, 'Weekly');
    for (let i = 0; i < 23; i++) {
      const r = await many.gql<{ startEvent: { id: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id } }', { d: deck });
      await many.gql('mutation ($e: ID!) { endEvent(eventId: $e) { id } }', { e: r.data!.startEvent.id });
    }
    const first = (await many.gql<{ events: Page }>(EVENTS)).data!.events;
    const second = (await many.gql<{ events: Page }>(EVENTS, { page: 2 })).data!.events;
    expect(first).toMatchObject({ total: 23, pageCount: 2, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(3);
    expect(new Set([...first.items, ...second.items].map((e) => e.id)).size).toBe(23);
    const small = (await many.gql<{ events: Page }>(EVENTS, { pageSize: 5, page: 5 })).data!.events;
    expect(small.pageCount).toBe(5);
    expect(small.items.map((e) => e.id)).toEqual(second.items.map((e) => e.id));
  });

  it.each([
    [{ page: 0 }, 'page', 'page: at least 1'],
    [{ pageSize: 101 }, 'pageSize', 'pageSize: at most 100'],
    [{ deckId: 'nope' }, 'deckId', 'deckId: not a deck id'],
    [{ from: 'yesterday' }, 'from', 'from: an ISO 8601 date-time (2025-03-01T09:00:00Z) or date (2025-03-01)'],
    [{ from: '2025-03-01', to: '2025-02-01' }, 'to', 'to: must be after from'],
    [{ search: 'x'.repeat(201) }, 'search', 'search: at most 200 characters'],
  ])('refuses %j with a clear error', async (variables, field, message) => {
    const r = await host.gql(EVENTS, variables);
    expect(r.errors?.[0]?.message).toBe(message);
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT', field });
  });
});
