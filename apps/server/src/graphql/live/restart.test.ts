import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser } from '../../testing/gql';
import { TestWsClient } from '../../testing/wsClient';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
// Both "processes" sign with the same secret, as every process of a deployment must.
const env = { AUTH_SECRET: `${randomUUID()}${randomUUID()}` };
const apps: TestApp[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const a of apps) await a.close().catch(() => undefined);
  await db.drop();
});

async function start(): Promise<{ app: TestApp; ws: string }> {
  const app = await buildTestApp(db, env);
  apps.push(app);
  const ws = `${(await app.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
  return { app, ws };
}

const LIVE =
  'subscription ($e: ID!) { liveEvent(eventId: $e) { step deadline slide { id } answeredCount me { score answered answer lastAnswer { correct points } } } }';
const SUBMIT = 'mutation ($e: ID!, $a: JSON!) { submitAnswer(eventId: $e, slideId: "q", answer: $a) { accepted } }';
type State = {
  step: string;
  deadline: number | null;
  slide: { id: string } | null;
  answeredCount: number;
  me: { score: number; answered: boolean; answer: unknown; lastAnswer: { correct: boolean; points: number } | null };
};

async function phone(ws: string, eventId: string, token: string) {
  const c = await TestWsClient.open(ws, 'graphql-transport-ws');
  expect((await c.init({ participantToken: token })).type).toBe('connection_ack');
  c.start('live', LIVE, { e: eventId });
  return c;
}

async function latest(c: TestWsClient, match: (s: State) => boolean): Promise<State> {
  const m = await c.waitFor(
    (x) => x.id === 'live' && x.type === 'next' && match((x.payload as { data: { liveEvent: State } }).data.liveEvent),
  );
  return (m.payload as { data: { liveEvent: State } }).data.liveEvent;
}

describe('a process restart mid-question', () => {
  it('loses nothing: participants reconnect to their seats, acknowledged answers and scores are kept, the deadline holds', async () => {
    const first = await start();
    const host = await signUpUser(first.app.app, 'Host');
    const deck = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
    const deckId = deck.data!.createDeck.id;
    const doc = {
      version: 1,
      title: 'Restart',
      slides: [
        { type: 'quiz', id: 'warm', question: 'Warm-up', options: [{ text: 'Yes', correct: true }, { text: 'No' }], timeLimit: 60 },
        { type: 'quiz', id: 'q', question: '2 + 2?', options: [{ text: '3' }, { text: '4', correct: true }], timeLimit: 120 },
      ],
    };
    await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', { id: deckId, doc });
    const ev = (
      await host.gql<{ startEvent: { id: string; code: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id code } }', {
        d: deckId,
      })
    ).data!.startEvent;

    const seats: { token: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const j = await gqlAs<{ joinEvent: { participantToken: string } }>(
        first.app.app,
        null,
        'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }',
        { c: ev.code, n: `P${i}` },
      );
      seats.push({ token: j.data!.joinEvent.participantToken });
    }
    const phones = await Promise.all(seats.map((s) => phone(first.ws, ev.id, s.token)));
    const go = (op: string) => host.gql(`mutation ($e: ID!) { ${op}(eventId: $e) { step } }`, { e: ev.id });
    // Warm-up quiz: everyone answers right, so there are scores to keep.
    await go('advanceEvent');
    await go('advanceEvent');
    await Promise.all(phones.map((p) => latest(p, (s) => s.step === 'answering' && s.slide?.id === 'warm')));
    for (const p of phones) {
      p.start(
        `w${phones.indexOf(p)}`,
        'mutation ($e: ID!) { submitAnswer(eventId: $e, slideId: "warm", answer: { choices: [0] }) { accepted } }',
        { e: ev.id },
      );
    }
    await Promise.all(phones.map((p) => latest(p, (s) => s.step === 'reveal')));
    await go('advanceEvent'); // leaderboard
    await go('advanceEvent'); // q: question
    await go('advanceEvent'); // q: answering
    const before = await Promise.all(phones.map((p) => latest(p, (s) => s.step === 'answering' && s.slide?.id === 'q')));
    const scoresBefore = before.map((s) => s.me.score);
    expect(scoresBefore.every((s) => s > 0)).toBe(true);

    // Four of six answer and are acknowledged.
    const acks = await Promise.all(
      phones.slice(0, 4).map(async (p, i) => {
        p.start(`a${i}`, SUBMIT, { e: ev.id, a: { choices: [i % 2 === 0 ? 1 : 0] } });
        return p.waitFor((m) => m.id === `a${i}` && m.type === 'next');
      }),
    );
    for (const a of acks) expect(a.payload).toEqual({ data: { submitAnswer: { accepted: true } } });
    // Scores do not move before the reveal (that would tell a phone it was right).
    const answered = await Promise.all(phones.map((p) => latest(p, (s) => s.step === 'answering' && s.answeredCount === 4)));
    expect(answered.map((s) => s.me.score)).toEqual(scoresBefore);

    // The process goes away mid-question.
    await first.app.close();
    apps.splice(apps.indexOf(first.app), 1);

    const second = await start();
    const again = await Promise.all(seats.map((s) => phone(second.ws, ev.id, s.token)));
    const after = await Promise.all(again.map((p) => latest(p, (s) => s.step === 'answering')));
    after.forEach((s, i) => {
      expect(s.slide?.id).toBe('q');
      expect(s.deadline).toBe(before[i]!.deadline);
      expect(s.me.score).toBe(scoresBefore[i]);
      expect(s.me.answered).toBe(i < 4);
      if (i < 4) expect(s.me.answer).toEqual({ choices: [i % 2 === 0 ? 1 : 0] });
    });
    expect(after[0]!.answeredCount).toBe(4);
    // Resending an acknowledged answer is idempotent on the new process.
    again[0]!.start('resend', SUBMIT, { e: ev.id, a: { choices: [1] } });
    expect((await again[0]!.waitFor((m) => m.id === 'resend' && m.type === 'next')).payload).toEqual({
      data: { submitAnswer: { accepted: true } },
    });
    // The last two answer; everyone connected has answered, so the reveal comes.
    for (const i of [4, 5]) again[i]!.start(`b${i}`, SUBMIT, { e: ev.id, a: { choices: [1] } });
    const revealed = await Promise.all(again.map((p) => latest(p, (s) => s.step === 'reveal')));
    revealed.forEach((s, i) => {
      const right = i % 2 === 0 || i >= 4;
      expect(s.me.lastAnswer?.correct).toBe(right);
      expect(s.me.score).toBe(scoresBefore[i]! + (right ? s.me.lastAnswer!.points : 0));
    });
    again.forEach((p) => p.close());
  });
});
