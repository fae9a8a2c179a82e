// An order slide over the real API (SPEC R11): saved with its shuffle key, played on phones that
// get the items only in the shown order until the reveal, answered, checked and scored.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decks, events } from '../../db/schema';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient, type WsMessage } from '../../testing/wsClient';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;

const CORRECT = ['Mercury', 'Venus', 'Earth', 'Mars'];
/** Key `planets` shows them as Mars, Mercury, Venus, Earth (pinned in shared's tests). */
const SHOWN = ['Mars', 'Mercury', 'Venus', 'Earth'];
const RIGHT = [1, 2, 3, 0];

const deck = {
  version: 1,
  title: 'Order deck',
  slides: [
    {
      type: 'order',
      id: 'closest',
      question: 'Closest to the Sun first',
      items: CORRECT,
      shuffleKey: 'planets',
      timeLimit: 60,
      explanation: 'Mercury orbits at 0.39 AU',
      notes: 'HOST-ONLY-NOTE',
    },
  ],
};

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
  host = await signUpUser(t.app, 'Host');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const LIVE = `subscription ($e: ID!) { liveEvent(eventId: $e) {
  status step results slide { id type content } me { score answered answer lastAnswer { correct points } } } }`;

type Live = {
  status: string;
  step: string | null;
  results: Record<string, unknown> | null;
  slide: { id: string; content: Record<string, unknown> } | null;
  me: { score: number; answered: boolean; lastAnswer: { correct: boolean; points: number } | null } | null;
};

const liveOf = (m: WsMessage) => (m.payload as { data: { liveEvent: Live } }).data.liveEvent;
const isLive = (c: TestWsClient, m: WsMessage) => m.id === 'live' && m.type === c.dataType;
async function shows(client: TestWsClient, match: (s: Live) => boolean): Promise<Live> {
  return liveOf(await client.waitFor((m) => isLive(client, m) && match(liveOf(m)), 10_000));
}

let ops = 0;
async function submit(client: TestWsClient, eventId: string, answer: unknown) {
  const id = `op${++ops}`;
  client.start(id, 'mutation ($e: ID!, $s: ID!, $a: JSON!) { submitAnswer(eventId: $e, slideId: $s, answer: $a, round: 0) { accepted } }', {
    e: eventId,
    s: 'closest',
    a: answer,
  });
  const m = await client.waitFor((x) => x.id === id && (x.type === client.dataType || x.type === 'error'));
  type Reply = { data?: { submitAnswer: { accepted: boolean } }; errors?: { message: string; extensions?: { code: string } }[] };
  return m.type === 'error' ? { errors: m.payload as Reply['errors'] } : (m.payload as Reply);
}

async function phone(eventId: string, code: string, nickname: string): Promise<TestWsClient> {
  const joined = await gqlAs<{ joinEvent: { participantToken: string } }>(
    t.app,
    null,
    'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }',
    { c: code, n: nickname },
  );
  expect(joined.errors, JSON.stringify(joined.errors)).toBeUndefined();
  const client = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
  expect((await client.init({ participantToken: joined.data!.joinEvent.participantToken })).type).toBe('connection_ack');
  client.start('live', LIVE, { e: eventId });
  return client;
}

const advance = async (eventId: string) => {
  const r = await host.gql<{ advanceEvent: { step: string } }>('mutation ($e: ID!) { advanceEvent(eventId: $e) { step } }', {
    e: eventId,
  });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.advanceEvent.step;
};

describe('an order slide over the API (R11)', () => {
  it('R11.4 R11.5 R11.6 R11.7 phones get no order before the reveal; a whole right order scores, the rest 0', async () => {
    const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
    const deckId = created.data!.createDeck.id;
    const saved = await host.gql<{ saveDeck: { problems: unknown[] } }>(
      'mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { problems { path } } }',
      { id: deckId, doc: deck },
    );
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    expect(saved.data!.saveDeck.problems).toEqual([]);
    const started = await host.gql<{ startEvent: { id: string; code: string } }>(
      'mutation ($d: ID!) { startEvent(deckId: $d) { id code } }',
      { d: deckId },
    );
    expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
    const { id: eventId, code } = started.data!.startEvent;

    const right = await phone(eventId, code, 'Right');
    const wrong = await phone(eventId, code, 'Wrong');
    const screen = await TestWsClient.open(wsUrl, 'graphql-ws');
    expect((await screen.init({})).type).toBe('connection_ack');
    screen.start('live', LIVE, { e: eventId });

    expect(await advance(eventId)).toBe('question');
    expect(await advance(eventId)).toBe('answering');
    const answering = await shows(right, (s) => s.step === 'answering');
    await shows(screen, (s) => s.step === 'answering');

    // R11.4: the items in the shown order, and nothing else that orders them.
    expect(answering.slide!.content).toEqual({
      type: 'order',
      id: 'closest',
      question: 'Closest to the Sun first',
      shownItems: SHOWN,
      timeLimit: 60,
      points: 'standard',
    });
    expect(answering.results).toBeNull();

    // R11.5: only a whole order of the shown items is taken.
    for (const [answer, message] of [
      [{ order: [1, 2, 3] }, 'order: put all 4 items in order'],
      [{ order: [1, 1, 3, 0] }, 'order: an item is placed twice'],
      [{ order: [1, 2, 3, 4] }, 'order: items are numbered 0 to 3'],
      [{ choices: [0] }, 'order'],
    ] as const) {
      const refused = await submit(wrong, eventId, answer);
      expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toContain(message);
    }

    expect((await submit(wrong, eventId, { order: [0, 1, 2, 3] })).data?.submitAnswer.accepted).toBe(true);
    expect((await submit(right, eventId, { order: RIGHT })).data?.submitAnswer.accepted).toBe(true);

    // Everyone answered: answering closes and the reveal follows (R5.3).
    const revealed = (s: Live) => s.step === 'reveal';
    const [rightAfter, wrongAfter, screenAfter] = await Promise.all([
      shows(right, revealed),
      shows(wrong, revealed),
      shows(screen, revealed),
    ]);

    // R11.4 in bytes: nothing a phone or the big screen received before the reveal orders the items.
    for (const client of [right, wrong, screen]) {
      const firstReveal = client.messages.findIndex((m) => isLive(client, m) && liveOf(m).step === 'reveal');
      const before = JSON.stringify(client.messages.slice(0, firstReveal));
      expect(before).toContain('"shownItems":["Mars","Mercury","Venus","Earth"]');
      expect(before).not.toContain(JSON.stringify(CORRECT).slice(1, -1));
      expect(before).not.toContain('planets');
      expect(before).not.toContain('solution');
      expect(before).not.toContain('0.39 AU');
      expect(before).not.toContain('HOST-ONLY-NOTE');
    }

    // R11.6: all or nothing.
    expect(rightAfter.me!.lastAnswer!.correct).toBe(true);
    expect(rightAfter.me!.lastAnswer!.points).toBeGreaterThanOrEqual(500);
    expect(rightAfter.me!.score).toBe(rightAfter.me!.lastAnswer!.points);
    expect(wrongAfter.me!.lastAnswer).toEqual({ correct: false, points: 0 });

    // From the reveal: the solution as shown indices, the explanation; still no notes or key.
    expect(screenAfter.slide!.content).toMatchObject({ shownItems: SHOWN, solution: RIGHT, explanation: 'Mercury orbits at 0.39 AU' });
    expect(JSON.stringify(screenAfter.slide!.content)).not.toContain('planets');
    expect(JSON.stringify(screenAfter.slide!.content)).not.toContain('HOST-ONLY-NOTE');
    // R11.7: the wrong answer (the shown order) had no item in its place.
    expect(screenAfter.results).toEqual({ kind: 'order', total: 2, allRight: 1, inPlace: [1, 1, 1, 1] });

    for (const c of [right, wrong, screen]) c.close();
  });

  it('R11.1 a deck keeps its shuffle key when saved without one: one is made, then kept', async () => {
    const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
    const id = created.data!.createDeck.id;
    const { shuffleKey: _, ...withoutKey } = deck.slides[0]!;
    await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id,
      doc: { ...deck, slides: [withoutKey] },
    });
    const exportKey = async () => {
      const r = await host.gql<{ exportDeck: { slides: { shuffleKey: string }[] } }>('query ($id: ID!) { exportDeck(id: $id) }', { id });
      return r.data!.exportDeck.slides[0]!.shuffleKey;
    };
    const key = await exportKey();
    expect(key).toMatch(/^[a-z0-9]{12}$/);
    expect(await exportKey()).toBe(key);
  });

  it('R11.4 a deck stored by an older version, without a shuffle key, is shuffled by a new secret key in its event', async () => {
    const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
    const deckId = created.data!.createDeck.id;
    await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id: deckId,
      doc: deck,
    });
    // As a version before the key stored it.
    const { shuffleKey: _, ...old } = deck.slides[0]!;
    await db.db
      .update(decks)
      .set({ slides: [old] })
      .where(eq(decks.id, deckId));
    const started = await host.gql<{ startEvent: { id: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id } }', { d: deckId });
    expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
    const [row] = await db.db.select({ slides: events.slides }).from(events).where(eq(events.id, started.data!.startEvent.id));
    expect((row!.slides as { shuffleKey?: string }[])[0]!.shuffleKey).toMatch(/^[a-z0-9]{12}$/);
  });
});
