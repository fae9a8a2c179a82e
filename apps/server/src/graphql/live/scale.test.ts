// A scale slide over the real API (SPEC R13): phones rate statements over the websocket, the
// live results every phone and big screen receives hold each statement's average, count and
// spread while rating is still open, and an answer that does not fit the slide is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient, type Protocol } from '../../testing/wsClient';

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

const NOTE = 'HOST-ONLY-SCALE-NOTE';
const SCALE = {
  type: 'scale',
  id: 'day',
  question: 'How was the day?',
  statements: ['The talks', 'The food', 'The venue'],
  min: 1,
  max: 5,
  minLabel: 'Poor',
  maxLabel: 'Great',
  notes: NOTE,
};

interface ScaleResults {
  kind: string;
  total: number;
  statements: { count: number; average: number | null; distribution: number[] }[];
}
interface LiveState {
  step: string | null;
  slide: { id: string; content: Record<string, unknown> } | null;
  results: ScaleResults | null;
  me: { answered: boolean; answer: unknown } | null;
}

const LIVE_QUERY = `subscription ($e: ID!) { liveEvent(eventId: $e) {
  step results slide { id type content } me { answered answer } } }`;
const SUBMIT =
  'mutation ($e: ID!, $s: ID!, $a: JSON!, $r: Int) { submitAnswer(eventId: $e, slideId: $s, answer: $a, round: $r) { accepted } }';

async function startScaleEvent(): Promise<{ id: string; code: string }> {
  const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const deckId = created.data!.createDeck.id;
  const saved = await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id: deckId,
    doc: { version: 1, title: 'Team day feedback', slides: [SCALE] },
  });
  expect(saved.errors).toBeUndefined();
  const r = await host.gql<{ startEvent: { id: string; code: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id code } }', {
    d: deckId,
  });
  expect(r.errors).toBeUndefined();
  return r.data!.startEvent;
}

async function subscribe(eventId: string, params: Record<string, unknown> | undefined, protocol: Protocol): Promise<TestWsClient> {
  const client = await TestWsClient.open(wsUrl, protocol);
  expect((await client.init(params)).type).toBe('connection_ack');
  client.start('live', LIVE_QUERY, { e: eventId });
  return client;
}

async function joinPhone(eventId: string, code: string, nickname: string, protocol: Protocol): Promise<TestWsClient> {
  const r = await gqlAs<{ joinEvent: { participantToken: string } }>(
    t.app,
    null,
    'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }',
    { c: code, n: nickname },
  );
  expect(r.errors).toBeUndefined();
  return subscribe(eventId, { participantToken: r.data!.joinEvent.participantToken }, protocol);
}

const liveStates = (client: TestWsClient): LiveState[] =>
  client.messages
    .filter((m) => m.id === 'live' && m.type === client.dataType)
    .map((m) => (m.payload as { data: { liveEvent: LiveState } }).data.liveEvent);

async function waitForState(client: TestWsClient, match: (s: LiveState) => boolean): Promise<LiveState> {
  await client.waitFor(
    (m) => m.id === 'live' && m.type === client.dataType && match((m.payload as { data: { liveEvent: LiveState } }).data.liveEvent),
    10_000,
  );
  return liveStates(client).filter(match).at(-1)!;
}

let ops = 0;
async function submit(client: TestWsClient, eventId: string, answer: unknown) {
  const id = `op${++ops}`;
  client.start(id, SUBMIT, { e: eventId, s: 'day', a: answer, r: 0 });
  const m = await client.waitFor((x) => x.id === id && (x.type === client.dataType || x.type === 'error'));
  if (m.type === 'error') return { errors: m.payload as { message: string; extensions?: { code?: string } }[] };
  return m.payload as { data?: { submitAnswer: { accepted: boolean } }; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function advance(eventId: string): Promise<string | null> {
  const r = await host.gql<{ advanceEvent: { step: string | null } }>('mutation ($e: ID!) { advanceEvent(eventId: $e) { step } }', {
    e: eventId,
  });
  expect(r.errors).toBeUndefined();
  return r.data!.advanceEvent.step;
}

describe('a scale slide over the real API (R13)', () => {
  it('R13.3 R13.4 two participants rate; the live results hold each statement’s average, count and spread while rating is open', async () => {
    const event = await startScaleEvent();
    const ada = await joinPhone(event.id, event.code, 'Ada', 'graphql-ws');
    const grace = await joinPhone(event.id, event.code, 'Grace', 'graphql-transport-ws');
    // A third participant keeps rating open after the first two (R5.3), so the results are seen live.
    const linus = await joinPhone(event.id, event.code, 'Linus', 'graphql-transport-ws');
    const screen = await subscribe(event.id, undefined, 'graphql-transport-ws');

    expect(await advance(event.id)).toBe('answering');
    const open = await waitForState(ada, (s) => s.step === 'answering' && s.slide?.id === 'day');
    // R13.1 nothing to hide: the statements and the range reach phones; the notes never do.
    expect(open.slide!.content).toMatchObject({ statements: SCALE.statements, min: 1, max: 5, minLabel: 'Poor', maxLabel: 'Great' });
    expect(JSON.stringify(ada.messages)).not.toContain(NOTE);

    expect((await submit(ada, event.id, { values: [5, 3, null] })).data?.submitAnswer.accepted).toBe(true);
    expect((await submit(grace, event.id, { values: [4, 2, null] })).data?.submitAnswer.accepted).toBe(true);

    const expected: ScaleResults = {
      kind: 'scale',
      total: 2,
      statements: [
        { count: 2, average: 4.5, distribution: [0, 0, 0, 1, 1] },
        { count: 2, average: 2.5, distribution: [0, 1, 1, 0, 0] },
        // Both skipped the venue: no average, not a zero.
        { count: 0, average: null, distribution: [0, 0, 0, 0, 0] },
      ],
    };
    const hasBoth = (s: LiveState) => s.step === 'answering' && s.results?.total === 2;
    // Every phone (the one that has not rated too) and the big screen get them before rating closes.
    for (const client of [ada, grace, linus, screen]) expect((await waitForState(client, hasBoth)).results).toEqual(expected);
    const mine = await waitForState(ada, (s) => s.me?.answered === true);
    expect(mine.me!.answer).toEqual({ values: [5, 3, null] });

    // The last connected participant rates: rating closes and the results are final.
    expect((await submit(linus, event.id, { values: [2, 2, 4] })).data?.submitAnswer.accepted).toBe(true);
    const final = await waitForState(screen, (s) => s.step === 'results');
    expect(final.results).toEqual({
      kind: 'scale',
      total: 3,
      statements: [
        // (5 + 4 + 2) / 3 = 3.666… → 3.7; (3 + 2 + 2) / 3 = 2.333… → 2.3.
        { count: 3, average: 3.7, distribution: [0, 1, 0, 1, 1] },
        { count: 3, average: 2.3, distribution: [0, 2, 1, 0, 0] },
        { count: 1, average: 4, distribution: [0, 0, 0, 1, 0] },
      ],
    });
    for (const c of [ada, grace, linus, screen]) c.close();
  });

  it('R13.2 refuses an answer that does not fit the slide, saying which value and why', async () => {
    const event = await startScaleEvent();
    const phone = await joinPhone(event.id, event.code, 'Ada', 'graphql-transport-ws');
    expect(await advance(event.id)).toBe('answering');
    await waitForState(phone, (s) => s.step === 'answering');
    const cases: [unknown, string][] = [
      [{ values: [5, 3] }, 'answer: values: one per statement, 3 in all'],
      [{ values: [5, 6, 1] }, 'answer: values[1]: must be between 1 and 5'],
      [{ values: [null, null, null] }, 'answer: values: rate at least one statement'],
      [{ values: [4.5, 1, 1] }, 'answer: values: each must be a whole number'],
      [{ choices: [1] }, 'answer: values must be a list'],
    ];
    for (const [answer, message] of cases) {
      const r = await submit(phone, event.id, answer);
      expect(r.errors?.[0]?.message, JSON.stringify(answer)).toBe(message);
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    // Nothing refused was counted; a fitting answer still goes through.
    expect((await submit(phone, event.id, { values: [1, null, 5] })).data?.submitAnswer.accepted).toBe(true);
    const closed = await waitForState(phone, (s) => s.step === 'results');
    expect(closed.results?.total).toBe(1);
    phone.close();
  });
});
