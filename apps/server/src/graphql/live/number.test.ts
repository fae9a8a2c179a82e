// Guess the number over the real API (SPEC R12): a deck saved and started by GraphQL, phones on
// websockets, guesses sent as participants over HTTP, scored by closeness at a known time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient } from '../../testing/wsClient';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;

const ANSWER = 1989;
const EXPLANATION = 'The wall opened on the ninth of November.';
const NOTE = 'HOST-NOTE-5521';

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
  status step slide { id type content } results answeredCount
  leaderboard { rank nickname score } me { score streak answer lastAnswer { correct points streakBonus } } } }`;

type State = {
  status: string;
  answeredCount: number;
  step: string | null;
  slide: { id: string; content: Record<string, unknown> } | null;
  results: Record<string, unknown> | null;
  leaderboard: { rank: number; nickname: string; score: number }[] | null;
  me: {
    score: number;
    streak: number;
    answer: unknown;
    lastAnswer: { correct: boolean; points: number; streakBonus: number } | null;
  } | null;
};

/** A socket on the live state that also keeps every frame exactly as it arrived. */
async function watch(eventId: string, participantToken?: string) {
  const client = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
  const frames: string[] = [];
  client.socket.on('message', (data: Buffer) => frames.push(data.toString()));
  expect((await client.init(participantToken ? { participantToken } : undefined)).type).toBe('connection_ack');
  client.start('live', LIVE, { e: eventId });
  const states = () =>
    client.messages
      .filter((m) => m.id === 'live' && m.type === 'next')
      .map((m) => (m.payload as { data: { liveEvent: State } }).data.liveEvent);
  const until = async (match: (s: State) => boolean): Promise<State> => {
    await client.waitFor(
      (m) => m.id === 'live' && m.type === 'next' && match((m.payload as { data: { liveEvent: State } }).data.liveEvent),
    );
    return states().filter(match).at(-1)!;
  };
  return { client, frames, until };
}

async function hostDo(eventId: string, mutation: string): Promise<string | null> {
  const r = await host.gql<Record<string, { step: string | null }>>(`mutation ($e: ID!) { ${mutation}(eventId: $e) { step } }`, {
    e: eventId,
  });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return Object.values(r.data!)[0]!.step;
}

const SUBMIT = 'mutation ($e: ID!, $s: ID!, $a: JSON!) { submitAnswer(eventId: $e, slideId: $s, answer: $a) { accepted } }';
const guess = (eventId: string, token: string, value: unknown) =>
  t.app
    .inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'x-participant-token': token },
      payload: { query: SUBMIT, variables: { e: eventId, s: 'wall', a: { value } } },
    })
    .then((res) => res.json() as { data: { submitAnswer: { accepted: boolean } } | null; errors?: { message: string }[] });

/** The answer as a number of its own in the bytes: not part of a longer number (a timestamp). */
const holdsAnswer = (bytes: string) => new RegExp(`(?<![\\d.])${ANSWER}(?![\\d.])`).test(bytes);

describe('guess the number, played over the API', () => {
  it('R12 scores guesses by closeness at a known time; the answer reaches no phone before the reveal', async () => {
    const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
    const deckId = created.data!.createDeck.id;
    const saved = await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id: deckId,
      doc: {
        version: 1,
        title: 'Numbers',
        slides: [
          {
            type: 'number',
            id: 'wall',
            question: 'In which year did the Berlin Wall fall?',
            answer: ANSWER,
            min: 1900,
            max: 2025,
            tolerance: 2,
            decimals: 0,
            timeLimit: 20,
            explanation: EXPLANATION,
            notes: NOTE,
          },
        ],
      },
    });
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    const started = await host.gql<{ startEvent: { id: string; code: string } }>(
      'mutation ($d: ID!) { startEvent(deckId: $d) { id code } }',
      {
        d: deckId,
      },
    );
    const { id: eventId, code } = started.data!.startEvent;

    const seats = [];
    for (const nickname of ['Ada', 'Bo', 'Cy']) {
      const r = await gqlAs<{ joinEvent: { participantToken: string } }>(
        t.app,
        null,
        'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }',
        { c: code, n: nickname },
      );
      seats.push({ nickname, token: r.data!.joinEvent.participantToken });
    }
    const phones = await Promise.all(seats.map((s) => watch(eventId, s.token)));
    const screen = await watch(eventId);

    expect(await hostDo(eventId, 'advanceEvent')).toBe('question');
    expect(await hostDo(eventId, 'advanceEvent')).toBe('answering');
    const open = await Promise.all(phones.map((p) => p.until((s) => s.step === 'answering')));
    // R12.7: the range, the tolerance and the places, not the answer nor the explanation.
    expect(open[0]!.slide!.content).toMatchObject({ min: 1900, max: 2025, tolerance: 2, decimals: 0 });
    expect(open[0]!.slide!.content).not.toHaveProperty('answer');
    expect(open[0]!.slide!.content).not.toHaveProperty('explanation');
    expect(open[0]!.results).toBeNull();

    // Five seconds into answering, by the test's clock: timed points are 1000 × (1 − 5/40) = 875.
    t.clock.advance(5000);
    const [ada, bo, cy] = seats as [(typeof seats)[0], (typeof seats)[0], (typeof seats)[0]];
    // R12.1, R12.2: outside the range, or with decimals on a whole-number slide, is refused.
    expect((await guess(eventId, cy.token, 1899)).errors?.[0]?.message).toBe('answer: value: must be between 1900 and 2025');
    expect((await guess(eventId, cy.token, 1990.5)).errors?.[0]?.message).toBe('answer: value: must be a whole number');
    expect((await guess(eventId, cy.token, 'soon')).errors?.[0]?.message).toMatch(/value must be a number/);
    expect((await guess(eventId, bo.token, 1999)).data?.submitAnswer.accepted).toBe(true);
    expect((await guess(eventId, cy.token, 2025)).data?.submitAnswer.accepted).toBe(true);
    await screen.until((s) => s.answeredCount === 2);
    // Bo and Cy answered: their phones and the big screen have seen every frame before the reveal.
    expect(await Promise.all([phones[1]!, phones[2]!].map((p) => p.until((s) => s.answeredCount === 2)))).toHaveLength(2);
    for (const p of [phones[1]!, phones[2]!, screen]) {
      const before = p.frames.join('\n');
      expect(holdsAnswer(before), before).toBe(false);
      expect(before).not.toContain(EXPLANATION);
      expect(before).not.toContain(NOTE);
    }
    // Ada's phone, up to her own guess (which her phone is then told back).
    expect(holdsAnswer(phones[0]!.frames.join('\n'))).toBe(false);

    // The last guess closes answering (R5.3): everyone connected has answered.
    expect((await guess(eventId, ada.token, ANSWER)).data?.submitAnswer.accepted).toBe(true);
    const revealed = await Promise.all(phones.map((p) => p.until((s) => s.step === 'reveal')));
    // R12.5: Ada exact: 875, right. Bo 10 above, W = 2025 − 1989 = 36: 875 × (1 − 8/34) = 669.1.
    // Cy on the range's edge: 0. Only a right guess starts a streak.
    expect(revealed.map((s) => s.me)).toEqual([
      { score: 875, streak: 1, answer: { value: ANSWER }, lastAnswer: { correct: true, points: 875, streakBonus: 0 } },
      { score: 669, streak: 0, answer: { value: 1999 }, lastAnswer: { correct: false, points: 669, streakBonus: 0 } },
      { score: 0, streak: 0, answer: { value: 2025 }, lastAnswer: { correct: false, points: 0, streakBonus: 0 } },
    ]);
    // The reveal shows the answer and the distribution (R12.6, R12.7).
    expect(revealed[0]!.slide!.content).toMatchObject({ answer: ANSWER, explanation: EXPLANATION });
    const results = revealed[0]!.results as { kind: string; total: number; buckets: { from: number; to: number; count: number }[] };
    expect(results).toMatchObject({ kind: 'numbers', total: 3, median: 1999, inside: 1, answer: ANSWER, tolerance: 2 });
    expect(results.buckets.filter((b) => b.count > 0)).toEqual([
      { from: 1980, to: 1989, count: 1 },
      { from: 1990, to: 1999, count: 1 },
      { from: 2020, to: 2025, count: 1 },
    ]);
    for (const p of [...phones, screen]) expect(p.frames.join('\n')).not.toContain(NOTE);

    expect(await hostDo(eventId, 'advanceEvent')).toBe('leaderboard');
    const board = await screen.until((s) => s.step === 'leaderboard');
    expect(board.leaderboard!.map((r) => [r.nickname, r.score])).toEqual([
      ['Ada', 875],
      ['Bo', 669],
      ['Cy', 0],
    ]);
    for (const p of [...phones, screen]) p.client.close();
  });
});
