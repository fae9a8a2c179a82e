// Who said it over the real API and websockets (SPEC R20, R16): the quotes come from an earlier
// open-text question of the same event; phones on both sub-protocols never get the author before
// the reveal; the author sits out; each round takes its own answers, idempotent and durable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient, type Protocol, type WsMessage } from '../../testing/wsClient';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;

/** A repeatable chance for the server's decisions (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db, {}, { random: seeded(42) });
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
  host = await signUpUser(t.app, 'Host');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const deckOf = (rounds: number) => ({
  version: 1,
  title: 'Who said it deck',
  slides: [
    { type: 'opentext', id: 'ideas', question: 'Tell us something surprising about you' },
    { type: 'whosaid', id: 'who', sourceSlideId: 'ideas', rounds, timeLimit: 60, notes: 'HOST-ONLY-NOTE' },
    { type: 'content', id: 'after', title: 'Thanks' },
  ],
});

const LIVE = `subscription ($e: ID!) { liveEvent(eventId: $e) {
  status slideIndex step round play results participantCount slide { id type content }
  me { participantId score answered answer sitsOut lastAnswer { correct points } } } }`;
const HOST = `subscription ($e: ID!) { hostEvent(eventId: $e) {
  live { slideIndex step round } play upcoming { slideIndex slideId kind have need } } }`;

interface Person {
  participantId: string;
  nickname: string;
}
type Play = { quote: string | null; candidates?: Person[]; author?: Person; authors?: number; needed?: number };
type Live = {
  status: string;
  participantCount: number;
  slideIndex: number;
  step: string | null;
  round: number;
  play: Play | null;
  results: Record<string, unknown> | null;
  me: {
    participantId: string;
    score: number;
    answered: boolean;
    answer: unknown;
    sitsOut: string | null;
    lastAnswer: { correct: boolean; points: number } | null;
  } | null;
};
type Host = {
  live: { slideIndex: number; step: string | null; round: number };
  play: Play | null;
  upcoming: { slideIndex: number; slideId: string; kind: string; have: number; need: number } | null;
};

const isData = (c: TestWsClient, id: string) => (m: WsMessage) => m.id === id && m.type === c.dataType;
const liveOf = (m: WsMessage) => (m.payload as { data: { liveEvent: Live } }).data.liveEvent;
const hostOf = (m: WsMessage) => (m.payload as { data: { hostEvent: Host } }).data.hostEvent;

async function shows(client: TestWsClient, match: (s: Live) => boolean): Promise<Live> {
  return liveOf(await client.waitFor((m) => isData(client, 'live')(m) && match(liveOf(m)), 10_000));
}
async function hostShows(client: TestWsClient, match: (s: Host) => boolean): Promise<Host> {
  return hostOf(await client.waitFor((m) => isData(client, 'h')(m) && match(hostOf(m)), 10_000));
}

let ops = 0;
type Reply = {
  data?: { submitAnswer: { accepted: boolean; slideId: string; round: number } };
  errors?: { message: string; extensions?: { code: string; reason?: string } }[];
};
async function submit(client: TestWsClient, eventId: string, slideId: string, answer: unknown, round: number): Promise<Reply> {
  const id = `op${++ops}`;
  client.start(
    id,
    'mutation ($e: ID!, $s: ID!, $a: JSON!, $r: Int) { submitAnswer(eventId: $e, slideId: $s, answer: $a, round: $r) { accepted slideId round } }',
    { e: eventId, s: slideId, a: answer, r: round },
  );
  const m = await client.waitFor((x) => x.id === id && (x.type === client.dataType || x.type === 'error'));
  return m.type === 'error' ? { errors: m.payload as Reply['errors'] } : (m.payload as Reply);
}

interface Phone {
  nickname: string;
  token: string;
  client: TestWsClient;
}

async function connect(eventId: string, token: string, protocol: Protocol): Promise<TestWsClient> {
  const client = await TestWsClient.open(wsUrl, protocol);
  expect((await client.init({ participantToken: token })).type).toBe('connection_ack');
  client.start('live', LIVE, { e: eventId });
  return client;
}

async function phone(eventId: string, code: string, nickname: string, protocol: Protocol): Promise<Phone> {
  const joined = await gqlAs<{ joinEvent: { participantToken: string } }>(
    t.app,
    null,
    'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }',
    { c: code, n: nickname },
  );
  expect(joined.errors, JSON.stringify(joined.errors)).toBeUndefined();
  const token = joined.data!.joinEvent.participantToken;
  return { nickname, token, client: await connect(eventId, token, protocol) };
}

async function startEvent(rounds: number): Promise<{ eventId: string; code: string }> {
  const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const deckId = created.data!.createDeck.id;
  const saved = await host.gql<{ saveDeck: { problems: unknown[] } }>(
    'mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { problems { path } } }',
    { id: deckId, doc: deckOf(rounds) },
  );
  expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
  const started = await host.gql<{ startEvent: { id: string; code: string } }>(
    'mutation ($d: ID!) { startEvent(deckId: $d) { id code } }',
    {
      d: deckId,
    },
  );
  expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
  return { eventId: started.data!.startEvent.id, code: started.data!.startEvent.code };
}

async function hostConsole(eventId: string): Promise<TestWsClient> {
  const c = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
  await c.init({ Authorization: `Bearer ${host.token}` });
  c.start('h', HOST, { e: eventId });
  return c;
}

const command = async (op: string, eventId: string, extra = '', vars: Record<string, unknown> = {}) => {
  const r = await host.gql(
    `mutation ($e: ID!${extra ? `, ${extra}` : ''}) { ${op}(eventId: $e${Object.keys(vars)
      .map((k) => `, ${k}: $${k}`)
      .join('')}) { step } }`,
    {
      e: eventId,
      ...vars,
    },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
};
const advance = (eventId: string) => command('advanceEvent', eventId);

/** Every message a client received before its first state at `step` of round `round` of the who-said-it slide. */
function before(client: TestWsClient, step: string, round: number): string {
  const i = client.messages.findIndex(
    (m) => isData(client, 'live')(m) && liveOf(m).slideIndex === 1 && liveOf(m).step === step && liveOf(m).round === round,
  );
  expect(i).toBeGreaterThan(0);
  return client.raw.slice(0, i).join('\n');
}

describe('who said it over the API (R20)', () => {
  it('R20.2 R20.4 R20.5 R20.6 R20.7 R16.1 R16.4 two rounds: no author in any phone’s or screen’s bytes before the reveal, the author sits out, each round its own answers', async () => {
    const { eventId, code } = await startEvent(2);
    const console_ = await hostConsole(eventId);
    // Both sub-protocols, phones and screens.
    const people = [
      await phone(eventId, code, 'Ada', 'graphql-transport-ws'),
      await phone(eventId, code, 'Bea', 'graphql-ws'),
      await phone(eventId, code, 'Cyd', 'graphql-transport-ws'),
      await phone(eventId, code, 'Dov', 'graphql-ws'),
    ];
    const screens = [await TestWsClient.open(wsUrl, 'graphql-ws'), await TestWsClient.open(wsUrl, 'graphql-transport-ws')];
    for (const s of screens) {
      expect((await s.init({})).type).toBe('connection_ack');
      s.start('live', LIVE, { e: eventId });
    }
    const clients = [...people.map((p) => p.client), ...screens];
    const quoteOf = (nickname: string) => `QUOTE-OF-${nickname.toUpperCase()} I have climbed a volcano`;

    // The open-text question: three of four answer (Dov does not).
    await advance(eventId);
    for (const p of people.slice(0, 3)) await shows(p.client, (s) => s.step === 'answering');
    for (const p of people.slice(0, 3))
      expect((await submit(p.client, eventId, 'ideas', { text: quoteOf(p.nickname) }, 0)).data?.submitAnswer.accepted).toBe(true);
    // Before any answer the host is warned; once three people answered, no longer (R20.3).
    expect((await hostShows(console_, (h) => h.live.slideIndex === 0 && h.upcoming !== null)).upcoming).toMatchObject({ have: 0, need: 2 });
    await hostShows(console_, (h) => h.live.slideIndex === 0 && h.upcoming === null);
    await advance(eventId); // results
    await advance(eventId); // who said it, round 0, quote

    const round0 = await hostShows(console_, (h) => h.live.slideIndex === 1 && h.live.step === 'quote');
    const author0 = round0.play!.author!;
    expect(round0.play!.quote).toBe(quoteOf(author0.nickname));
    // R20.4: the author among the names; four people in the event, so four names.
    expect(round0.play!.candidates!.map((c) => c.nickname).sort()).toEqual(['Ada', 'Bea', 'Cyd', 'Dov']);
    const authorPhone0 = people.find((p) => p.nickname === author0.nickname)!;

    for (const c of clients) {
      const s = await shows(c, (x) => x.slideIndex === 1 && x.step === 'quote');
      // R20.5: the quote and the names, never who wrote it.
      expect(s.play).toEqual({ quote: round0.play!.quote, candidates: round0.play!.candidates });
      expect(s.results).toBeNull();
    }
    // R16.4: the author's phone is told, and only it.
    expect((await shows(authorPhone0.client, (x) => x.step === 'quote')).me!.sitsOut).toBe('AUTHOR');
    for (const p of people.filter((p) => p !== authorPhone0))
      expect((await shows(p.client, (x) => x.step === 'quote')).me!.sitsOut).toBeNull();

    await advance(eventId); // answering
    for (const c of clients) await shows(c, (x) => x.slideIndex === 1 && x.step === 'answering');
    // R20.6: the author is not counted among those who can answer ("0 of 3 answered", not of 4).
    expect((await shows(screens[0]!, (x) => x.slideIndex === 1 && x.step === 'answering')).participantCount).toBe(3);

    // R16.4: the author cannot answer.
    const own = await submit(authorPhone0.client, eventId, 'who', { participantId: author0.participantId }, 0);
    expect(own.errors?.[0]?.extensions?.reason, JSON.stringify(own)).toBe('SITTING_OUT');
    // R20.6: only a name shown this round.
    const guessers = people.filter((p) => p !== authorPhone0);
    const stranger = await submit(guessers[0]!.client, eventId, 'who', { participantId: '00000000-0000-4000-8000-000000000000' }, 0);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(stranger.errors?.[0]?.message).toContain('pick one of the names shown');

    const wrongName = round0.play!.candidates!.find(
      (c) => c.participantId !== author0.participantId && c.nickname !== guessers[1]!.nickname,
    )!;
    const right = { participantId: author0.participantId };
    const first = await submit(guessers[0]!.client, eventId, 'who', right, 0);
    expect(first.data?.submitAnswer).toEqual({ accepted: true, slideId: 'who', round: 0 });
    // R5.7: the same answer again, the same receipt; a different one refused.
    expect((await submit(guessers[0]!.client, eventId, 'who', right, 0)).data?.submitAnswer).toEqual(first.data?.submitAnswer);
    const changed = await submit(guessers[0]!.client, eventId, 'who', { participantId: wrongName.participantId }, 0);
    expect(changed.errors?.[0]?.extensions?.reason).toBe('ALREADY_ANSWERED');
    expect(
      (await submit(guessers[1]!.client, eventId, 'who', { participantId: wrongName.participantId }, 0)).data?.submitAnswer.accepted,
    ).toBe(true);
    expect((await submit(guessers[2]!.client, eventId, 'who', right, 0)).data?.submitAnswer.accepted).toBe(true);

    // R5.3 with R16.4: everyone but the author answered, so answering closes and the reveal follows.
    const reveals = await Promise.all(clients.map((c) => shows(c, (x) => x.slideIndex === 1 && x.step === 'reveal' && x.round === 0)));
    // R20.5 in bytes: before the reveal, nothing names the author, on either sub-protocol.
    for (const c of clients) {
      const bytes = before(c, 'reveal', 0);
      expect(bytes).toContain(round0.play!.quote!);
      expect(bytes).not.toContain('"author"');
      expect(bytes).not.toContain('HOST-ONLY-NOTE');
      if (c !== authorPhone0.client) expect(bytes).not.toContain('AUTHOR');
    }
    // From the reveal: the author, the votes, each phone its result (R20.7).
    for (const r of reveals) expect(r.play!.author).toEqual(author0);
    expect(reveals[4]!.results).toMatchObject({ kind: 'whosaid', total: 3, quote: round0.play!.quote });
    const votes = (reveals[4]!.results as { candidates: { participantId: string; votes: number; author: boolean }[] }).candidates;
    expect(votes.find((c) => c.author)).toMatchObject({ participantId: author0.participantId, votes: 2 });
    const revealOf = (p: Phone) => reveals[people.indexOf(p)]!;
    expect(revealOf(guessers[0]!).me!.lastAnswer!.correct).toBe(true);
    expect(revealOf(guessers[0]!).me!.lastAnswer!.points).toBeGreaterThanOrEqual(500);
    expect(revealOf(guessers[1]!).me!.lastAnswer).toEqual({ correct: false, points: 0 });
    expect(revealOf(authorPhone0).me!.lastAnswer).toBeNull();

    // Round 1: another author (R20.2), its own answers (R16.1).
    await advance(eventId);
    const round1 = await hostShows(console_, (h) => h.live.slideIndex === 1 && h.live.round === 1 && h.live.step === 'quote');
    const author1 = round1.play!.author!;
    expect(author1.participantId).not.toBe(author0.participantId);
    expect(['Ada', 'Bea', 'Cyd']).toContain(author1.nickname);
    await advance(eventId);
    for (const c of clients) await shows(c, (x) => x.round === 1 && x.step === 'answering');
    // Round 0's author plays this round, and had no answer in round 0: an answer to round 0
    // is refused now that it closed; this round takes its own.
    const guesser = authorPhone0;
    expect(
      (await submit(guesser.client, eventId, 'who', { participantId: author1.participantId }, 0)).errors?.[0]?.extensions?.reason,
    ).toBe('QUESTION_NOT_OPEN');
    const answer1 = { participantId: author1.participantId };
    expect((await submit(guesser.client, eventId, 'who', answer1, 1)).data?.submitAnswer).toEqual({
      accepted: true,
      slideId: 'who',
      round: 1,
    });

    // Durable: a reload on the other sub-protocol shows the answer of this round.
    guesser.client.close();
    const reloaded = await connect(
      eventId,
      guesser.token,
      guesser.client.protocol === 'graphql-ws' ? 'graphql-transport-ws' : 'graphql-ws',
    );
    // (Its first state may come from a snapshot taken just before the answer was counted.)
    const back = await shows(reloaded, (x) => x.round === 1 && x.step === 'answering' && !!x.me?.answered);
    expect(back.me).toMatchObject({ answered: true, answer: answer1 });
    expect(back.play).toEqual({ quote: round1.play!.quote, candidates: round1.play!.candidates });

    for (const c of [...clients, reloaded, console_]) c.close();
  });

  it('R20.3 too few answers: the host is warned before the slide and can skip it; started anyway, the round says so', async () => {
    const { eventId, code } = await startEvent(1);
    const console_ = await hostConsole(eventId);
    const only = await phone(eventId, code, 'Solo', 'graphql-ws');
    const other = await phone(eventId, code, 'Quiet', 'graphql-transport-ws');
    await advance(eventId);
    await shows(only.client, (s) => s.step === 'answering');
    expect((await submit(only.client, eventId, 'ideas', { text: 'I am the only one who wrote' }, 0)).data?.submitAnswer.accepted).toBe(
      true,
    );
    // One author: the host hears it while the open-text question is on, before who said it starts.
    const warned = await hostShows(console_, (h) => h.live.slideIndex === 0 && h.upcoming?.have === 1);
    expect(warned.upcoming).toEqual({ slideIndex: 1, slideId: 'who', kind: 'TOO_FEW_QUOTES', have: 1, need: 2 });

    // Started anyway: phones and screens are told there is no quote, and nobody can answer.
    await command('gotoSlide', eventId, '$index: Int!', { index: 1 });
    const started = await shows(other.client, (s) => s.slideIndex === 1 && s.step === 'quote');
    expect(started.play).toEqual({ quote: null, authors: 1, needed: 2 });
    // Shown anyway, the host can still skip it.
    expect((await hostShows(console_, (h) => h.live.slideIndex === 1)).upcoming).toMatchObject({ slideIndex: 1, have: 1 });
    expect(started.me!.sitsOut).toBeNull();
    await advance(eventId);
    await shows(other.client, (s) => s.step === 'answering');
    const refused = await submit(other.client, eventId, 'who', { participantId: started.me!.participantId }, 0);
    expect(refused.errors?.[0]?.message).toContain('there is no quote to guess this round');

    // Skip: the slide after it.
    await command('gotoSlide', eventId, '$index: Int!', { index: 2 });
    expect((await hostShows(console_, (h) => h.live.slideIndex === 2)).upcoming).toBeNull();
    for (const c of [only.client, other.client, console_]) c.close();
  });
});
