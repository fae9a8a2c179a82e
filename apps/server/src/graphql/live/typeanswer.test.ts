import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient, type Protocol, type WsMessage } from '../../testing/wsClient';

/*
 * SPEC R10 over the real API: participants type answers to a typeanswer slide on the
 * websocket; the matching, the scores and the results are the server's, and nothing a phone
 * or the big screen receives before the reveal holds an accepted answer.
 */

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;

const ACCEPTED = ['Canberra', 'Canberra, ACT'];
const EXPLANATION = 'Built as a compromise between Melbourne and Sydney';
const NOTE = 'HOST-ONLY-NOTE-4410';

const deck = {
  version: 1,
  title: 'Type answer live',
  slides: [
    {
      type: 'typeanswer',
      id: 'capital',
      question: 'Capital of Australia?',
      accepted: ACCEPTED,
      typoTolerance: true,
      timeLimit: 30,
      explanation: EXPLANATION,
      notes: NOTE,
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
const SUBMIT =
  'mutation ($e: ID!, $s: ID!, $a: JSON!, $r: Int) { submitAnswer(eventId: $e, slideId: $s, answer: $a, round: $r) { accepted } }';

type Live = {
  status: string;
  step: string | null;
  results: Record<string, unknown> | null;
  slide: { id: string; content: Record<string, unknown> } | null;
  me: { score: number; answered: boolean; answer: unknown; lastAnswer: { correct: boolean; points: number } | null } | null;
};
const liveOf = (m: WsMessage) => (m.payload as { data: { liveEvent: Live } }).data.liveEvent;
const isLive = (c: TestWsClient, m: WsMessage) => m.id === 'live' && m.type === c.dataType;

async function follow(eventId: string, params: Record<string, unknown>, protocol: Protocol): Promise<TestWsClient> {
  const client = await TestWsClient.open(wsUrl, protocol);
  expect((await client.init(params)).type).toBe('connection_ack');
  client.start('live', LIVE, { e: eventId });
  return client;
}

async function shows(client: TestWsClient, match: (s: Live) => boolean): Promise<Live> {
  return liveOf(await client.waitFor((m) => isLive(client, m) && match(liveOf(m)), 10_000));
}

let ops = 0;
async function submit(client: TestWsClient, eventId: string, answer: unknown) {
  const id = `op${++ops}`;
  client.start(id, SUBMIT, { e: eventId, s: 'capital', a: answer, r: 0 });
  const m = await client.waitFor((x) => x.id === id && (x.type === client.dataType || x.type === 'error'));
  return m.payload as {
    data?: { submitAnswer: { accepted: boolean } } | null;
    errors?: { message: string; extensions?: { code: string } }[];
  };
}

async function hostDo(eventId: string, mutation: string): Promise<string | null> {
  const r = await host.gql<Record<string, { step: string | null }>>(`mutation ($e: ID!) { ${mutation}(eventId: $e) { step } }`, {
    e: eventId,
  });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return Object.values(r.data!)[0]!.step;
}

describe('a typeanswer slide played live (SPEC R10)', () => {
  it('R10.6 R10.9 phones type answers and score by the matching rules; nothing before the reveal holds an accepted answer', async () => {
    const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
    const deckId = created.data!.createDeck.id;
    const saved = await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id: deckId,
      doc: deck,
    });
    expect(saved.errors).toBeUndefined();
    const started = await host.gql<{ startEvent: { id: string; code: string } }>(
      'mutation ($d: ID!) { startEvent(deckId: $d) { id code } }',
      {
        d: deckId,
      },
    );
    expect(started.errors).toBeUndefined();
    const event = started.data!.startEvent;

    // Four phones (both sub-protocols) and a big screen.
    const names = ['Exact', 'Typo', 'Wrong', 'Silent'];
    const phones: TestWsClient[] = [];
    for (const [i, nickname] of names.entries()) {
      const joined = await gqlAs<{ joinEvent: { participantToken: string } }>(
        t.app,
        null,
        'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }',
        { c: event.code, n: nickname },
      );
      expect(joined.errors).toBeUndefined();
      phones.push(
        await follow(
          event.id,
          { participantToken: joined.data!.joinEvent.participantToken },
          i % 2 ? 'graphql-ws' : 'graphql-transport-ws',
        ),
      );
    }
    const bigScreen = await follow(event.id, {}, 'graphql-transport-ws');
    const [exact, typo, wrong, silent] = phones as [TestWsClient, TestWsClient, TestWsClient, TestWsClient];

    expect(await hostDo(event.id, 'advanceEvent')).toBe('question');
    expect(await hostDo(event.id, 'advanceEvent')).toBe('answering');
    const answering = await shows(exact, (s) => s.step === 'answering');
    expect(answering.slide!.content).toMatchObject({ type: 'typeanswer', question: 'Capital of Australia?', typoTolerance: true });
    expect(answering.slide!.content).not.toHaveProperty('accepted');
    expect(answering.slide!.content).not.toHaveProperty('explanation');

    // R10.7: too long, blank and accents-only answers are refused with the field named; the phone may answer again.
    const tooLong = await submit(wrong, event.id, { text: 'x'.repeat(121) });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(tooLong.errors?.[0]?.message).toContain('text: at most 120 characters');
    const blank = await submit(wrong, event.id, { text: ' \u0301 ' });
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(blank.errors?.[0]?.message).toContain('text: write an answer first');

    // Case and spacing ignored; one typo forgiven; a wrong answer. "Silent" does not answer.
    for (const [phone, text] of [
      [exact, '  CANBERRA '],
      [typo, 'Canbera'],
      [wrong, 'Sydney'],
    ] as const) {
      const receipt = await submit(phone, event.id, { text });
      expect(receipt.data?.submitAnswer.accepted, JSON.stringify(receipt)).toBe(true);
    }
    // R6.5: before the reveal no phone sees its score move nor the results.
    const sent = await shows(typo, (s) => s.step === 'answering' && s.me?.answered === true);
    expect(sent.me).toMatchObject({ score: 0, answer: { text: 'Canbera' }, lastAnswer: null });
    expect(sent.results).toBeNull();

    expect(await hostDo(event.id, 'lockAnswers')).toBe('reveal');
    const revealed = await Promise.all(phones.map((p) => shows(p, (s) => s.step === 'reveal')));
    expect(revealed.map((s) => s.me!.lastAnswer?.correct ?? null)).toEqual([true, true, false, null]);
    // The test clock stands still: answered at once, full points (R6.1).
    expect(revealed.map((s) => s.me!.score)).toEqual([1000, 1000, 0, 0]);
    expect(revealed[0]!.slide!.content).toMatchObject({ accepted: ACCEPTED, explanation: EXPLANATION });
    // R10.8: grouped by compared form, most given first, spelled as typed.
    expect(revealed[0]!.results).toEqual({
      kind: 'typed',
      total: 3,
      correctCount: 2,
      answers: [
        { text: 'CANBERRA', count: 1, correct: true },
        { text: 'Canbera', count: 1, correct: true },
        { text: 'Sydney', count: 1, correct: false },
      ],
      others: 0,
    });
    const screenAtReveal = await shows(bigScreen, (s) => s.step === 'reveal');
    expect(screenAtReveal.slide!.content).toMatchObject({ accepted: ACCEPTED });

    // R10.9: the bytes each phone and the big screen got before the reveal hold no accepted
    // answer and no explanation (no phone typed one exactly as accepted); notes never.
    for (const client of [...phones, bigScreen]) {
      const raw = client.messages.map((m) => JSON.stringify(m));
      const firstReveal = raw.findIndex((r) => r.includes('"step":"reveal"'));
      expect(firstReveal).toBeGreaterThan(0);
      const before = raw.slice(0, firstReveal).join('\n');
      for (const a of ACCEPTED) expect(before).not.toContain(a);
      expect(before).not.toContain(EXPLANATION);
      expect(before).not.toContain('"accepted":[');
      expect(raw.join('\n')).not.toContain(NOTE);
    }
    expect(silent.closed).toBeNull();
    for (const c of [...phones, bigScreen]) c.close();
  });
});
