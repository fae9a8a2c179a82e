import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Reason, WS_CLOSE } from '@mingle/shared';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { gqlAs, signUpUser, TEST_PASSWORD, type GqlResult, type TestUser } from '../testing/gql';
import { TestWsClient } from '../testing/wsClient';

/**
 * ADR 18: every error a client may act on carries `extensions.reason` (with `field` and
 * `suggestion` where they apply), so clients never read the message. One representative
 * operation per family: joining, seats, decks, accounts, documents, the websocket.
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let host: TestUser;
let wsUrl: string;

const DECK = {
  format: 'mingle.deck',
  version: 1,
  title: 'Reasons deck',
  slides: [{ type: 'quiz', id: 'q1', question: 'Two plus two?', options: [{ text: '4', correct: true }, { text: '5' }], timeLimit: 30 }],
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

function firstError(r: GqlResult<unknown>) {
  expect(r.errors, 'the operation should fail').toBeDefined();
  return r.errors![0]!;
}

async function newDeck(): Promise<string> {
  const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
  const id = created.data!.createDeck.id;
  const saved = await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
    id,
    doc: DECK,
  });
  expect(saved.errors).toBeUndefined();
  return id;
}

async function newEvent(settings: Record<string, unknown> = {}): Promise<{ id: string; code: string }> {
  const r = await host.gql<{ startEvent: { id: string; code: string } }>(
    'mutation ($d: ID!, $s: EventSettingsInput) { startEvent(deckId: $d, settings: $s) { id code } }',
    { d: await newDeck(), s: settings },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.startEvent;
}

const JOIN =
  'mutation ($c: String!, $n: String!, $m: String) { joinEvent(code: $c, nickname: $n, email: $m) { participantToken participant { id } } }';
const join = (code: string, nickname: string, email?: string) =>
  gqlAs<{ joinEvent: { participantToken: string; participant: { id: string } } }>(t.app, null, JOIN, {
    c: code,
    n: nickname,
    m: email ?? null,
  });

describe('joining', () => {
  it('a taken nickname is NICKNAME_TAKEN on the nickname field, with a free one as the suggestion', async () => {
    const event = await newEvent();
    expect((await join(event.code, 'Sam')).errors).toBeUndefined();
    expect((await join(event.code, 'Sam2')).errors).toBeUndefined();
    const error = firstError(await join(event.code, 'sam'));
    expect(error.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: Reason.NICKNAME_TAKEN, field: 'nickname', suggestion: 'sam3' });
  });

  it('an unknown code is EVENT_NOT_FOUND; a missing required email is EMAIL_REQUIRED on the email field', async () => {
    expect(firstError(await join('ZZZZZZ', 'Ann')).extensions).toMatchObject({ code: 'NOT_FOUND', reason: Reason.EVENT_NOT_FOUND });
    const event = await newEvent({ askEmail: 'REQUIRED' });
    expect(firstError(await join(event.code, 'Ann')).extensions).toMatchObject({ reason: Reason.EMAIL_REQUIRED, field: 'email' });
  });

  it('an input that fails its schema is INVALID_INPUT naming the field', async () => {
    const event = await newEvent();
    expect(firstError(await join(event.code, 'x'.repeat(200))).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: Reason.INVALID_INPUT,
      field: 'nickname',
    });
  });

  it('a locked or ended event says why as a reason, in the lobby and on joining', async () => {
    const event = await newEvent();
    const lobby = () =>
      gqlAs<{ eventByCode: { joinable: boolean; reasonCode: string | null } }>(
        t.app,
        null,
        'query ($c: String!) { eventByCode(code: $c) { joinable reasonCode } }',
        {
          c: event.code,
        },
      );
    expect((await lobby()).data!.eventByCode).toEqual({ joinable: true, reasonCode: null });
    await host.gql('mutation ($e: ID!) { lockLobby(eventId: $e, locked: true) { id } }', { e: event.id });
    expect((await lobby()).data!.eventByCode).toEqual({ joinable: false, reasonCode: Reason.EVENT_LOCKED });
    expect(firstError(await join(event.code, 'Late')).extensions.reason).toBe(Reason.EVENT_LOCKED);
    await host.gql('mutation ($e: ID!) { endEvent(eventId: $e) { id } }', { e: event.id });
    expect((await lobby()).data!.eventByCode.reasonCode).toBe(Reason.EVENT_ENDED);
  });
});

describe('seats', () => {
  it('a removed seat is SEAT_REMOVED, over HTTP and on its live subscription', async () => {
    const event = await newEvent();
    const seat = (await join(event.code, 'Mallory')).data!.joinEvent;
    const phone = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
    expect((await phone.init({ participantToken: seat.participantToken })).type).toBe('connection_ack');
    phone.start('live', 'subscription ($e: ID!) { liveEvent(eventId: $e) { status } }', { e: event.id });
    await phone.waitFor((m) => m.id === 'live' && m.type === 'next');
    const removed = await host.gql('mutation ($e: ID!, $p: ID!) { removeParticipant(eventId: $e, participantId: $p) { id } }', {
      e: event.id,
      p: seat.participant.id,
    });
    expect(removed.errors).toBeUndefined();
    const ended = await phone.waitFor((m) => m.id === 'live' && m.type === 'error');
    expect((ended.payload as { extensions: { reason: string } }[])[0]!.extensions.reason).toBe(Reason.SEAT_REMOVED);
    phone.close();

    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { 'x-participant-token': seat.participantToken },
      payload: {
        query: 'mutation ($e: ID!) { submitAnswer(eventId: $e, slideId: "q1", answer: { choices: [0] }, round: 0) { accepted } }',
        variables: { e: event.id },
      },
    });
    expect(res.json().errors[0].extensions).toEqual({ code: 'FORBIDDEN', reason: Reason.SEAT_REMOVED });
  });

  it('a token that does not verify is refused with CREDENTIALS_REFUSED and the shared close code', async () => {
    const socket = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
    const refused = await socket.init({ participantToken: 'not-a-token' });
    expect(refused).toMatchObject({ type: 'connection_error', payload: { reason: Reason.CREDENTIALS_REFUSED } });
    expect(await socket.waitForClose()).toBe(WS_CLOSE.forbidden);
  });
});

describe('decks and accounts', () => {
  it('signed out is SIGN_IN_REQUIRED; a stale save is VERSION_CONFLICT; another owner\u2019s deck is DECK_NOT_FOUND', async () => {
    expect(firstError(await gqlAs(t.app, null, 'mutation { createDeck { id } }')).extensions).toEqual({
      code: 'UNAUTHENTICATED',
      reason: Reason.SIGN_IN_REQUIRED,
    });
    const id = await newDeck();
    const stale = await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id,
      doc: DECK,
    });
    expect(firstError(stale).extensions).toEqual({ code: 'CONFLICT', reason: Reason.VERSION_CONFLICT });
    const other = await signUpUser(t.app, 'Other');
    const theirs = await other.gql('mutation ($id: ID!) { deleteDeck(id: $id) { id } }', { id });
    expect(firstError(theirs).extensions).toEqual({ code: 'NOT_FOUND', reason: Reason.DECK_NOT_FOUND });
  });

  it('a deck document that fails the format is INVALID_INPUT naming the path', async () => {
    const created = await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }');
    const bad = await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
      id: created.data!.createDeck.id,
      doc: { ...DECK, title: 42 },
    });
    expect(firstError(bad).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: Reason.INVALID_INPUT,
      field: 'document.title',
      problems: ['title: must be text'],
    });
  });

  it('a wrong current password is WRONG_CURRENT_PASSWORD on the currentPassword field', async () => {
    const r = await host.gql('mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }', {
      c: `${TEST_PASSWORD} not`,
      n: 'a new password',
    });
    expect(firstError(r).extensions).toEqual({ code: 'BAD_USER_INPUT', reason: Reason.WRONG_CURRENT_PASSWORD, field: 'currentPassword' });
  });

  it('a document that does not match the schema is INVALID_DOCUMENT, over HTTP and the websocket', async () => {
    expect(firstError(await host.gql('{ nothingHere }')).extensions).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
      reason: Reason.INVALID_DOCUMENT,
    });
    const socket = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
    await socket.init({});
    socket.start('bad', '{ nothingHere }');
    const error = await socket.waitFor((m) => m.id === 'bad' && m.type === 'error');
    expect((error.payload as { extensions: { reason: string } }[])[0]!.extensions.reason).toBe(Reason.INVALID_DOCUMENT);
    socket.close();
  });
});
