import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient, type WsMessage } from '../../testing/wsClient';

/**
 * Audience Q&A over the real API and sockets (SPEC R15.7): what phones, the big screen and the
 * host are sent, byte for byte where it matters.
 */
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

const deck = {
  version: 1,
  title: 'All hands',
  slides: [
    { type: 'qna', id: 'a1', title: 'Ask us anything' },
    { type: 'quiz', id: 'q1', question: 'Largest planet?', options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }], timeLimit: 60 },
  ],
};

// The phone's own document (apps/web/src/live/live.graphql) selects qna like this.
const LIVE = `subscription ($e: ID!) { liveEvent(eventId: $e) {
  status step slide { id type content } leaderboard { nickname } lobbyNames
  qna { slideId title open upvotes questionCount revision featured { id text votes answered author askedAt }
        questions { id text votes answered author askedAt } }
  me { participantId nickname score answered } } }`;
const HOST = `subscription ($e: ID!) { hostEvent(eventId: $e) {
  live { step qna { questionCount } }
  qna { slideId open questions { id text votes answered hidden featured author } } } }`;

type Qna = {
  slideId: string;
  open: boolean;
  questionCount: number;
  featured: { id: string; text: string } | null;
  questions: { id: string; text: string; votes: number; author: string | null }[] | null;
};
type Live = { step: string | null; slide: { id: string } | null; qna: Qna | null };

function payloads<T>(client: TestWsClient, id: string, field: string): T[] {
  return client.messages
    .filter((m: WsMessage) => m.id === id && m.type === client.dataType)
    .map((m) => (m.payload as { data: Record<string, T> }).data[field]!);
}

async function waitFor<T>(client: TestWsClient, id: string, field: string, match: (s: T) => boolean): Promise<T> {
  await client.waitFor(
    (m) => m.id === id && m.type === client.dataType && match((m.payload as { data: Record<string, T> }).data[field]!),
    15_000,
  );
  return payloads<T>(client, id, field).filter(match).at(-1)!;
}

async function open(token: string | null, id: string, query: string, variables: Record<string, unknown>, bearer?: string) {
  const client = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
  const init = token ? { participantToken: token } : bearer ? { authorization: `Bearer ${bearer}` } : {};
  expect((await client.init(init)).type).toBe('connection_ack');
  client.start(id, query, variables);
  return client;
}

async function asPhone<T>(token: string, query: string, variables: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { 'x-participant-token': token },
    payload: { query, variables },
  });
  return res.json() as { data: T | null; errors?: { message: string }[] };
}

describe('what the Q&A sends (R15.7)', () => {
  it('R15.7 phones and the big screen get the visible questions and never an anonymous author; the host gets hidden ones too', async () => {
    const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
    const deckId = created.data!.createDeck.id;
    await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id: deckId,
      doc: deck,
    });
    const started = await host.gql<{ startEvent: { id: string; code: string } }>(
      'mutation ($d: ID!) { startEvent(deckId: $d) { id code } }',
      {
        d: deckId,
      },
    );
    const { id: eventId, code } = started.data!.startEvent;
    const join = async (n: string) => {
      const r = await gqlAs<{ joinEvent: { participantToken: string } }>(
        t.app,
        null,
        'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }',
        { c: code, n },
      );
      return r.data!.joinEvent.participantToken;
    };
    const shy = await join('Zephyrine Shy');
    const bold = await join('Barnaby Bold');
    const other = await join('Olive Other');
    const phone = await open(other, 'live', LIVE, { e: eventId });
    const screen = await open(null, 'live', LIVE, { e: eventId });
    const console = await open(null, 'host', HOST, { e: eventId }, host.token);
    await host.gql('mutation ($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: eventId }); // a1:open

    const ask = (token: string, text: string, showName: boolean) =>
      asPhone<{ askQuestion: { questionId: string } }>(
        token,
        'mutation ($e: ID!, $t: String!, $n: Boolean) { askQuestion(eventId: $e, slideId: "a1", text: $t, showName: $n) { questionId } }',
        { e: eventId, t: text, n: showName },
      ).then((r) => r.data!.askQuestion.questionId);
    const anon = await ask(shy, 'Is the anonymous question safe?', false);
    const named = await ask(bold, 'Who signs the named question?', true);
    const hidden = await ask(bold, 'A question to hide?', false);
    await host.gql('mutation ($e: ID!, $q: ID!) { hideQuestion(eventId: $e, questionId: $q, hidden: true) { hidden } }', {
      e: eventId,
      q: hidden,
    });
    await asPhone(other, 'mutation ($e: ID!, $q: ID!) { upvoteQuestion(eventId: $e, questionId: $q, on: true) { upvoted } }', {
      e: eventId,
      q: anon,
    });
    await host.gql('mutation ($e: ID!, $q: ID!) { featureQuestion(eventId: $e, questionId: $q, featured: true) { featured } }', {
      e: eventId,
      q: named,
    });

    const settled = (s: Live) => s.qna?.featured?.id === named && s.qna.questions?.length === 2 && s.qna.questions[0]!.votes === 1;
    for (const client of [phone, screen]) {
      const s = await waitFor<Live>(client, 'live', 'liveEvent', settled);
      expect(s.qna).toMatchObject({ slideId: 'a1', open: true, questionCount: 2 });
      expect(s.qna!.questions!.map((q) => [q.text, q.votes, q.author])).toEqual([
        ['Is the anonymous question safe?', 1, null],
        ['Who signs the named question?', 0, 'Barnaby Bold'],
      ]);
      // The bytes from the Q&A on (the lobby listed everyone's name before it): the anonymous
      // author's name never, the hidden question never.
      const from = client.raw.findIndex((r) => r.includes('"step":"open"'));
      const bytes = client.raw.slice(from).join('\n');
      expect(from).toBeGreaterThan(0);
      expect(bytes).toContain('Is the anonymous question safe?');
      expect(bytes).not.toContain('Zephyrine');
      expect(bytes).not.toContain('A question to hide?');
    }
    const hostState = await waitFor<{ qna: { questions: { text: string; hidden: boolean; featured: boolean; author: string | null }[] } }>(
      console,
      'host',
      'hostEvent',
      (s) => s.qna?.questions.length === 3 && s.qna.questions.some((q) => q.featured),
    );
    expect(hostState.qna.questions.map((q) => [q.text, q.hidden, q.featured, q.author])).toEqual([
      ['A question to hide?', true, false, null],
      ['Who signs the named question?', false, true, 'Barnaby Bold'],
      ['Is the anonymous question safe?', false, false, null],
    ]);
    // Anonymous means anonymous to the host too (whose participant list names everyone).
    expect(JSON.stringify(hostState.qna)).not.toContain('Zephyrine');
    expect(console.raw.join('\n')).not.toContain('Zephyrine');

    // Over another slide the frames carry the counts and the featured question, not the list.
    await host.gql('mutation ($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: eventId }); // q1:question
    const over = await waitFor<Live>(phone, 'live', 'liveEvent', (s) => s.slide?.id === 'q1');
    expect(over.qna).toMatchObject({ slideId: 'a1', open: true, questionCount: 2, questions: null, featured: { id: named } });
    // The phone's panel asks for the list; its own part comes with it.
    const mine = await asPhone<{ myQna: { questions: { id: string }[]; upvoted: string[]; mine: unknown[] } }>(
      other,
      'query ($e: ID!) { myQna(eventId: $e, slideId: "a1") { questions { id } upvoted mine { id } } }',
      { e: eventId },
    );
    expect(mine.data!.myQna).toEqual({ questions: [{ id: anon }, { id: named }], upvoted: [anon], mine: [] });
    expect(JSON.stringify(mine)).not.toContain('Zephyrine');

    // Closed: the state says so, and the list stays for the host.
    await host.gql('mutation ($e: ID!) { closeQna(eventId: $e, slideId: "a1") { id } }', { e: eventId });
    const closed = await waitFor<Live>(phone, 'live', 'liveEvent', (s) => s.qna === null || s.qna.open === false);
    // Closed and not current: the phone hears of no Q&A any more.
    expect(closed.qna).toBeNull();
    for (const c of [phone, screen, console]) c.close();
  });
});
