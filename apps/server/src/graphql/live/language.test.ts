import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { gqlAs, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient, type Protocol, type WsMessage } from '../../testing/wsClient';
import { recentStateSends } from '../ws/stateSends';

/** ADR 25: the language an event's phones and big screen speak, fixed by the deck or the host. */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;

const slides = [
  { type: 'content', id: 'intro', title: 'Welcome' },
  { type: 'poll', id: 'poll1', question: 'Tea or coffee?', options: [{ text: 'Tea' }, { text: 'Coffee' }] },
];

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

async function deckWith(extra: Record<string, unknown>) {
  const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const id = created.data!.createDeck.id;
  const saved = await host.gql<{ saveDeck: { language: string | null } }>(
    'mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { language } }',
    { id, doc: { version: 1, title: 'Language deck', slides, ...extra } },
  );
  return { id, saved };
}

async function start(deckId: string, settings = '') {
  const r = await host.gql<{ startEvent: { id: string; code: string; settings: { language: string | null } } }>(
    `mutation ($d: ID!) { startEvent(deckId: $d${settings}) { id code settings { language } } }`,
    { d: deckId },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.startEvent;
}

const lobbyLanguage = async (code: string) =>
  (
    await gqlAs<{ eventByCode: { language: string | null } }>(t.app, null, 'query ($c: String!) { eventByCode(code: $c) { language } }', {
      c: code,
    })
  ).data!.eventByCode.language;

const setLanguage = (eventId: string, language: string | null, as: TestUser = host) =>
  as.gql<{ setEventLanguage: { settings: { language: string | null } } }>(
    'mutation ($e: ID!, $l: String) { setEventLanguage(eventId: $e, language: $l) { settings { language } } }',
    { e: eventId, l: language },
  );

describe('a deck carries the language its events start in', () => {
  it('saves, exports and starts events in it; decks without one (old decks) have none', async () => {
    const german = await deckWith({ language: 'de' });
    expect(german.saved.data?.saveDeck.language).toBe('de');
    const exported = await host.gql<{ exportDeck: { language: string | null } }>('query ($id: ID!) { exportDeck(id: $id) }', {
      id: german.id,
    });
    expect(exported.data?.exportDeck.language).toBe('de');
    const event = await start(german.id);
    expect(event.settings.language).toBe('de');
    expect(await lobbyLanguage(event.code)).toBe('de');

    const old = await deckWith({});
    expect(old.saved.errors).toBeUndefined();
    expect(old.saved.data?.saveDeck.language).toBeNull();
    expect((await start(old.id)).settings.language).toBeNull();
  });

  it("lets the host start in another language than the deck's, or in none", async () => {
    expect((await start((await deckWith({ language: 'de' })).id, ', settings: { language: "es" }')).settings.language).toBe('es');
    expect((await start((await deckWith({ language: 'de' })).id, ', settings: { language: null }')).settings.language).toBeNull();
  });

  it('refuses a language this version does not ship, naming the field', async () => {
    const { saved } = await deckWith({ language: 'it' });
    expect(saved.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(saved.errors)).toContain('language');
  });
});

const LIVE = 'subscription ($e: ID!) { liveEvent(eventId: $e) { language step slide { id } me { nickname score } } }';
type Live = { language: string | null; step: string | null; slide: { id: string } | null };

async function follow(eventId: string, init: Record<string, unknown>, protocol: Protocol): Promise<TestWsClient> {
  const client = await TestWsClient.open(wsUrl, protocol);
  expect((await client.init(init)).type).toBe('connection_ack');
  client.start('live', LIVE, { e: eventId });
  return client;
}

const liveOf = (m: WsMessage) => (m.payload as { data: { liveEvent: Live } }).data.liveEvent;
const shows = (client: TestWsClient, match: (s: Live) => boolean) =>
  client.waitFor((m) => m.id === 'live' && m.type === client.dataType && match(liveOf(m)));

describe('the host fixes the language during the event', () => {
  it('reaches every phone and the big screen in the shared state frame, without writing any `me`', async () => {
    const event = await start((await deckWith({})).id);
    const phones: TestWsClient[] = [];
    for (const [i, protocol] of (['graphql-ws', 'graphql-transport-ws', 'graphql-ws'] as const).entries()) {
      const joined = await gqlAs<{ joinEvent: { participantToken: string } }>(
        t.app,
        null,
        'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }',
        { c: event.code, n: `Phone ${i}` },
      );
      phones.push(await follow(event.id, { participantToken: joined.data!.joinEvent.participantToken }, protocol));
    }
    const bigScreen = await follow(event.id, {}, 'graphql-transport-ws');
    // Every phone in the room before the host moves on: a phone whose seat check was still
    // under way would be counted connected at the next send, rewriting its `me` there.
    for (const c of phones) await shows(c, () => true);
    await host.gql('mutation ($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: event.id });
    for (const c of [...phones, bigScreen]) expect(liveOf(await shows(c, (s) => s.slide?.id === 'intro')).language).toBeNull();

    const r = await setLanguage(event.id, 'fr');
    expect(r.errors).toBeUndefined();
    expect(r.data?.setEventLanguage.settings.language).toBe('fr');
    for (const c of [...phones, bigScreen]) {
      const s = liveOf(await shows(c, (x) => x.language === 'fr'));
      // Nothing else moved: the same slide, still on it.
      expect(s.slide?.id).toBe('intro');
    }
    const send = recentStateSends().findLast((x) => x.eventId === event.id);
    expect(send).toMatchObject({ phones: phones.length + 1, meWritten: 0 });
    expect(await lobbyLanguage(event.code)).toBe('fr');

    // Back to each screen's own language.
    expect((await setLanguage(event.id, null)).data?.setEventLanguage.settings.language).toBeNull();
    await shows(bigScreen, (x) => x.language === null && x.slide?.id === 'intro');
    // The next change of state keeps it.
    await setLanguage(event.id, 'es');
    await host.gql('mutation ($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: event.id });
    expect(liveOf(await shows(bigScreen, (x) => x.slide?.id === 'poll1')).language).toBe('es');
    for (const c of [...phones, bigScreen]) c.close();
  });

  it('refuses an unknown language, a language for an ended event, and anyone but the host', async () => {
    const event = await start((await deckWith({})).id);
    const unknown = await setLanguage(event.id, 'klingon');
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' });
    const other = await signUpUser(t.app, 'Eve');
    expect((await setLanguage(event.id, 'fr', other)).errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'EVENT_NOT_FOUND',
    });
    await host.gql('mutation ($e: ID!) { endEvent(eventId: $e) { id } }', { e: event.id });
    expect((await setLanguage(event.id, 'fr')).errors?.[0]?.extensions).toMatchObject({ reason: 'EVENT_ENDED' });
  });
});
