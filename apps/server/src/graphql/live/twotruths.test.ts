// Two truths and a lie over the real API and websocket (SPEC R19): the host chooses the subject
// among the participants, the subject's phone sits out, the others vote, and no phone receives
// the lie before the reveal — on both websocket sub-protocols.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, participants } from '../../db/schema';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient, type Protocol, type WsMessage } from '../../testing/wsClient';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;

const STATEMENTS = ['I have met a president', 'I speak four languages', 'I have never seen snow'];
const LIE = 1;

const deck = {
  version: 1,
  title: 'Two truths deck',
  slides: [
    { type: 'content', id: 'welcome', title: 'Welcome' },
    {
      type: 'twotruths',
      id: 'about',
      subject: 'A colleague',
      subjectIsParticipant: true,
      statements: STATEMENTS,
      lieIndex: LIE,
      timeLimit: 60,
      notes: 'HOST-ONLY-NOTE',
    },
    { type: 'twotruths', id: 'nobody', subject: 'Our CEO', subjectIsParticipant: true, statements: ['a', 'b', 'c'], lieIndex: 0 },
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
  status step results play slide { id type content } me { participantId score answered sitsOut lastAnswer { correct points } } } }`;

type Live = {
  status: string;
  step: string | null;
  results: Record<string, unknown> | null;
  play: Record<string, unknown> | null;
  slide: { id: string; content: Record<string, unknown> } | null;
  me: { participantId: string; sitsOut: string | null; lastAnswer: { correct: boolean; points: number } | null } | null;
};
type Reply = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code: string; reason?: string } }[] };

const liveOf = (m: WsMessage) => (m.payload as { data: { liveEvent: Live } }).data.liveEvent;
const isLive = (c: TestWsClient, m: WsMessage) => m.id === 'live' && m.type === c.dataType;
async function shows(client: TestWsClient, match: (s: Live) => boolean): Promise<Live> {
  return liveOf(await client.waitFor((m) => isLive(client, m) && match(liveOf(m)), 10_000));
}

let ops = 0;
async function submit(client: TestWsClient, eventId: string, slideId: string, answer: unknown): Promise<Reply> {
  const id = `op${++ops}`;
  client.start(id, 'mutation ($e: ID!, $s: ID!, $a: JSON!) { submitAnswer(eventId: $e, slideId: $s, answer: $a, round: 0) { accepted } }', {
    e: eventId,
    s: slideId,
    a: answer,
  });
  const m = await client.waitFor((x) => x.id === id && (x.type === client.dataType || x.type === 'error'));
  return m.type === 'error' ? { errors: m.payload as Reply['errors'] } : (m.payload as Reply);
}

async function phone(eventId: string, code: string, nickname: string, protocol: Protocol) {
  const joined = await gqlAs<{ joinEvent: { participantToken: string; participant: { id: string } } }>(
    t.app,
    null,
    'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken participant { id } } }',
    { c: code, n: nickname },
  );
  expect(joined.errors, JSON.stringify(joined.errors)).toBeUndefined();
  const client = await TestWsClient.open(wsUrl, protocol);
  expect((await client.init({ participantToken: joined.data!.joinEvent.participantToken })).type).toBe('connection_ack');
  client.start('live', LIVE, { e: eventId });
  return { client, id: joined.data!.joinEvent.participant.id };
}

async function hostDo(query: string, variables: Record<string, unknown>, as: TestUser = host): Promise<Reply> {
  return as.gql(query, variables);
}
const advance = (e: string) => hostDo('mutation ($e: ID!) { advanceEvent(eventId: $e) { step } }', { e });
const setSubject = (e: string, s: string, p: string, as?: TestUser) =>
  hostDo('mutation ($e: ID!, $s: ID!, $p: ID!) { setSlideSubject(eventId: $e, slideId: $s, participantId: $p) { id } }', { e, s, p }, as);
const reasonOf = (r: Reply) => r.errors?.[0]?.extensions?.reason ?? JSON.stringify(r);

async function startEvent(): Promise<{ eventId: string; code: string }> {
  const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const deckId = created.data!.createDeck.id;
  const saved = await host.gql<{ saveDeck: { problems: unknown[] } }>(
    'mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { problems { path } } }',
    { id: deckId, doc: deck },
  );
  expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
  expect(saved.data!.saveDeck.problems).toEqual([]);
  const started = await host.gql<{ startEvent: { id: string; code: string } }>(
    'mutation ($d: ID!) { startEvent(deckId: $d) { id code } }',
    {
      d: deckId,
    },
  );
  expect(started.errors, JSON.stringify(started.errors)).toBeUndefined();
  return { eventId: started.data!.startEvent.id, code: started.data!.startEvent.code };
}

describe.each(['graphql-ws', 'graphql-transport-ws'] as const)('two truths and a lie over %s (R19)', (protocol) => {
  it('R19.2 R19.3 R19.4 R19.5 R19.6 R5.3 the host picks the subject, who sits out; no lie index before the reveal in the bytes phones receive; who spotted it', async () => {
    const { eventId, code } = await startEvent();
    const sam = await phone(eventId, code, 'Sam', protocol);
    const ada = await phone(eventId, code, 'Ada', protocol);
    const bo = await phone(eventId, code, 'Bo', protocol);
    const screen = await TestWsClient.open(wsUrl, protocol);
    expect((await screen.init({})).type).toBe('connection_ack');
    screen.start('live', LIVE, { e: eventId });

    // R19.2: chosen in the lobby, ahead of the slide; only the host, only a real participant.
    const stranger = await signUpUser(t.app, 'Stranger');
    expect(reasonOf(await setSubject(eventId, 'about', sam.id, stranger))).toBe('EVENT_NOT_FOUND');
    expect(reasonOf(await setSubject(eventId, 'welcome', sam.id))).toBe('NO_SUBJECT_TO_CHOOSE');
    expect(reasonOf(await setSubject(eventId, 'about', '00000000-0000-4000-8000-000000000000'))).toBe('PARTICIPANT_NOT_FOUND');
    expect((await setSubject(eventId, 'about', ada.id)).errors).toBeUndefined();
    // Changed before the slide: the last choice counts.
    expect((await setSubject(eventId, 'about', sam.id)).errors).toBeUndefined();
    const [row] = await db.db.select({ plays: events.plays }).from(events).where(eq(events.id, eventId));
    expect(row!.plays).toEqual({ 'about#0': { participantId: sam.id, nickname: 'Sam' } });

    expect((await advance(eventId)).errors).toBeUndefined();
    expect((await advance(eventId)).errors).toBeUndefined();
    const samSees = await shows(sam.client, (s) => s.step === 'answering');
    const adaSees = await shows(ada.client, (s) => s.step === 'answering');
    await shows(screen, (s) => s.step === 'answering');

    // R19.4: the subject's phone is told, everyone sees whom it is about; nobody gets the lie.
    expect(samSees.me!.sitsOut).toBe('SUBJECT');
    expect(adaSees.me!.sitsOut).toBeNull();
    expect(adaSees.play).toEqual({ nickname: 'Sam' });
    expect(adaSees.slide!.content).toEqual({
      type: 'twotruths',
      id: 'about',
      subject: 'A colleague',
      subjectIsParticipant: true,
      statements: STATEMENTS,
      timeLimit: 60,
      points: 'standard',
    });
    expect(adaSees.results).toBeNull();

    const refused = await submit(sam.client, eventId, 'about', { choices: [LIE] });
    expect(refused.errors?.[0]?.extensions?.reason, JSON.stringify(refused)).toBe('SITTING_OUT');
    const accepted = async (client: TestWsClient, slideId: string, choice: number) =>
      expect((await submit(client, eventId, slideId, { choices: [choice] })).data?.submitAnswer).toEqual({ accepted: true });
    await accepted(ada.client, 'about', LIE);
    // R19.2: someone who voted cannot become the subject.
    expect(reasonOf(await setSubject(eventId, 'about', ada.id))).toBe('SUBJECT_ANSWERED');
    // R19.4 with R6.3: sitting out is not a missed answer; a streak the subject had survives the slide.
    await db.db.update(participants).set({ streak: 2 }).where(eq(participants.id, sam.id));
    // R19.4 with R5.3: everyone but the subject answered, so answering closes on its own.
    await accepted(bo.client, 'about', 0);
    const revealed = (s: Live) => s.step === 'reveal';
    const [adaAfter, boAfter, samAfter, screenAfter] = await Promise.all([
      shows(ada.client, revealed),
      shows(bo.client, revealed),
      shows(sam.client, revealed),
      shows(screen, revealed),
    ]);

    // R19.3 in bytes: nothing a phone or the big screen received before the reveal says which is the lie.
    for (const client of [sam.client, ada.client, bo.client, screen]) {
      const firstReveal = client.messages.findIndex((m) => isLive(client, m) && liveOf(m).step === 'reveal');
      expect(firstReveal).toBeGreaterThan(0);
      const before = client.raw.slice(0, firstReveal).join('\n');
      expect(before).toContain(STATEMENTS[LIE]);
      expect(before).not.toContain('lieIndex');
      expect(before).not.toContain('"twotruths","total"');
      expect(before).not.toContain('spotters');
      expect(before).not.toContain('HOST-ONLY-NOTE');
    }
    // The subject's id reaches no other phone: only their nickname travels (R19.4).
    expect(ada.client.raw.join('\n')).not.toContain(sam.id);
    expect(screen.raw.join('\n')).not.toContain(sam.id);

    // R19.5: scored like a quiz; the subject neither scores nor loses anything.
    expect(adaAfter.me!.lastAnswer!.correct).toBe(true);
    expect(adaAfter.me!.lastAnswer!.points).toBeGreaterThanOrEqual(500);
    expect(boAfter.me!.lastAnswer).toEqual({ correct: false, points: 0 });
    expect(samAfter.me!.lastAnswer).toBeNull();
    expect(samAfter.me!.sitsOut).toBe('SUBJECT');
    const [samRow] = await db.db.select({ streak: participants.streak }).from(participants).where(eq(participants.id, sam.id));
    expect(samRow!.streak).toBe(2);

    // R19.6: the lie, and who spotted it by name.
    expect(screenAfter.slide!.content).toMatchObject({ lieIndex: LIE });
    expect(JSON.stringify(screenAfter.slide!.content)).not.toContain('HOST-ONLY-NOTE');
    expect(screenAfter.results).toEqual({ kind: 'twotruths', total: 2, counts: [1, 1, 0], lieIndex: LIE, spotted: 1, spotters: ['Ada'] });

    // R19.2: once answering closed, the subject no longer changes.
    expect(reasonOf(await setSubject(eventId, 'about', bo.id))).toBe('ANSWERING_CLOSED');

    // R19.2: a slide reached with no subject chosen plays about its label, and everyone votes.
    expect((await advance(eventId)).errors).toBeUndefined();
    const nobody = await shows(sam.client, (s) => s.slide?.id === 'nobody' && s.step === 'answering');
    expect(nobody.play).toBeNull();
    expect(nobody.me!.sitsOut).toBeNull();
    expect(nobody.slide!.content).toMatchObject({ subject: 'Our CEO' });
    await accepted(sam.client, 'nobody', 0);

    // R19.2: chosen during answering: refused for one who answered, taken for one who did not,
    // whose phone then sits out at once.
    expect(reasonOf(await setSubject(eventId, 'nobody', sam.id))).toBe('SUBJECT_ANSWERED');
    expect((await setSubject(eventId, 'nobody', bo.id)).errors).toBeUndefined();
    const boOut = await shows(bo.client, (s) => s.slide?.id === 'nobody' && s.me?.sitsOut === 'SUBJECT');
    expect(boOut.play).toEqual({ nickname: 'Bo' });
    expect(reasonOf(await submit(bo.client, eventId, 'nobody', { choices: [0] }))).toBe('SITTING_OUT');

    for (const c of [sam.client, ada.client, bo.client, screen]) c.close();
  });
});
