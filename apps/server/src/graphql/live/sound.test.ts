// The host's sound setting (ADR 28): a host mutation, validated and reason-coded, stored in the
// event's settings and carried in the live state every big screen subscribes to.
import { Reason } from '@mingle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient } from '../../testing/wsClient';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;
let other: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
  host = await signUpUser(t.app, 'Host');
  other = await signUpUser(t.app, 'Other');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

async function startEvent(settings?: Record<string, unknown>): Promise<string> {
  const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const deckId = created.data!.createDeck.id;
  await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id: deckId,
    doc: { version: 1, title: 'Sound', slides: [{ type: 'content', id: 'c1', title: 'Hello' }] },
  });
  const r = await host.gql<{ startEvent: { id: string } }>(
    'mutation ($d: ID!, $s: EventSettingsInput) { startEvent(deckId: $d, settings: $s) { id } }',
    {
      d: deckId,
      s: settings,
    },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.startEvent.id;
}

const SET_SOUND = 'mutation ($e: ID!, $on: Boolean!) { setEventSound(eventId: $e, on: $on) { id settings { sound } } }';
type SoundResult = { setEventSound: { settings: { sound: boolean } } };

/** A big screen: a guest socket subscribed to the event's live state. */
async function bigScreen(eventId: string): Promise<{ client: TestWsClient; sounds: () => boolean[] }> {
  const client = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
  expect((await client.init()).type).toBe('connection_ack');
  client.start('live', 'subscription ($e: ID!) { liveEvent(eventId: $e) { status sound } }', { e: eventId });
  const sounds = () =>
    client.messages
      .filter((m) => m.id === 'live' && m.type === 'next')
      .map((m) => (m.payload as { data: { liveEvent: { sound: boolean } } }).data.liveEvent.sound);
  return { client, sounds };
}

describe('the big screen sound setting', () => {
  it('R7.5 is on by default, and the host’s toggle reaches a big screen already watching', async () => {
    const eventId = await startEvent();
    const screen = await bigScreen(eventId);
    await screen.client.waitFor((m) => m.id === 'live' && m.type === 'next');
    expect(screen.sounds()).toEqual([true]);

    const off = await host.gql<SoundResult>(SET_SOUND, { e: eventId, on: false });
    expect(off.errors).toBeUndefined();
    expect(off.data!.setEventSound.settings.sound).toBe(false);
    await screen.client.waitFor((m) => m.id === 'live' && m.type === 'next' && screen.sounds().at(-1) === false);

    await host.gql<SoundResult>(SET_SOUND, { e: eventId, on: true });
    await screen.client.waitFor(() => screen.sounds().at(-1) === true);
    screen.client.close();
  });

  it('can be chosen when the event starts, and the host’s event says it', async () => {
    const eventId = await startEvent({ sound: false });
    const r = await host.gql<{ event: { settings: { sound: boolean } } }>('query ($e: ID!) { event(id: $e) { settings { sound } } }', {
      e: eventId,
    });
    expect(r.data!.event.settings.sound).toBe(false);
  });

  it('refuses a value that is not a boolean, and hides the event from another account', async () => {
    const eventId = await startEvent();
    const bad = await host.gql(SET_SOUND, { e: eventId, on: 'loud' });
    // The schema's Boolean! refuses it before the resolver runs.
    expect(bad.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const tooLong = await host.gql(SET_SOUND, { e: 'x'.repeat(65), on: false });
    expect(tooLong.errors?.[0]?.extensions?.reason).toBe(Reason.INVALID_INPUT);
    const notMine = await other.gql(SET_SOUND, { e: eventId, on: false });
    expect(notMine.errors?.[0]?.extensions?.reason).toBe(Reason.EVENT_NOT_FOUND);
    const unknown = await host.gql(SET_SOUND, { e: 'not-an-event', on: false });
    expect(unknown.errors?.[0]?.extensions?.reason).toBe(Reason.EVENT_NOT_FOUND);
    // Nothing changed for the event's own host.
    const r = await host.gql<{ event: { settings: { sound: boolean } } }>('query ($e: ID!) { event(id: $e) { settings { sound } } }', {
      e: eventId,
    });
    expect(r.data!.event.settings.sound).toBe(true);
  });

  it('refuses a change once the event has ended', async () => {
    const eventId = await startEvent();
    await host.gql('mutation ($e: ID!) { endEvent(eventId: $e) { id } }', { e: eventId });
    const late = await host.gql(SET_SOUND, { e: eventId, on: false });
    expect(late.errors?.[0]?.extensions?.reason).toBe(Reason.EVENT_ENDED);
  });
});
