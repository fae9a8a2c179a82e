import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { TestWsClient, type Protocol } from '../testing/wsClient';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/v1/graphql`;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

async function signUp(): Promise<{ accessToken: string; userId: string; email: string }> {
  const email = `${randomUUID()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/signup/email-password',
    payload: { email, password: 'correct horse', displayName: 'Ada' },
  });
  expect(res.statusCode).toBe(200);
  const { session } = res.json();
  return { accessToken: session.accessToken, userId: session.user.id, email };
}

async function gql(query: string, variables?: Record<string, unknown>, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { operationName: null, query, variables: variables ?? {}, extensions: {} },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('GraphQL over HTTP', () => {
  it('answers a guest: me is null', async () => {
    const r = await gql('{ me { id } }');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { me: null } });
  });

  it('sets the user from Authorization: Bearer', async () => {
    const u = await signUp();
    const r = await gql('query Me { me { id email displayName scope emailVerified } }', {}, u.accessToken);
    expect(r.body.data.me).toMatchObject({ id: u.userId, email: u.email, displayName: 'Ada', emailVerified: false });
  });

  it('refuses a mutation from a guest with UNAUTHENTICATED and no stack trace', async () => {
    const r = await gql('mutation { updateProfile(input: { displayName: "x" }) { id } }');
    expect(r.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' });
    expect(JSON.stringify(r.body)).not.toMatch(/stack|at .*\.ts/);
  });

  it('answers a forged token with 401 UNAUTHENTICATED, not as a guest (ADR 22)', async () => {
    const r = await gql('{ me { id } }', {}, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad');
    expect(r.status).toBe(401);
    expect(r.body.data).toBeNull();
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('updates the profile and reports bad input with BAD_USER_INPUT naming the field', async () => {
    const u = await signUp();
    const ok = await gql(
      'mutation U($n: String) { updateProfile(input: { displayName: $n }) { displayName } }',
      { n: 'Grace' },
      u.accessToken,
    );
    expect(ok.body.data.updateProfile.displayName).toBe('Grace');
    const bad = await gql(
      'mutation U($n: String) { updateProfile(input: { displayName: $n }) { displayName } }',
      { n: 'x'.repeat(81) },
      u.accessToken,
    );
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].message).toMatch(/^input\.displayName: /);
  });

  it('refuses display names with control, bidi or invisible characters and stores them normalised', async () => {
    const u = await signUp();
    const update = (n: string) =>
      gql('mutation U($n: String) { updateProfile(input: { displayName: $n }) { displayName } }', { n }, u.accessToken);
    for (const [name, why] of [
      ['Grace\u200b', /invisible character/],
      ['\u202eecarG', /direction of the text/],
      ['Grace\u0007', /control character/],
    ] as const) {
      const bad = await update(name);
      expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(bad.body.errors[0].message).toMatch(why);
    }
    expect((await update('  Ｇrace   Hopper ')).body.data.updateProfile.displayName).toBe('Grace Hopper');
  });

  it('changes the password through changePassword', async () => {
    const u = await signUp();
    const wrong = await gql('mutation { changePassword(currentPassword: "nope nope", newPassword: "new password 1") }', {}, u.accessToken);
    expect(wrong.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const ok = await gql('mutation { changePassword(currentPassword: "correct horse", newPassword: "new password 1") }', {}, u.accessToken);
    expect(ok.body.data.changePassword).toBe(true);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/signin/email-password',
      payload: { email: u.email, password: 'new password 1' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('rejects a document that does not match the schema with 400 and a validation code', async () => {
    const r = await gql('{ nope }');
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

const protocols: Protocol[] = ['graphql-ws', 'graphql-transport-ws'];

describe.each(protocols)('GraphQL over websocket, sub-protocol %s', (protocol) => {
  it('runs a query as a guest without a token', async () => {
    const c = await TestWsClient.open(wsUrl, protocol);
    expect((await c.init()).type).toBe('connection_ack');
    c.start('1', '{ me { id } health }');
    const data = await c.waitFor((m) => m.type === c.dataType && m.id === '1');
    expect(data.payload).toEqual({ data: { me: null, health: true } });
    // The result, then its `complete` (written together), and nothing else for the operation.
    await c.waitFor((m) => m.type === 'complete' && m.id === '1');
    expect(c.messages.filter((m) => m.id === '1').map((m) => m.type)).toEqual([c.dataType, 'complete']);
    c.close();
  });

  it('takes the token from the connection parameters', async () => {
    const u = await signUp();
    const c = await TestWsClient.open(wsUrl, protocol);
    expect((await c.init({ Authorization: `Bearer ${u.accessToken}` })).type).toBe('connection_ack');
    c.start('1', '{ me { id } }');
    const data = await c.waitFor((m) => m.type === c.dataType && m.id === '1');
    expect(data.payload).toEqual({ data: { me: { id: u.userId } } });
    c.close();
  });

  it('also takes { headers: { Authorization } }', async () => {
    const u = await signUp();
    const c = await TestWsClient.open(wsUrl, protocol);
    await c.init({ headers: { Authorization: `Bearer ${u.accessToken}` } });
    c.start('1', '{ me { id } }');
    expect((await c.waitFor((m) => m.type === c.dataType)).payload).toEqual({ data: { me: { id: u.userId } } });
    c.close();
  });

  it('refuses a connection with an invalid token', async () => {
    const c = await TestWsClient.open(wsUrl, protocol);
    const reply = await c.init({ Authorization: 'Bearer not-a-token' });
    expect(reply.type).toBe('connection_error');
    await c.waitForClose();
  });

  it('delivers a subscription event to the signed-in user', async () => {
    const u = await signUp();
    const c = await TestWsClient.open(wsUrl, protocol);
    await c.init({ Authorization: `Bearer ${u.accessToken}` });
    c.start('s1', 'subscription { profileUpdated { id displayName } }');
    // The subscription is registered asynchronously; publish until it arrives.
    let received;
    for (let i = 0; i < 50 && !received; i++) {
      await gql(`mutation { updateProfile(input: { displayName: "Name ${i}" }) { id } }`, {}, u.accessToken);
      received = c.messages.find((m) => m.type === c.dataType && m.id === 's1');
      if (!received) await new Promise((r) => setTimeout(r, 50));
    }
    expect(received?.payload).toMatchObject({ data: { profileUpdated: { id: u.userId } } });
    c.close();
  });

  it('refuses a subscription from a guest with UNAUTHENTICATED', async () => {
    const c = await TestWsClient.open(wsUrl, protocol);
    await c.init();
    c.start('s1', 'subscription { profileUpdated { id } }');
    const err = await c.waitFor((m) => m.id === 's1' && (m.type === 'error' || m.type === c.dataType));
    expect(JSON.stringify(err.payload)).toContain('UNAUTHENTICATED');
    c.close();
  });

  it('rejects a subscription document that does not validate', async () => {
    const u = await signUp();
    const c = await TestWsClient.open(wsUrl, protocol);
    await c.init({ Authorization: `Bearer ${u.accessToken}` });
    c.start('bad', 'subscription { profileUpdated { id doesNotExist(x: 1) } }');
    const err = await c.waitFor((m) => m.id === 'bad' && m.type === 'error');
    expect(JSON.stringify(err.payload)).toContain('doesNotExist');
    expect(JSON.stringify(err.payload)).toContain('GRAPHQL_VALIDATION_FAILED');
    c.close();
  });
});

describe('websocket without a sub-protocol', () => {
  it('is closed with 1002', async () => {
    const c = await TestWsClient.open(wsUrl, null);
    expect(await c.waitForClose()).toBe(1002);
  });
});
