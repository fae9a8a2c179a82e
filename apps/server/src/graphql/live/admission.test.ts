import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_ALIASES } from '@mingle/shared';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { randomAddress, signUpUser, type GqlResult, type TestUser } from '../../testing/gql';
import { TestWsClient } from '../../testing/wsClient';

// Small limits, so a test reaches them in a few requests (docs/adr/0015 has the defaults).
const LIMITS = { RATE_LIMIT_CODE_MISSES: '5/60', RATE_LIMIT_JOINS: '3/60' };

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db, LIMITS);
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
  host = await signUpUser(t.app, 'Host');
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

type ErrorList = NonNullable<GqlResult['errors']>;
type LimitedError = ErrorList[number] & { extensions: { code: string; retryAfterS?: number } };

/** A GraphQL request over HTTP from a given client address. */
async function gqlFrom(
  ip: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data: Record<string, unknown> | null; errors: LimitedError[] }> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/graphql', payload: { query, variables }, remoteAddress: ip });
  const body = res.json() as { data: Record<string, unknown> | null; errors?: LimitedError[] };
  return { data: body.data, errors: body.errors ?? [] };
}

const lookup = (ip: string, code: string) => gqlFrom(ip, 'query ($c: String!) { eventByCode(code: $c) { id } }', { c: code });
const join = (ip: string, code: string, nickname: string) =>
  gqlFrom(ip, 'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }', { c: code, n: nickname });

/** A code no event has: generated codes never hold a 0 or a 1. */
let unknownSeq = 0;
const unknownCode = () => `ZZ${String(++unknownSeq).padStart(4, '0')}`.replace(/[01]/g, '9');

async function startEvent(): Promise<{ id: string; code: string }> {
  const deckId = (await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }')).data!.createDeck.id;
  const doc = { version: 1, title: 'Limits', slides: [{ type: 'content', id: 'c', title: 'Hello' }] };
  await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', { id: deckId, doc });
  const r = await host.gql<{ startEvent: { id: string; code: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id code } }', {
    d: deckId,
  });
  expect(r.errors).toBeUndefined();
  return r.data!.startEvent;
}

function expectLimited(errors: LimitedError[], retryAfterS: number) {
  expect(errors).toHaveLength(1);
  expect(errors[0]!.extensions).toEqual({ code: 'RATE_LIMITED', reason: 'RATE_LIMITED', retryAfterS });
  expect(errors[0]!.message).toBe(`Too many tries from your network. Try again in ${retryAfterS} seconds.`);
}

describe('R3.9 eventByCode: codes not found, per address', () => {
  it('refuses an address past its misses with RATE_LIMITED and retryAfterS, not another address, and lets it in after the window', async () => {
    const event = await startEvent();
    const guesser = randomAddress();
    const neighbour = randomAddress();
    for (let i = 0; i < 5; i++) expect((await lookup(guesser, unknownCode())).errors[0]?.extensions.code).toBe('NOT_FOUND');
    // Past the limit even a right code is refused: an answer would tell a guesser it guessed right.
    expectLimited((await lookup(guesser, event.code)).errors, 60);
    expectLimited((await lookup(guesser, unknownCode())).errors, 60);

    expect((await lookup(neighbour, event.code)).data).toEqual({ eventByCode: { id: event.id } });
    expect((await lookup(neighbour, unknownCode())).errors[0]?.extensions.code).toBe('NOT_FOUND');

    t.clock.advance(40_000);
    expectLimited((await lookup(guesser, event.code)).errors, 20);
    t.clock.advance(20_000);
    expect((await lookup(guesser, event.code)).data).toEqual({ eventByCode: { id: event.id } });
  });

  it('does not count codes that were found: a venue looking up its event is not held back', async () => {
    const event = await startEvent();
    const venue = randomAddress();
    for (let i = 0; i < 30; i++) expect((await lookup(venue, event.code)).errors).toEqual([]);
    for (let i = 0; i < 5; i++) expect((await lookup(venue, unknownCode())).errors[0]?.extensions.code).toBe('NOT_FOUND');
    expectLimited((await lookup(venue, unknownCode())).errors, 60);
  });

  it(`counts every alias of one request: ${MAX_QUERY_ALIASES} aliased lookups (the most one operation may hold) are refused past the limit`, async () => {
    const guesser = randomAddress();
    const fields = Array.from({ length: MAX_QUERY_ALIASES }, (_, i) => `g${i}: eventByCode(code: "${unknownCode()}") { id }`);
    const { data, errors } = await gqlFrom(guesser, `query { ${fields.join(' ')} }`);
    // eventByCode is non-null, so graphql-js reports the first error that nulls the whole
    // result; that the request met the limit at all shows its aliases were counted.
    expect(data).toBeNull();
    expect(errors.map((e) => e.extensions.code)).toContain('RATE_LIMITED');
    expectLimited((await lookup(guesser, unknownCode())).errors, 60);
  });

  it('counts joinEvent with an unknown code as a miss too', async () => {
    const guesser = randomAddress();
    for (let i = 0; i < 5; i++) expect((await join(guesser, unknownCode(), 'Guess')).errors[0]?.extensions.code).toBe('NOT_FOUND');
    expectLimited((await join(guesser, unknownCode(), 'Guess')).errors, 60);
    expectLimited((await lookup(guesser, unknownCode())).errors, 60);
  });

  it('over a websocket, counts against the address of the upgrade request', async () => {
    const c = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
    await c.init();
    const query = 'query ($c: String!) { eventByCode(code: $c) { id } }';
    for (let i = 0; i < 6; i++) c.start(`q${i}`, query, { c: unknownCode() });
    const last = await c.waitFor((m) => m.id === 'q5' && m.type === 'next');
    expect(last.payload).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED', retryAfterS: 60 } }] });
    // The socket came from 127.0.0.1: so does this request, and it shares the count.
    expectLimited((await lookup('127.0.0.1', unknownCode())).errors, 60);
    c.close();
  });
});

describe('R3.9 joinEvent: joins per address and event', () => {
  it('refuses an address past its joins to an event, not another address or event, and lets it in after the window', async () => {
    const event = await startEvent();
    const other = await startEvent();
    const phones = randomAddress();
    for (let i = 0; i < 3; i++) expect((await join(phones, event.code, `Phone ${i}`)).errors).toEqual([]);
    const refused = await join(phones, event.code, 'Phone 3');
    expectLimited(refused.errors, 60);
    expect(refused.data).toBeNull();

    expect((await join(randomAddress(), event.code, 'Elsewhere')).errors).toEqual([]);
    expect((await join(phones, other.code, 'Phone 0')).errors).toEqual([]);

    t.clock.advance(60_000);
    expect((await join(phones, event.code, 'Phone 3')).errors).toEqual([]);
  });
});
