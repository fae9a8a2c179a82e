// A would-you-rather slide played over the real API (SPEC R18): phones pick a side over their
// sockets, the split reaches the big screen live while answering is open (R7.4), and the
// results name the first few on each side only when the slide shows names (R18.4, R16.5).
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

const NOTE = 'HOST-ONLY-WYR-NOTE';
const LIVE = `subscription ($e: ID!) { liveEvent(eventId: $e) {
  status step answeredCount results slide { id type content } me { answered answer } } }`;
const SUBMIT =
  'mutation ($e: ID!, $s: ID!, $a: JSON!, $r: Int) { submitAnswer(eventId: $e, slideId: $s, answer: $a, round: $r) { accepted slideId round } }';

type Sides = { kind: string; total: number; counts: number[]; names: string[][] | null };
type State = {
  status: string;
  step: string | null;
  results: Sides | null;
  slide: { id: string; type: string; content: Record<string, unknown> } | null;
};

async function startEvent(): Promise<{ id: string; code: string }> {
  const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const deckId = created.data!.createDeck.id;
  const saved = await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id: deckId,
    doc: {
      version: 1,
      title: 'Icebreakers',
      slides: [
        { type: 'wouldyourather', id: 'named', optionA: 'Be able to fly', optionB: 'Be invisible', notes: NOTE },
        { type: 'wouldyourather', id: 'anon', question: 'Honestly…', optionA: 'Tea', optionB: 'Coffee', showNames: false },
      ],
    },
  });
  expect(saved.errors).toBeUndefined();
  const r = await host.gql<{ startEvent: { id: string; code: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id code } }', {
    d: deckId,
  });
  expect(r.errors).toBeUndefined();
  return r.data!.startEvent;
}

async function subscribe(
  eventId: string,
  participantToken?: string,
  protocol: 'graphql-ws' | 'graphql-transport-ws' = 'graphql-transport-ws',
) {
  const client = await TestWsClient.open(wsUrl, protocol);
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

const liveMessages = (client: TestWsClient) => client.messages.filter((m: WsMessage) => m.id === 'live' && m.type === client.dataType);
const stateOf = (m: WsMessage) => (m.payload as { data: { liveEvent: State } }).data.liveEvent;

async function waitForState(client: TestWsClient, match: (s: State) => boolean): Promise<State> {
  await client.waitFor((m) => m.id === 'live' && m.type === client.dataType && match(stateOf(m)), 10_000);
  return liveMessages(client).map(stateOf).filter(match).at(-1)!;
}

let ops = 0;
async function submit(client: TestWsClient, eventId: string, slideId: string, answer: unknown) {
  const id = `op${++ops}`;
  client.start(id, SUBMIT, { e: eventId, s: slideId, a: answer, r: 0 });
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

describe('a would-you-rather slide, live (SPEC R18)', () => {
  it('R18.2 R18.3 R18.4 R7.4 one side per answer; the split reaches the big screen while answering; a few names per side when on, none when off', async () => {
    const event = await startEvent();
    // The big screen on the older sub-protocol, the phones on the newer: both carry the same state.
    const screen = await subscribe(event.id, undefined, 'graphql-ws');
    const [ana, ben, cai] = [await joinPhone(event.code, 'Ana'), await joinPhone(event.code, 'Ben'), await joinPhone(event.code, 'Cai')];

    // R18.1: it opens straight on answering with both options, the notes kept back.
    expect(await advance(event.id)).toBe('answering');
    const open = await waitForState(ana, (s) => s.step === 'answering' && s.slide?.id === 'named');
    expect(open.slide!.content).toMatchObject({
      type: 'wouldyourather',
      optionA: 'Be able to fly',
      optionB: 'Be invisible',
      showNames: true,
    });
    expect(open.slide!.content).not.toHaveProperty('notes');
    expect(open.results).toEqual({ kind: 'sides', total: 0, counts: [0, 0], names: [[], []] });

    // R18.2: exactly one side, 0 or 1.
    for (const [answer, message] of [
      [{ choices: [0, 1] }, 'answer: choices: pick one option'],
      [{ choices: [2] }, 'answer: choices: options are numbered 0 to 1'],
      [{ choices: [] }, 'answer: choices: pick at least one option'],
    ] as const) {
      const refused = await submit(ana, event.id, 'named', answer);
      expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe(message);
    }

    // Two phones answer; the split is on the big screen while answering is still open (R7.4).
    expect((await submit(ben, event.id, 'named', { choices: [1] })).data?.submitAnswer.accepted).toBe(true);
    const one = await waitForState(screen, (s) => s.results?.total === 1);
    expect(one.step).toBe('answering');
    expect(one.results).toEqual({ kind: 'sides', total: 1, counts: [0, 1], names: [[], ['Ben']] });
    expect((await submit(ana, event.id, 'named', { choices: [0] })).data?.submitAnswer.accepted).toBe(true);
    const two = await waitForState(screen, (s) => s.results?.total === 2);
    expect(two.step).toBe('answering');
    expect(two.results).toEqual({ kind: 'sides', total: 2, counts: [1, 1], names: [['Ana'], ['Ben']] });
    // Phones get the same live split (R7.4).
    expect((await waitForState(cai, (s) => s.results?.total === 2)).results).toEqual(two.results);

    // The last phone in closes answering (R5.3); the results keep the names, first answers first.
    await submit(cai, event.id, 'named', { choices: [1] });
    const final = await waitForState(screen, (s) => s.step === 'results' && s.slide?.id === 'named');
    expect(final.results).toEqual({ kind: 'sides', total: 3, counts: [1, 2], names: [['Ana'], ['Ben', 'Cai']] });

    // The next slide does not show names: its results never carry one (R16.5).
    expect(await advance(event.id)).toBe('answering');
    await waitForState(screen, (s) => s.step === 'answering' && s.slide?.id === 'anon');
    await submit(ana, event.id, 'anon', { choices: [1] });
    const anonLive = await waitForState(screen, (s) => s.slide?.id === 'anon' && s.results?.total === 1);
    expect(anonLive.results).toEqual({ kind: 'sides', total: 1, counts: [0, 1], names: null });
    await submit(ben, event.id, 'anon', { choices: [1] });
    await submit(cai, event.id, 'anon', { choices: [0] });
    const anonFinal = await waitForState(screen, (s) => s.step === 'results' && s.slide?.id === 'anon');
    expect(anonFinal.results).toEqual({ kind: 'sides', total: 3, counts: [1, 2], names: null });
    await waitForState(ana, (s) => s.step === 'results' && s.slide?.id === 'anon');
    for (const client of [screen, ana, ben, cai]) {
      const anonFrames = liveMessages(client).filter((m) => stateOf(m).slide?.id === 'anon');
      expect(anonFrames.length).toBeGreaterThan(0);
      const bytes = anonFrames.map((m) => JSON.stringify(m)).join('\n');
      for (const nickname of ['Ana', 'Ben', 'Cai']) expect(bytes).not.toContain(nickname);
    }

    // The host's notes never reached a phone or the big screen.
    for (const client of [screen, ana, ben, cai]) expect(client.messages.map((m) => JSON.stringify(m)).join('\n')).not.toContain(NOTE);
    for (const client of [screen, ana, ben, cai]) client.close();
  });
});
