import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SlideResults } from '@mingle/shared';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { signUpUser, type GqlResult, type TestUser } from '../testing/gql';
import { loadSnapshot, refreshSnapshot } from './snapshot';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let host: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  host = await signUpUser(t.app, 'Host');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const deck = {
  version: 1,
  title: 'Upvotes',
  slides: [
    { type: 'opentext', id: 'ot1', question: 'Ideas for the offsite?', upvotes: true },
    { type: 'opentext', id: 'ot2', question: 'Anything else?', upvotes: false },
    { type: 'quiz', id: 'q1', question: 'Largest planet?', options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }], timeLimit: 30 },
  ],
};

const UPVOTE = 'mutation ($e: ID!, $s: ID!, $a: ID!) { upvoteAnswer(eventId: $e, slideId: $s, answerId: $a) { answerId upvoted } }';
const MINE = 'query ($e: ID!, $s: ID!) { myUpvotes(eventId: $e, slideId: $s) { answerId upvoted } }';
const SUBMIT = 'mutation ($e: ID!, $s: ID!, $a: JSON!) { submitAnswer(eventId: $e, slideId: $s, answer: $a) { accepted } }';

/** A GraphQL call with a participant token, as a phone makes it over HTTP. */
async function asPhone<T>(token: string, query: string, variables: Record<string, unknown>): Promise<GqlResult<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { 'x-participant-token': token },
    payload: { query, variables },
  });
  const body = res.json() as { data: T | null; errors?: GqlResult['errors'] };
  return { status: res.statusCode, data: body.data, ...(body.errors ? { errors: body.errors } : {}) };
}

interface Room {
  eventId: string;
  phones: { token: string; id: string }[];
  advance(): Promise<void>;
  answer(phone: number, text: string, slideId?: string): Promise<void>;
  upvote(phone: number, answerId: string, slideId?: string): Promise<GqlResult<{ upvoteAnswer: { answerId: string; upvoted: boolean } }>>;
  mine(phone: number, slideId?: string): Promise<{ answerId: string | null; upvoted: string[] }>;
  results(): Promise<SlideResults | null>;
}

/** An event of `deck` with `count` phones joined, at ot1's answering step. */
async function room(count: number): Promise<Room> {
  const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const deckId = created.data!.createDeck.id;
  await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id: deckId,
    doc: deck,
  });
  const started = await host.gql<{ startEvent: { id: string; code: string } }>(
    'mutation ($d: ID!) { startEvent(deckId: $d) { id code } }',
    { d: deckId },
  );
  const { id: eventId, code } = started.data!.startEvent;
  const phones: Room['phones'] = [];
  for (let i = 0; i < count; i++) {
    const r = await asPhone<{ joinEvent: { participantToken: string; participant: { id: string } } }>(
      '',
      'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken participant { id } } }',
      { c: code, n: `phone ${i}` },
    );
    phones.push({ token: r.data!.joinEvent.participantToken, id: r.data!.joinEvent.participant.id });
  }
  const r: Room = {
    eventId,
    phones,
    async advance() {
      const a = await host.gql('mutation ($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: eventId });
      expect(a.errors).toBeUndefined();
    },
    async answer(phone, text, slideId = 'ot1') {
      const a = await asPhone(phones[phone]!.token, SUBMIT, { e: eventId, s: slideId, a: { text } });
      expect(a.errors, JSON.stringify(a.errors)).toBeUndefined();
    },
    upvote: (phone, answerId, slideId = 'ot1') => asPhone(phones[phone]!.token, UPVOTE, { e: eventId, s: slideId, a: answerId }),
    async mine(phone, slideId = 'ot1') {
      const m = await asPhone<{ myUpvotes: { answerId: string | null; upvoted: string[] } }>(phones[phone]!.token, MINE, {
        e: eventId,
        s: slideId,
      });
      expect(m.errors, JSON.stringify(m.errors)).toBeUndefined();
      return m.data!.myUpvotes;
    },
    async results() {
      return (await loadSnapshot(db.db, eventId, t.clock.now()))!.results;
    },
  };
  await r.advance(); // lobby → ot1:answering
  return r;
}

const errorOf = (r: GqlResult) => r.errors?.[0]?.message;
const wall = (results: SlideResults | null) => (results?.kind === 'texts' ? results.items : []);

describe('upvotes on open-text answers (R8)', () => {
  it('R8.5 results carry each answer’s id and votes, the wall ordered by votes, then newest', async () => {
    const r = await room(3);
    await r.answer(0, 'Boat trip');
    await r.answer(1, 'Cooking class');
    await r.answer(2, 'Escape room');
    const before = await r.results();
    expect(before).toMatchObject({
      kind: 'texts',
      total: 3,
      items: [
        { text: 'Escape room', upvotes: 0 },
        { text: 'Cooking class', upvotes: 0 },
        { text: 'Boat trip', upvotes: 0 },
      ],
    });
    const id = (text: string) => (before as Extract<SlideResults, { kind: 'texts' }>).items.find((i) => i.text === text)!.id!;
    // Ids say nothing of who wrote the answer.
    for (const p of r.phones) expect(JSON.stringify(before)).not.toContain(p.id);

    expect((await r.upvote(1, id('Boat trip'))).data).toEqual({ upvoteAnswer: { answerId: id('Boat trip'), upvoted: true } });
    await r.upvote(2, id('Boat trip'));
    await r.upvote(0, id('Cooking class'));
    expect(await r.results()).toMatchObject({
      items: [
        { text: 'Boat trip', upvotes: 2 },
        { text: 'Cooking class', upvotes: 1 },
        { text: 'Escape room', upvotes: 0 },
      ],
    });
    expect(await r.mine(0)).toEqual({ answerId: id('Boat trip'), upvoted: [id('Cooking class')] });
  });

  it('R8.4 one vote per participant per answer: voting again is a no-op with the same receipt', async () => {
    const r = await room(2);
    await r.answer(0, 'Picnic');
    await r.answer(1, 'Karaoke');
    const { answerId } = await r.mine(0);
    const first = await r.upvote(1, answerId!);
    const again = await r.upvote(1, answerId!);
    expect(again.errors).toBeUndefined();
    expect(again.data).toEqual(first.data);
    expect(await r.results()).toMatchObject({
      items: [
        { text: 'Picnic', upvotes: 1 },
        { text: 'Karaoke', upvotes: 0 },
      ],
    });
  });

  it('R8.4 nobody upvotes their own answer, and an unknown id names no answer', async () => {
    const r = await room(1);
    await r.answer(0, 'Bowling');
    const { answerId } = await r.mine(0);
    expect(errorOf(await r.upvote(0, answerId!))).toBe('You cannot upvote your own answer');
    expect(errorOf(await r.upvote(0, '999999999'))).toBe('This answer does not exist');
    expect(errorOf(await r.upvote(0, 'not-an-id'))).toBe('This answer does not exist');
  });

  it('R8.3 a phone votes only after sending its own answer', async () => {
    const r = await room(2);
    await r.answer(0, 'Hiking');
    expect(await r.mine(1)).toEqual({ answerId: null, upvoted: [] });
    const { answerId } = await r.mine(0);
    expect(errorOf(await r.upvote(1, answerId!))).toBe('Send your own answer first');
    expect(await r.results()).toMatchObject({ items: [{ text: 'Hiking', upvotes: 0 }] });
  });

  it('R8.1 votes are refused on a slide with upvotes off', async () => {
    const r = await room(2);
    await r.advance(); // ot1:results
    await r.advance(); // ot2:answering
    await r.answer(0, 'Nope', 'ot2');
    await r.answer(1, 'Nothing', 'ot2');
    const { answerId } = await r.mine(1, 'ot2');
    expect(errorOf(await r.upvote(0, answerId!, 'ot2'))).toBe('Upvotes are off for this slide');
    // Without upvotes the slide reads no votes at all.
    expect((await loadSnapshot(db.db, r.eventId, t.clock.now()))!.upvotes).toBeNull();
  });

  it('R8.2 votes are taken in the answering and results steps of the current slide only', async () => {
    const r = await room(2);
    await r.answer(0, 'Museum');
    await r.answer(1, 'Zoo');
    const { answerId } = await r.mine(0);
    await r.advance(); // ot1:results: still open for votes
    expect((await r.upvote(1, answerId!)).errors).toBeUndefined();
    await r.advance(); // ot2:answering
    expect(errorOf(await r.upvote(0, (await r.mine(1)).answerId!))).toBe('Voting is closed for this slide');
  });

  it('R8.4 a removed seat cannot vote, and its votes leave the counts (R3.8)', async () => {
    const r = await room(3);
    await r.answer(0, 'Sailing');
    await r.answer(1, 'Climbing');
    await r.answer(2, 'Chess');
    const sailing = (await r.mine(0)).answerId!;
    await r.upvote(1, sailing);
    await r.upvote(2, sailing);
    expect(wall(await r.results())[0]).toMatchObject({ text: 'Sailing', upvotes: 2 });
    const removed = await host.gql('mutation ($e: ID!, $p: ID!) { removeParticipant(eventId: $e, participantId: $p) { id } }', {
      e: r.eventId,
      p: r.phones[2]!.id,
    });
    expect(removed.errors).toBeUndefined();
    expect(errorOf(await r.upvote(2, (await r.mine(1)).answerId!))).toBe('You were removed from this event');
    expect(wall(await r.results())[0]).toMatchObject({ text: 'Sailing', upvotes: 1 });
  });

  it('R8.5 a refresh picks up new votes with no new answer; a quiz’s refresh reads no votes', async () => {
    const r = await room(2);
    await r.answer(0, 'Theatre');
    await r.answer(1, 'Cinema');
    const snap = (await loadSnapshot(db.db, r.eventId, t.clock.now()))!;
    await r.upvote(1, (await r.mine(0)).answerId!);
    const refreshed = await refreshSnapshot(db.db, snap, t.clock.now());
    expect(refreshed.results).toMatchObject({
      items: [
        { text: 'Theatre', upvotes: 1 },
        { text: 'Cinema', upvotes: 0 },
      ],
    });
    // Unchanged votes keep the same results object (the fan-out's cache is keyed on it).
    expect((await refreshSnapshot(db.db, refreshed, t.clock.now())).results).toBe(refreshed.results);

    await r.advance(); // ot1:results
    await r.advance(); // ot2:answering
    await r.advance(); // ot2:results
    await r.advance(); // q1:question
    await r.advance(); // q1:answering
    const quiz = (await loadSnapshot(db.db, r.eventId, t.clock.now()))!;
    const execute = vi.spyOn(db.db, 'execute');
    try {
      await refreshSnapshot(db.db, quiz, t.clock.now());
      const statements = execute.mock.calls.map((c) => JSON.stringify(c[0]));
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.filter((s) => s.includes('answer_upvotes'))).toEqual([]);
    } finally {
      execute.mockRestore();
    }
  });
});
