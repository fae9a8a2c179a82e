// The spinner over the real API and websocket (SPEC R21): the server decides the wheel and
// where it stops, every phone and the big screen receive the same, and the host can hand the
// spin to a phone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playKey, SPINNER_MAX_SEGMENTS, type SpinnerPlay } from '@mingle/shared';
import { seededRandom } from '@mingle/shared/testing';
import { events } from '../../db/schema';
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
  t = await buildTestApp(db, {}, { random: seededRandom(2026) });
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
  host = await signUpUser(t.app, 'Host');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

const LIVE = `subscription ($e: ID!) { liveEvent(eventId: $e) { status step round play results slide { id type } me { participantId } } }`;
type Live = {
  status: string;
  results: unknown;
  step: string | null;
  round: number;
  play: SpinnerPlay | null;
  slide: { id: string; type: string } | null;
  me: { participantId: string } | null;
};

const liveOf = (m: WsMessage) => (m.payload as { data: { liveEvent: Live } }).data.liveEvent;
const isLive = (c: TestWsClient, m: WsMessage) => m.id === 'live' && m.type === c.dataType;
async function shows(client: TestWsClient, match: (s: Live) => boolean): Promise<Live> {
  return liveOf(await client.waitFor((m) => isLive(client, m) && match(liveOf(m)), 10_000));
}

interface Phone {
  client: TestWsClient;
  token: string;
  id: string;
  nickname: string;
}

async function phone(eventId: string, code: string, nickname: string, protocol: 'graphql-ws' | 'graphql-transport-ws'): Promise<Phone> {
  const joined = await gqlAs<{ joinEvent: { participantToken: string; participant: { id: string } } }>(
    t.app,
    null,
    'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken participant { id } } }',
    { c: code, n: nickname },
  );
  expect(joined.errors, JSON.stringify(joined.errors)).toBeUndefined();
  const token = joined.data!.joinEvent.participantToken;
  const client = await TestWsClient.open(wsUrl, protocol);
  expect((await client.init({ participantToken: token })).type).toBe('connection_ack');
  client.start('live', LIVE, { e: eventId });
  return { client, token, id: joined.data!.joinEvent.participant.id, nickname };
}

async function screen(eventId: string): Promise<TestWsClient> {
  const client = await TestWsClient.open(wsUrl, 'graphql-ws');
  expect((await client.init({})).type).toBe('connection_ack');
  client.start('live', LIVE, { e: eventId });
  return client;
}

/** The host console's subscription (its `live.results` only). */
async function hostConsole(eventId: string): Promise<TestWsClient> {
  const client = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
  expect((await client.init({ Authorization: `Bearer ${host.token}` })).type).toBe('connection_ack');
  client.start('host', 'subscription ($e: ID!) { hostEvent(eventId: $e) { live { results } } }', { e: eventId });
  return client;
}

async function startDeck(slides: unknown[]): Promise<{ eventId: string; code: string }> {
  const deckId = (await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }')).data!.createDeck.id;
  const saved = await host.gql<{ saveDeck: { problems: unknown[] } }>(
    'mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { problems { path } } }',
    { id: deckId, doc: { version: 1, title: 'Spinner deck', slides } },
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

async function hostDoes(mutation: 'advanceEvent' | 'nextRound', eventId: string) {
  const r = await host.gql(`mutation ($e: ID!) { ${mutation}(eventId: $e) { id } }`, { e: eventId });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
}

async function handSpin(eventId: string, participantId: string | null, as: TestUser = host) {
  return as.gql<{ handSpin: { id: string } }>(
    'mutation ($e: ID!, $s: ID!, $p: ID) { handSpin(eventId: $e, slideId: $s, participantId: $p) { id } }',
    { e: eventId, s: 'wheel', p: participantId },
  );
}

type Reply = {
  data?: { spinWheel: { slideId: string; round: number; winner: string | null } };
  errors?: { extensions?: { reason?: string } }[];
};
async function spinWheel(p: Phone, eventId: string, round: number): Promise<Reply> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { 'x-participant-token': p.token },
    payload: {
      query: 'mutation ($e: ID!, $s: ID!, $r: Int!) { spinWheel(eventId: $e, slideId: $s, round: $r) { slideId round winner } }',
      variables: { e: eventId, s: 'wheel', r: round },
    },
  });
  return res.json() as Reply;
}

async function storedPlay(eventId: string, round: number): Promise<SpinnerPlay> {
  const [row] = await db.db.select({ plays: events.plays }).from(events).where(eq(events.id, eventId));
  return (row!.plays as Record<string, SpinnerPlay>)[playKey('wheel', round)]!;
}

// Participants who joined at the same instant (the test clock stands still) have no order between them.
const labels = (play: SpinnerPlay | null) => play?.segments.map((s) => s.label).sort();
const winnerOf = (play: SpinnerPlay | null) => (play?.winner === undefined ? undefined : play.segments[play.winner]?.label);

describe('a spinner over the API and the websocket (R21)', () => {
  it('R21.5 spinner results decided on the server and the same on every screen; R21.4 winners taken out; R21.6 the handed phone spins; R21.7 the host’s results list the spins', async () => {
    const { eventId, code } = await startDeck([
      { type: 'spinner', id: 'wheel', title: 'Who presents next?' },
      { type: 'content', title: 'Bye' },
    ]);
    const phones = [
      await phone(eventId, code, 'Ana', 'graphql-transport-ws'),
      await phone(eventId, code, 'Ben', 'graphql-ws'),
      await phone(eventId, code, 'Cy', 'graphql-transport-ws'),
    ];
    const big = await screen(eventId);
    const everyone = [...phones.map((p) => p.client), big];

    // R21.3: the wheel of the event's participants, by nickname, fixed on entering spin.
    await hostDoes('advanceEvent', eventId);
    const atSpin = await Promise.all(everyone.map((c) => shows(c, (s) => s.step === 'spin')));
    for (const s of atSpin) {
      expect(labels(s.play)).toEqual(['Ana', 'Ben', 'Cy']);
      // R21.5: the stop is decided at the spin: nothing of it before.
      expect(s.play).not.toHaveProperty('winner');
    }
    for (const c of everyone) for (const raw of c.raw) expect(raw).not.toMatch(/"(winner|landing|spunAt)"/);

    // The host spins (advance): the server draws the stop and writes it with the state.
    await hostDoes('advanceEvent', eventId);
    const atResult = await Promise.all(everyone.map((c) => shows(c, (s) => s.step === 'result')));
    const stored = await storedPlay(eventId, 0);
    expect(stored.winner).toEqual(expect.any(Number));
    expect(stored.spunAt).toBe(t.clock.now());
    for (const s of atResult) expect(s.play).toEqual(JSON.parse(JSON.stringify(stored)));
    const first = winnerOf(stored)!;

    // R16.2 Spin again: the next round's wheel leaves the first winner out (R21.4).
    await hostDoes('nextRound', eventId);
    const again = await Promise.all(everyone.map((c) => shows(c, (s) => s.step === 'spin' && s.round === 1)));
    for (const s of again) {
      expect(labels(s.play)).toEqual(['Ana', 'Ben', 'Cy'].filter((n) => n !== first));
      expect(s.play!.taken.map((x) => x.label)).toEqual([first]);
    }

    // R21.6: the host hands the spin to a phone still on the wheel.
    const handed = phones.find((p) => p.nickname !== first)!;
    const other = phones.find((p) => p !== handed)!;
    expect((await handSpin(eventId, handed.id)).errors).toBeUndefined();
    for (const c of everyone) await shows(c, (s) => s.play?.spinnerId === handed.id && s.play.spinnerNickname === handed.nickname);

    // Only that phone, and only this round.
    expect((await spinWheel(other, eventId, 1)).errors?.[0]?.extensions?.reason).toBe('SPIN_NOT_HANDED');
    expect((await spinWheel(handed, eventId, 0)).errors?.[0]?.extensions?.reason).toBe('SPIN_NOT_OPEN');
    const spun = await spinWheel(handed, eventId, 1);
    expect(spun.errors, JSON.stringify(spun.errors)).toBeUndefined();
    const second = winnerOf(await storedPlay(eventId, 1))!;
    expect(spun.data!.spinWheel).toEqual({ slideId: 'wheel', round: 1, winner: second });
    // Idempotent: a second tap gets the same receipt and moves nothing.
    expect((await spinWheel(handed, eventId, 1)).data!.spinWheel).toEqual(spun.data!.spinWheel);
    for (const s of await Promise.all(everyone.map((c) => shows(c, (x) => x.step === 'result' && x.round === 1)))) {
      expect(winnerOf(s.play)).toBe(second);
      // R21.7: the spins so far are the host's results only; phones and screens get none.
      expect(s.results).toBeNull();
    }
    const hosting = await hostConsole(eventId);
    const frame = await hosting.waitFor((m) => m.id === 'host' && m.type === hosting.dataType, 10_000);
    const hostLive = (frame.payload as { data: { hostEvent: { live: { results: unknown } } } }).data.hostEvent.live;
    expect(hostLive.results).toEqual({ kind: 'spins', total: 2, winners: [first, second] });
    hosting.close();
    // After the spin nobody hands it any more.
    expect((await handSpin(eventId, other.id)).errors?.[0]?.extensions?.reason).toBe('SPIN_NOT_OPEN');

    // Two more spins: the last one on the wheel, then an empty wheel (everyone has had a turn).
    await hostDoes('nextRound', eventId);
    await hostDoes('advanceEvent', eventId);
    expect(labels(await storedPlay(eventId, 2))).toEqual(['Ana', 'Ben', 'Cy'].filter((n) => n !== first && n !== second));
    await hostDoes('nextRound', eventId);
    const empty = await shows(big, (s) => s.step === 'spin' && s.round === 3);
    expect(empty.play).toMatchObject({ segments: [], pool: 0 });
    expect(empty.play!.taken).toHaveLength(3);
    await hostDoes('advanceEvent', eventId);
    expect(await storedPlay(eventId, 3)).not.toHaveProperty('winner');

    // advance from the result leaves the slide.
    await hostDoes('advanceEvent', eventId);
    await shows(big, (s) => s.slide?.type === 'content');
    for (const c of everyone) c.close();
  });

  it('R21.6 only the host hands the spin, only to a participant of the event, and only in the spin step', async () => {
    const { eventId, code } = await startDeck([{ type: 'spinner', id: 'wheel', source: 'items', items: ['Tea', 'Coffee'] }]);
    const ana = await phone(eventId, code, 'Ana', 'graphql-transport-ws');
    expect((await handSpin(eventId, ana.id)).errors?.[0]?.extensions?.reason).toBe('SPIN_NOT_OPEN');
    await hostDoes('advanceEvent', eventId);
    const stranger = await signUpUser(t.app, 'Stranger');
    expect((await handSpin(eventId, ana.id, stranger)).errors?.[0]?.extensions?.reason).toBe('EVENT_NOT_FOUND');
    expect((await handSpin(eventId, '00000000-0000-4000-8000-000000000000')).errors?.[0]?.extensions?.reason).toBe('PARTICIPANT_NOT_FOUND');
    // R21.2: nobody answers a spinner.
    const answered = await t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'x-participant-token': ana.token },
      payload: {
        query: 'mutation ($e: ID!) { submitAnswer(eventId: $e, slideId: "wheel", answer: {}) { accepted } }',
        variables: { e: eventId },
      },
    });
    expect((answered.json() as Reply).errors?.[0]?.extensions?.reason).toBe('SLIDE_TAKES_NO_ANSWERS');
    // Not handed yet: the phone cannot spin.
    expect((await spinWheel(ana, eventId, 0)).errors?.[0]?.extensions?.reason).toBe('SPIN_NOT_HANDED');
    expect((await handSpin(eventId, ana.id)).errors).toBeUndefined();
    // Taken back: refused again.
    expect((await handSpin(eventId, null)).errors).toBeUndefined();
    expect((await spinWheel(ana, eventId, 0)).errors?.[0]?.extensions?.reason).toBe('SPIN_NOT_HANDED');
    ana.client.close();
  });

  it(`R21.3 a wheel of more than ${SPINNER_MAX_SEGMENTS} is a sample of ${SPINNER_MAX_SEGMENTS}, the same on every screen`, async () => {
    const items = Array.from({ length: 40 }, (_, i) => `Item ${i + 1}`);
    const { eventId, code } = await startDeck([{ type: 'spinner', id: 'wheel', source: 'items', items }]);
    const ana = await phone(eventId, code, 'Ana', 'graphql-transport-ws');
    const big = await screen(eventId);
    await hostDoes('advanceEvent', eventId);
    const [a, b] = await Promise.all([shows(ana.client, (s) => s.step === 'spin'), shows(big, (s) => s.step === 'spin')]);
    expect(a.play!.segments).toHaveLength(SPINNER_MAX_SEGMENTS);
    expect(a.play!.pool).toBe(40);
    expect(new Set(labels(a.play)).size).toBe(SPINNER_MAX_SEGMENTS);
    expect(b.play).toEqual(a.play);
    ana.client.close();
    big.close();
  });
});
