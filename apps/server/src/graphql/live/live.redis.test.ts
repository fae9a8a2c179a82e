import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser } from '../../testing/gql';
import { TestWsClient } from '../../testing/wsClient';

// Runs only with TEST_REDIS_URL (vitest.config.ts), and then must reach Redis.
const shared = { REDIS_URL: process.env.TEST_REDIS_URL ?? '', AUTH_SECRET: `${randomUUID()}${randomUUID()}` };

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let hostSide: TestApp;
let phoneSide: TestApp;
let phoneWs: string;

beforeAll(async () => {
  db = await createTestDatabase();
  hostSide = await buildTestApp(db, shared);
  phoneSide = await buildTestApp(db, shared);
  phoneWs = `${(await phoneSide.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
});
afterAll(async () => {
  await hostSide?.close();
  await phoneSide?.close();
  await db?.drop();
});

type State = {
  status: string;
  step: string | null;
  slide: { id: string } | null;
  me: { score: number; lastAnswer: { correct: boolean } | null } | null;
};

describe('two processes on Redis', () => {
  it('the host on one process and 20 participants on another play a deck to the end', async () => {
    const host = await signUpUser(hostSide.app, 'Host');
    const deckId = (await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }')).data!.createDeck.id;
    const doc = {
      version: 1,
      title: 'Across processes',
      slides: [
        { type: 'content', id: 'c', title: 'Hello' },
        { type: 'quiz', id: 'q', question: 'Pick B', options: [{ text: 'A' }, { text: 'B', correct: true }], timeLimit: 60 },
        { type: 'poll', id: 'p', question: 'Cats or dogs?', options: [{ text: 'Cats' }, { text: 'Dogs' }] },
      ],
    };
    await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', { id: deckId, doc });
    const ev = (
      await host.gql<{ startEvent: { id: string; code: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id code } }', {
        d: deckId,
      })
    ).data!.startEvent;

    const phones: TestWsClient[] = [];
    for (let i = 0; i < 20; i++) {
      const j = await gqlAs<{ joinEvent: { participantToken: string } }>(
        phoneSide.app,
        null,
        'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }',
        { c: ev.code, n: `Remote ${i}` },
      );
      const c = await TestWsClient.open(phoneWs, i % 2 ? 'graphql-ws' : 'graphql-transport-ws');
      await c.init({ participantToken: j.data!.joinEvent.participantToken });
      c.start(
        'live',
        'subscription ($e: ID!) { liveEvent(eventId: $e) { status step slide { id } me { score lastAnswer { correct } } } }',
        { e: ev.id },
      );
      phones.push(c);
    }
    const reach = (match: (s: State) => boolean) =>
      Promise.all(
        phones.map((c) =>
          c.waitFor(
            (m) => m.id === 'live' && m.type === c.dataType && match((m.payload as { data: { liveEvent: State } }).data.liveEvent),
            10_000,
          ),
        ),
      );
    const go = async (op = 'advanceEvent') => {
      const r = await host.gql(`mutation ($e: ID!) { ${op}(eventId: $e) { step } }`, { e: ev.id });
      expect(r.errors).toBeUndefined();
    };

    await reach((s) => s.status === 'LOBBY');
    await go();
    await reach((s) => s.slide?.id === 'c');
    await go();
    await go();
    await reach((s) => s.slide?.id === 'q' && s.step === 'answering');
    phones.forEach((c, i) =>
      c.start('a', 'mutation ($e: ID!, $x: JSON!) { submitAnswer(eventId: $e, slideId: "q", answer: $x) { accepted } }', {
        e: ev.id,
        x: { choices: [i < 15 ? 1 : 0] },
      }),
    );
    await Promise.all(phones.map((c) => c.waitFor((m) => m.id === 'a' && m.type === c.dataType)));
    // All 20 connected answered on the phone process; the reveal is decided there and reaches everyone.
    const revealed = await reach((s) => s.slide?.id === 'q' && s.step === 'reveal');
    revealed.forEach((m, i) => expect((m.payload as { data: { liveEvent: State } }).data.liveEvent.me?.lastAnswer?.correct).toBe(i < 15));
    await go(); // leaderboard
    await go(); // poll answering
    await reach((s) => s.slide?.id === 'p' && s.step === 'answering');
    await go(); // poll results
    await go(); // end
    await reach((s) => s.status === 'ENDED');
    // The host process sees the same final standings.
    const board = await host.gql<{ leaderboard: { score: number }[] }>('query ($e: ID!) { leaderboard(eventId: $e, top: 20) { score } }', {
      e: ev.id,
    });
    expect(board.data!.leaderboard.filter((r) => r.score > 0)).toHaveLength(15);
    phones.forEach((c) => c.close());
  });
});
