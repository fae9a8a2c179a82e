// A ranking slide played over the real API (SPEC R14): phones send their order over their
// sockets, the server refuses anything but a full ranking, and the room's ranking by Borda
// count follows each answer live on a big screen and on the phones (R7.4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient, type WsMessage } from '../../testing/wsClient';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;

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

const NOTE = 'HOST-ONLY-RANKING-NOTE';
const ITEMS = ['Speed', 'Quality', 'Cost', 'Fun'];
const [SPEED, QUALITY, COST, FUN] = [0, 1, 2, 3];

const LIVE = `subscription ($e: ID!) { liveEvent(eventId: $e) {
  status step answeredCount results slide { id type content } me { answered answer } } }`;
const SUBMIT =
  'mutation ($e: ID!, $s: ID!, $a: JSON!, $r: Int) { submitAnswer(eventId: $e, slideId: $s, answer: $a, round: $r) { accepted slideId round } }';

type Ranked = { index: number; score: number; averagePosition: number | null; firsts: number };
type State = {
  status: string;
  step: string | null;
  results: { kind: string; total: number; items: Ranked[] } | null;
  slide: { id: string; type: string; content: Record<string, unknown> } | null;
};

async function startRankingEvent(): Promise<{ id: string; code: string }> {
  const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const deckId = created.data!.createDeck.id;
  const saved = await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id: deckId,
    doc: {
      version: 1,
      title: 'Priorities',
      slides: [{ type: 'ranking', id: 'rank1', question: 'What matters most?', items: ITEMS, notes: NOTE }],
    },
  });
  expect(saved.errors).toBeUndefined();
  const r = await host.gql<{ startEvent: { id: string; code: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id code } }', {
    d: deckId,
  });
  expect(r.errors).toBeUndefined();
  return r.data!.startEvent;
}

async function subscribe(eventId: string, participantToken?: string): Promise<TestWsClient> {
  const client = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
  expect((await client.init(participantToken ? { participantToken } : undefined)).type).toBe('connection_ack');
  client.start('live', LIVE, { e: eventId });
  return client;
}

async function joinPhone(code: string, nickname: string): Promise<TestWsClient> {
  const r = await gqlAs<{ joinEvent: { participantToken: string; event: { id: string } } }>(
    t.app,
    null,
    'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken event { id } } }',
    { c: code, n: nickname },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return subscribe(r.data!.joinEvent.event.id, r.data!.joinEvent.participantToken);
}

const statesOf = (client: TestWsClient): State[] =>
  client.messages
    .filter((m: WsMessage) => m.id === 'live' && m.type === client.dataType)
    .map((m) => (m.payload as { data: { liveEvent: State } }).data.liveEvent);

async function waitForState(client: TestWsClient, match: (s: State) => boolean): Promise<State> {
  await client.waitFor(
    (m) => m.id === 'live' && m.type === client.dataType && match((m.payload as { data: { liveEvent: State } }).data.liveEvent),
    10_000,
  );
  return statesOf(client).filter(match).at(-1)!;
}

let ops = 0;
async function submit(client: TestWsClient, eventId: string, answer: unknown) {
  const id = `op${++ops}`;
  client.start(id, SUBMIT, { e: eventId, s: 'rank1', a: answer, r: 0 });
  const m = await client.waitFor((x) => x.id === id && (x.type === client.dataType || x.type === 'error'));
  return m.payload as { data?: { submitAnswer: { accepted: boolean } }; errors?: { message: string; extensions?: { code: string } }[] };
}

async function advance(eventId: string): Promise<string | null> {
  const r = await host.gql<{ advanceEvent: { step: string | null } }>('mutation ($e: ID!) { advanceEvent(eventId: $e) { step } }', {
    e: eventId,
  });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.advanceEvent.step;
}

/** The results' rows as [item, score, average position, first places], best first. */
const rows = (s: State) => s.results!.items.map((i) => [i.index, i.score, i.averagePosition, i.firsts]);

describe('a ranking slide, live (SPEC R14)', () => {
  it('R14.2 R14.3 R14.4 R14.5 refuses partial rankings; the room’s Borda ranking follows each answer on the big screen and phones', async () => {
    const event = await startRankingEvent();
    const screen = await subscribe(event.id);
    const [ana, ben, cai] = [await joinPhone(event.code, 'Ana'), await joinPhone(event.code, 'Ben'), await joinPhone(event.code, 'Cai')];

    // R14.1: it opens straight on answering, every item in the slide's order, notes kept back.
    expect(await advance(event.id)).toBe('answering');
    const open = await waitForState(ana, (s) => s.step === 'answering' && s.slide?.id === 'rank1');
    expect(open.slide!.content).toMatchObject({ type: 'ranking', question: 'What matters most?', items: ITEMS });
    expect(open.slide!.content).not.toHaveProperty('notes');
    expect(open.results).toEqual({
      kind: 'ranking',
      total: 0,
      items: ITEMS.map((_, index) => ({ index, score: 0, averagePosition: null, firsts: 0 })),
    });

    // R14.2: anything but every item exactly once is refused, with the reason.
    for (const [answer, message] of [
      [{ order: [SPEED, QUALITY] }, 'answer: order: rank all 4 items'],
      [{ order: [SPEED, SPEED, COST, FUN] }, 'answer: order: an item is ranked twice'],
      [{ order: [SPEED, QUALITY, COST, 4] }, 'answer: order: items are numbered 0 to 3'],
      [{ choices: [0] }, 'answer: order must be a list of item numbers'],
    ] as const) {
      const refused = await submit(ana, event.id, answer);
      expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(message);
    }

    // R14.3: Ana's ranking alone. Four items: first 3 points, then 2, 1, last 0.
    expect((await submit(ana, event.id, { order: [COST, SPEED, FUN, QUALITY] })).data?.submitAnswer.accepted).toBe(true);
    const one = await waitForState(screen, (s) => s.results?.total === 1);
    expect(one.step).toBe('answering');
    expect(rows(one)).toEqual([
      [COST, 3, 1, 1],
      [SPEED, 2, 2, 0],
      [FUN, 1, 3, 0],
      [QUALITY, 0, 4, 0],
    ]);

    // Ben's is summed in. Cost and Speed tie on 5 points with one first place each: the slide's order (R14.4).
    await submit(ben, event.id, { order: [SPEED, COST, QUALITY, FUN] });
    const two = await waitForState(screen, (s) => s.results?.total === 2);
    expect(two.step).toBe('answering');
    expect(rows(two)).toEqual([
      [SPEED, 5, 1.5, 1],
      [COST, 5, 1.5, 1],
      [QUALITY, 1, 3.5, 0],
      [FUN, 1, 3.5, 0],
    ]);
    // Phones get the same live results, the one that answered included (R7.4).
    expect(rows(await waitForState(ana, (s) => s.results?.total === 2))).toEqual(rows(two));

    // Cai breaks the tie: with everyone in, answering closes (R5.3) and the results stay.
    await submit(cai, event.id, { order: [COST, FUN, SPEED, QUALITY] });
    const final = await waitForState(screen, (s) => s.step === 'results' && s.results?.total === 3);
    expect(rows(final)).toEqual([
      [COST, 8, 1.33, 2],
      [SPEED, 6, 2, 1],
      [FUN, 3, 3, 0],
      [QUALITY, 1, 3.67, 0],
    ]);
    const caiAtResults = await waitForState(cai, (s) => s.step === 'results');
    expect(rows(caiAtResults)).toEqual(rows(final));

    // The host's notes never reached a phone or the big screen.
    for (const client of [screen, ana, ben, cai]) expect(client.messages.map((m) => JSON.stringify(m)).join('\n')).not.toContain(NOTE);
    for (const client of [screen, ana, ben, cai]) client.close();
  });
});
