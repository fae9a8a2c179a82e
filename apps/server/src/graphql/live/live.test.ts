import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient, type Protocol, type WsMessage } from '../../testing/wsClient';
import { meWrites } from '../ws/liveFanout';
import { recentStateSends } from '../ws/stateSends';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;

const SECRET_NOTE = 'HOST-ONLY-NOTE-7731';
const EXPLANATION = 'Jupiter is the biggest planet';

/** One slide of each playable type; the quiz's solution and notes must stay hidden until reveal. */
const deckDocument = {
  version: 1,
  title: 'Live test deck',
  slides: [
    { type: 'content', id: 'intro', title: 'Welcome', body: 'Get ready', notes: SECRET_NOTE },
    {
      type: 'quiz',
      id: 'quiz1',
      question: 'Largest planet?',
      options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }, { text: 'Venus' }],
      timeLimit: 30,
      explanation: EXPLANATION,
      notes: SECRET_NOTE,
    },
    { type: 'truefalse', id: 'tf1', question: 'Water boils at 100 °C at sea level', answer: true, timeLimit: 30 },
    { type: 'poll', id: 'poll1', question: 'Tea or coffee?', options: [{ text: 'Tea' }, { text: 'Coffee' }] },
    { type: 'wordcloud', id: 'wc1', question: 'One word', maxWords: 2 },
    { type: 'opentext', id: 'ot1', question: 'Say something' },
    { type: 'leaderboard', id: 'lb1', top: 5 },
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

async function createDeck(owner: TestUser, document: unknown = deckDocument): Promise<string> {
  const created = await owner.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const id = created.data!.createDeck.id;
  const saved = await owner.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id,
    doc: document,
  });
  expect(saved.errors).toBeUndefined();
  return id;
}

async function startEvent(owner: TestUser, deckId: string): Promise<{ id: string; code: string }> {
  const r = await owner.gql<{ startEvent: { id: string; code: string; status: string } }>(
    'mutation ($d: ID!) { startEvent(deckId: $d) { id code status } }',
    { d: deckId },
  );
  expect(r.errors).toBeUndefined();
  expect(r.data!.startEvent.status).toBe('LOBBY');
  return r.data!.startEvent;
}

async function join(code: string, nickname: string) {
  const r = await gqlAs<{ joinEvent: { participantToken: string; participant: { id: string; nickname: string } } }>(
    t.app,
    null,
    'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken participant { id nickname } event { id } } }',
    { c: code, n: nickname },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.joinEvent;
}

const LIVE_QUERY = `subscription ($e: ID!) { liveEvent(eventId: $e) {
  status slideIndex step round deadline serverTime answeredCount participantCount results leaderboard { rank nickname score }
  slide { id type content } me { participantId nickname score rank answered answer lastAnswer { correct points } } } }`;

interface Phone {
  client: TestWsClient;
  token: string;
  id: string;
  nickname: string;
}

async function connectPhone(eventId: string, token: string, protocol: Protocol): Promise<TestWsClient> {
  const client = await TestWsClient.open(wsUrl, protocol);
  expect((await client.init({ participantToken: token })).type).toBe('connection_ack');
  client.start('live', LIVE_QUERY, { e: eventId });
  return client;
}

/** Joins `count` phones one after another, alternating the two sub-protocols. */
async function joinPhones(eventId: string, code: string, count: number, name: string): Promise<Phone[]> {
  const phones: Phone[] = [];
  for (let i = 0; i < count; i++) {
    const joined = await join(code, `${name} ${i}`);
    const client = await connectPhone(eventId, joined.participantToken, i % 2 === 0 ? 'graphql-ws' : 'graphql-transport-ws');
    phones.push({ client, token: joined.participantToken, id: joined.participant.id, nickname: joined.participant.nickname });
  }
  return phones;
}

type LiveState = Record<string, unknown> & {
  step: string | null;
  slide: { id: string; content: Record<string, unknown> } | null;
  me: Record<string, unknown> | null;
};

function states(client: TestWsClient): LiveState[] {
  return client.messages
    .filter((m: WsMessage) => m.id === 'live' && m.type === client.dataType)
    .map((m) => (m.payload as { data: { liveEvent: LiveState } }).data.liveEvent);
}

async function waitForState(client: TestWsClient, match: (s: LiveState) => boolean, timeoutMs = 10_000): Promise<LiveState> {
  await client.waitFor(
    (m) => m.id === 'live' && m.type === client.dataType && match((m.payload as { data: { liveEvent: LiveState } }).data.liveEvent),
    timeoutMs,
  );
  return states(client).filter(match).at(-1)!;
}

let opCounter = 0;
async function socketMutation<T>(
  client: TestWsClient,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data?: T; errors?: { message: string; extensions?: { code: string } }[] }> {
  const id = `op${++opCounter}`;
  client.start(id, query, variables);
  const m = await client.waitFor((x) => x.id === id && (x.type === client.dataType || x.type === 'error'));
  return m.type === 'error' ? { errors: m.payload as { message: string }[] } : (m.payload as { data?: T });
}

/** Waits until this process's room of the event has prepared the host's next change. */
async function preparedAhead(eventId: string): Promise<void> {
  await vi.waitFor(() => expect(t.services.live.rooms.room(eventId)?.preparedAhead).toBe(true), { timeout: 5000, interval: 20 });
}

const SUBMIT =
  'mutation ($e: ID!, $s: ID!, $a: JSON!, $r: Int) { submitAnswer(eventId: $e, slideId: $s, answer: $a, round: $r) { accepted slideId round } }';

async function hostDo(eventId: string, mutation: string, extra = '') {
  const r = await host.gql<Record<string, { step: string | null; status: string }>>(
    `mutation ($e: ID!) { ${mutation}(eventId: $e${extra}) { status step slideIndex } }`,
    { e: eventId },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return Object.values(r.data!)[0]!;
}

describe('a whole event with 50 participants, half on each sub-protocol', () => {
  it('plays every slide type to the end; solutions never reach phones before the reveal', async () => {
    const deckId = await createDeck(host);
    const event = await startEvent(host, deckId);
    const phones = await joinPhones(event.id, event.code.toLowerCase(), 50, 'Player');
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.status === 'LOBBY' && s.participantCount === 50)));

    // Content slide, then the quiz question and answering steps.
    await hostDo(event.id, 'advanceEvent');
    await hostDo(event.id, 'advanceEvent');
    expect((await hostDo(event.id, 'advanceEvent')).step).toBe('answering');
    const answering = await Promise.all(
      phones.map((p) => waitForState(p.client, (s) => s.step === 'answering' && s.slide?.id === 'quiz1')),
    );
    expect(answering[0]!.deadline).toBeGreaterThan(answering[0]!.serverTime as number);
    expect(answering[0]!.slide!.content).not.toHaveProperty('explanation');

    // 30 answer right (Jupiter = 1), 20 wrong; every answer acknowledged.
    const receipts = await Promise.all(
      phones.map((p, i) =>
        socketMutation<{ submitAnswer: { accepted: boolean } }>(p.client, SUBMIT, {
          e: event.id,
          s: 'quiz1',
          a: { choices: [i < 30 ? 1 : 0] },
          r: 0,
        }),
      ),
    );
    for (const r of receipts) expect(r.data?.submitAnswer.accepted, JSON.stringify(r)).toBe(true);
    // Everyone connected has answered: answering closes on its own (R5.3).
    const revealed = await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.step === 'reveal' && s.slide?.id === 'quiz1')));
    revealed.forEach((s, i) => {
      const me = s.me as { lastAnswer: { correct: boolean; points: number }; score: number };
      expect(me.lastAnswer.correct).toBe(i < 30);
      expect(me.lastAnswer.points > 0).toBe(i < 30);
      expect(me.score).toBe(me.lastAnswer.points);
    });
    expect(JSON.stringify(revealed[0]!.slide!.content)).toContain(EXPLANATION);
    expect((revealed[0]!.results as { counts: number[] }).counts).toEqual([20, 30, 0]);

    // The bytes each phone received before the reveal hold no solution and never a host note.
    for (const p of phones) {
      const raw = p.client.messages.map((m) => JSON.stringify(m));
      const firstReveal = raw.findIndex((r) => r.includes('"step":"reveal"'));
      const before = raw.slice(0, firstReveal).join('\n');
      expect(before).not.toContain('"correct"');
      expect(before).not.toContain(EXPLANATION);
      expect(raw.join('\n')).not.toContain(SECRET_NOTE);
    }

    // Leaderboard step, then the rest of the deck.
    expect((await hostDo(event.id, 'advanceEvent')).step).toBe('leaderboard');
    const board = await waitForState(phones[0]!.client, (s) => s.step === 'leaderboard');
    expect((board.leaderboard as unknown[]).length).toBe(5);
    for (const step of ['question', 'answering']) expect((await hostDo(event.id, 'advanceEvent')).step).toBe(step);
    await Promise.all(
      phones.slice(0, 10).map((p) => socketMutation(p.client, SUBMIT, { e: event.id, s: 'tf1', a: { value: true }, r: 0 })),
    );
    expect((await hostDo(event.id, 'lockAnswers')).step).toBe('reveal');
    await hostDo(event.id, 'advanceEvent'); // leaderboard
    expect((await hostDo(event.id, 'advanceEvent')).step).toBe('answering'); // poll
    await socketMutation(phones[0]!.client, SUBMIT, { e: event.id, s: 'poll1', a: { choices: [1] }, r: 0 });
    const pollLive = await waitForState(
      phones[1]!.client,
      (s) => s.slide?.id === 'poll1' && (s.results as { total?: number } | null)?.total === 1,
    );
    expect((pollLive.results as { counts: number[] }).counts).toEqual([0, 1]);
    await hostDo(event.id, 'advanceEvent'); // results
    await hostDo(event.id, 'advanceEvent'); // wordcloud answering
    await socketMutation(phones[0]!.client, SUBMIT, { e: event.id, s: 'wc1', a: { words: ['Happy', 'sunny'] }, r: 0 });
    await hostDo(event.id, 'advanceEvent');
    await hostDo(event.id, 'advanceEvent'); // opentext answering
    await socketMutation(phones[0]!.client, SUBMIT, { e: event.id, s: 'ot1', a: { text: 'Great game' }, r: 0 });
    await hostDo(event.id, 'advanceEvent');
    expect((await hostDo(event.id, 'advanceEvent')).step).toBe('show'); // leaderboard slide
    expect((await hostDo(event.id, 'advanceEvent')).status).toBe('ENDED');
    const final = await waitForState(phones[0]!.client, (s) => s.status === 'ENDED');
    expect((final.leaderboard as { rank: number }[])[0]!.rank).toBe(1);
    for (const p of phones) p.client.close();
  });
});

describe('a reveal prepared while the room waits', () => {
  it('sends every phone the `me` written ahead: at the reveal, the next question and the end', async () => {
    const event = await startEvent(host, await createDeck(host));
    const phones = await joinPhones(event.id, event.code, 6, 'Ahead');
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.status === 'LOBBY' && s.participantCount === 6)));
    for (let i = 0; i < 3; i++) await hostDo(event.id, 'advanceEvent');
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.step === 'answering' && s.slide?.id === 'quiz1')));
    // Three right, two wrong, one silent (so answering stays open for the host to close).
    const aheadBefore = meWrites.ahead;
    for (const [i, p] of phones.slice(0, 5).entries()) {
      const r = await socketMutation<{ submitAnswer: { accepted: boolean } }>(p.client, SUBMIT, {
        e: event.id,
        s: 'quiz1',
        a: { choices: [i < 3 ? 1 : 0] },
        r: 0,
      });
      expect(r.data?.submitAnswer.accepted).toBe(true);
    }
    // The room prepares once the answers have been still half a second; every phone's reveal is written then.
    const deadline = Date.now() + 5000;
    while (meWrites.ahead - aheadBefore < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(meWrites.ahead - aheadBefore).toBe(6);

    const sendingBefore = meWrites.whileSending;
    expect((await hostDo(event.id, 'lockAnswers')).step).toBe('reveal');
    const revealed = await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.step === 'reveal')));
    expect(meWrites.whileSending - sendingBefore).toBe(0);
    // The reveal's send is on record for the benchmark: every phone, first write to last.
    const revealSend = recentStateSends().findLast((x) => x.eventId === event.id);
    expect(revealSend).toMatchObject({ phones: phones.length });
    expect(revealSend!.endMs).toBeGreaterThanOrEqual(revealSend!.startMs);
    revealed.forEach((s, i) => {
      const me = s.me as {
        participantId: string;
        nickname: string;
        score: number;
        rank: number;
        answered: boolean;
        answer: unknown;
        lastAnswer: { correct: boolean; points: number } | null;
      };
      expect(me.participantId).toBe(phones[i]!.id);
      expect(me.nickname).toBe(phones[i]!.nickname);
      if (i < 5) {
        expect(me.answered).toBe(true);
        expect(me.answer).toEqual({ choices: [i < 3 ? 1 : 0] });
        expect(me.lastAnswer).toEqual({ correct: i < 3, points: me.score });
        expect(me.score > 0).toBe(i < 3);
      } else {
        expect(me.answered).toBe(false);
        expect(me.lastAnswer).toBeNull();
        expect(me.score).toBe(0);
      }
    });
    // Ranks 1–6, ties broken (R6.4), and a higher score never ranked below a lower one.
    const ranked = revealed.map((s) => s.me as { rank: number; score: number }).sort((a, b) => a.rank - b.rank);
    expect(ranked.map((m) => m.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score);

    // Leaderboard: the reveal's texts still fit (the same standings, answers and result shown).
    await preparedAhead(event.id);
    const sendingAtReveal = meWrites.whileSending;
    await hostDo(event.id, 'advanceEvent');
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.step === 'leaderboard')));
    expect(meWrites.whileSending - sendingAtReveal).toBe(0);
    // Then (written ahead again while the board shows) the next question.
    // Prepared half a second after the board's snapshot, for every phone in one pass.
    await preparedAhead(event.id);
    const sendingAtBoard = meWrites.whileSending;
    expect((await hostDo(event.id, 'advanceEvent')).step).toBe('question');
    const next = await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.step === 'question' && s.slide?.id === 'tf1')));
    expect(meWrites.whileSending - sendingAtBoard).toBe(0);
    next.forEach((s, i) => {
      const me = s.me as { score: number; answered: boolean; answer: unknown; lastAnswer: unknown };
      expect(me).toMatchObject({ answered: false, answer: null, lastAnswer: null, score: (revealed[i]!.me as { score: number }).score });
    });

    // The other expected change after a reveal: the host ends the event from the board.
    expect((await hostDo(event.id, 'advanceEvent')).step).toBe('answering');
    await socketMutation(phones[0]!.client, SUBMIT, { e: event.id, s: 'tf1', a: { value: true }, r: 0 });
    expect((await hostDo(event.id, 'lockAnswers')).step).toBe('reveal');
    await hostDo(event.id, 'advanceEvent');
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.step === 'leaderboard' && s.slide?.id === 'tf1')));
    await preparedAhead(event.id);
    const sendingAtEnd = meWrites.whileSending;
    expect((await hostDo(event.id, 'endEvent')).status).toBe('ENDED');
    const ended = await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.status === 'ENDED')));
    expect(meWrites.whileSending - sendingAtEnd).toBe(0);
    expect((ended[0]!.me as { score: number }).score).toBeGreaterThan((revealed[0]!.me as { score: number }).score);
    ended.slice(1).forEach((s, i) => expect((s.me as { score: number }).score).toBe((revealed[i + 1]!.me as { score: number }).score));
    for (const p of phones) p.client.close();
  });
});

describe('a reveal the server makes while the host closes answering too', () => {
  it('the leaderboard after it still sends the `me` written for the reveal', async () => {
    const event = await startEvent(host, await createDeck(host));
    const phones = await joinPhones(event.id, event.code, 6, 'Race');
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.status === 'LOBBY' && s.participantCount === 6)));
    for (let i = 0; i < 3; i++) await hostDo(event.id, 'advanceEvent');
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.step === 'answering' && s.slide?.id === 'quiz1')));
    for (const [i, p] of phones.slice(0, 5).entries())
      await socketMutation(p.client, SUBMIT, { e: event.id, s: 'quiz1', a: { choices: [i < 3 ? 1 : 0] }, r: 0 });
    // The last answer lets the server close answering itself; the host's lock goes at the same moment.
    const lastAnswer = socketMutation(phones[5]!.client, SUBMIT, { e: event.id, s: 'quiz1', a: { choices: [1] }, r: 0 });
    const lock = host.gql('mutation ($e: ID!) { lockAnswers(eventId: $e) { step } }', { e: event.id });
    await Promise.all([lastAnswer, lock]);
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.step === 'reveal')));
    await preparedAhead(event.id);
    const sendingAtReveal = meWrites.whileSending;
    await hostDo(event.id, 'advanceEvent');
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.step === 'leaderboard')));
    expect(meWrites.whileSending - sendingAtReveal).toBe(0);
    for (const p of phones) p.client.close();
  });
});

/** When this process's room of the event sent a phone the answering step (R6.2). */
const answeringSentAt = (eventId: string, slideId: string, round: number, participantId: string) =>
  t.services.live.rooms.room(eventId)?.answeringSentAt(slideId, round, participantId);

describe('when each phone was sent the answering step (R6.2)', () => {
  it('is noted for every phone the fan-out reached, and for a phone that connects during answering', async () => {
    const event = await startEvent(host, await createDeck(host));
    const phones = await joinPhones(event.id, event.code, 5, 'Timed');
    const late = await join(event.code, 'Timed late');
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.status === 'LOBBY' && s.participantCount === 6)));
    for (let i = 0; i < 2; i++) await hostDo(event.id, 'advanceEvent');
    const openedAt = t.clock.now();
    expect((await hostDo(event.id, 'advanceEvent')).step).toBe('answering');
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.step === 'answering' && s.slide?.id === 'quiz1')));
    // The test clock stands still: the whole fan-out happened at `openedAt`.
    for (const p of phones) expect(answeringSentAt(event.id, 'quiz1', 0, p.id)).toBe(openedAt);
    expect(answeringSentAt(event.id, 'quiz1', 0, late.participant.id)).toBeUndefined();

    t.clock.advance(4000);
    const lateClient = await connectPhone(event.id, late.participantToken, 'graphql-ws');
    await waitForState(lateClient, (s) => s.step === 'answering');
    expect(answeringSentAt(event.id, 'quiz1', 0, late.participant.id)).toBe(openedAt + 4000);
    // A phone sent the step again (a count refresh) keeps its first time.
    const r = await socketMutation<{ submitAnswer: { accepted: boolean } }>(phones[0]!.client, SUBMIT, {
      e: event.id,
      s: 'quiz1',
      a: { choices: [1] },
      r: 0,
    });
    expect(r.data?.submitAnswer.accepted).toBe(true);
    await waitForState(phones[1]!.client, (s) => s.step === 'answering' && s.answeredCount === 1);
    expect(answeringSentAt(event.id, 'quiz1', 0, phones[1]!.id)).toBe(openedAt);
    for (const p of [...phones.map((x) => x.client), lateClient]) p.close();
  });
});

describe('closing when everyone answered (R5.3)', () => {
  it('R5.3 the reveal is prepared before the question closes: its fan-out writes no `me` on the way', async () => {
    const event = await startEvent(host, await createDeck(host));
    const phones = await joinPhones(event.id, event.code, 4, 'Quick');
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.status === 'LOBBY' && s.participantCount === 4)));
    for (let i = 0; i < 2; i++) await hostDo(event.id, 'advanceEvent');
    expect((await hostDo(event.id, 'advanceEvent')).step).toBe('answering');
    await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.step === 'answering' && s.slide?.id === 'quiz1')));
    const sendingBefore = meWrites.whileSending;
    // Answers in a burst, as a room answers: the last one closes the question at once.
    await Promise.all(phones.map((p, i) => socketMutation(p.client, SUBMIT, { e: event.id, s: 'quiz1', a: { choices: [i % 2] }, r: 0 })));
    const revealed = await Promise.all(phones.map((p) => waitForState(p.client, (s) => s.step === 'reveal' && s.slide?.id === 'quiz1')));
    expect(meWrites.whileSending - sendingBefore).toBe(0);
    revealed.forEach((s, i) => expect(s.me).toMatchObject({ answered: true, lastAnswer: { correct: i % 2 === 1 } }));
    for (const p of phones) p.client.close();
  });
});

describe('event settings', () => {
  it('R5.3 the grace period for dropped phones is a setting of the event, 0–60 s, 10 by default', async () => {
    const deckId = await createDeck(host);
    const start = (settings: string) =>
      host.gql<{ startEvent: { settings: { dropGraceSeconds: number } } }>(
        `mutation ($d: ID!) { startEvent(deckId: $d, settings: ${settings}) { settings { dropGraceSeconds } } }`,
        { d: deckId },
      );
    const tooLong = await start('{ dropGraceSeconds: 61 }');
    expect(tooLong.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(tooLong.errors?.[0]?.message).toContain('dropGraceSeconds');
    expect((await start('{ dropGraceSeconds: 3 }')).data?.startEvent.settings.dropGraceSeconds).toBe(3);
    const other = await host.gql<{ startEvent: { settings: { dropGraceSeconds: number } } }>(
      'mutation ($d: ID!) { startEvent(deckId: $d) { settings { dropGraceSeconds } } }',
      { d: await createDeck(host) },
    );
    expect(other.data?.startEvent.settings.dropGraceSeconds).toBe(10);
  });
});

describe('the host sees who is connected (R7.3)', () => {
  it('R7.3 a late join, a drop and a reload show on the host console within a second', async () => {
    const event = await startEvent(host, await createDeck(host));
    const console_ = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
    await console_.init({ Authorization: `Bearer ${host.token}` });
    console_.start('h', 'subscription ($e: ID!) { hostEvent(eventId: $e) { participants { id connected } } }', { e: event.id });
    type Seen = { hostEvent: { participants: { id: string; connected: boolean }[] } };
    /** Matches a state received from now on that shows the participant (dis)connected. */
    const shows = (id: string, connected: boolean) => {
      const from = console_.messages.length;
      return (m: WsMessage) =>
        console_.messages.indexOf(m) >= from &&
        m.id === 'h' &&
        m.type === 'next' &&
        !!(m.payload as { data: Seen }).data.hostEvent.participants.find((p) => p.id === id && p.connected === connected);
    };
    await console_.waitFor((m) => m.id === 'h' && m.type === 'next');

    const joined = await join(event.code, 'Reloader');
    const id = joined.participant.id;
    let connected = shows(id, true);
    let phone = await connectPhone(event.id, joined.participantToken, 'graphql-ws');
    await waitForState(phone, (s) => s.status === 'LOBBY');
    await console_.waitFor(connected, 1000);
    const dropped = shows(id, false);
    phone.close();
    await console_.waitFor(dropped, 1000);
    // A reload: the phone comes back on a new socket with its token.
    connected = shows(id, true);
    phone = await connectPhone(event.id, joined.participantToken, 'graphql-ws');
    await waitForState(phone, (s) => s.status === 'LOBBY');
    await console_.waitFor(connected, 1000);
    phone.close();
    console_.close();
  });
});

describe('who may do what', () => {
  it('a participant cannot call host operations, and another user cannot control the event', async () => {
    const deckId = await createDeck(host);
    const event = await startEvent(host, deckId);
    const joined = await join(event.code, 'Mallory');
    const phone = await connectPhone(event.id, joined.participantToken, 'graphql-transport-ws');
    const asParticipant = await socketMutation(phone, 'mutation ($e: ID!) { advanceEvent(eventId: $e) { status } }', { e: event.id });
    expect(JSON.stringify(asParticipant.errors)).toContain('UNAUTHENTICATED');
    const other = await signUpUser(t.app, 'Eve');
    for (const op of ['advanceEvent', 'endEvent', 'lockAnswers', 'pauseEvent']) {
      const r = await other.gql(`mutation ($e: ID!) { ${op}(eventId: $e) { status } }`, { e: event.id });
      expect(r.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
    const sub = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
    await sub.init({ Authorization: `Bearer ${other.token}` });
    sub.start('h', 'subscription ($e: ID!) { hostEvent(eventId: $e) { live { status } } }', { e: event.id });
    const err = await sub.waitFor((m) => m.id === 'h' && m.type === 'error');
    expect(JSON.stringify(err.payload)).toContain('NOT_FOUND');
    const still = await host.gql<{ event: { status: string } }>('query ($e: ID!) { event(id: $e) { status } }', { e: event.id });
    expect(still.data!.event.status).toBe('LOBBY');
    phone.close();
    sub.close();
  });

  it('a participant token for one event is refused on another', async () => {
    const a = await startEvent(host, await createDeck(host));
    const b = await startEvent(host, await createDeck(host));
    const seatA = await join(a.code, 'Traveller');
    const phone = await connectPhone(b.id, seatA.participantToken, 'graphql-ws');
    const err = await phone.waitFor((m) => m.id === 'live' && m.type === 'error');
    expect(JSON.stringify(err.payload)).toContain('This seat belongs to another event');
    const answer = await gqlAs(t.app, null, SUBMIT, { e: b.id, s: 'quiz1', a: { choices: [1] }, r: 0 });
    expect(answer.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    phone.close();
  });
});
