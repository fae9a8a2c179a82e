import { createServer, connect, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@mingle/shared';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { gqlAs, randomAddress, signUpUser, TEST_PASSWORD, type TestUser } from '../testing/gql';
import { TestWsClient } from '../testing/wsClient';
import { formatError } from '../graphql/errors';
import { openDatabase, type Database } from './client';

// PGlite is inside the process and cannot go away: this is about a PostgreSQL server.
const onPostgres = process.env.MINGLE_TEST_DB === 'postgres';

/** A TCP proxy to PostgreSQL that the test cuts (refusing and dropping connections) and restores. */
class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(a);
        a.pipe(b);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.sockets.delete(a);
          b.destroy();
        });
      }
    });
    await new Promise<void>((ok) => server.listen(this.port, '127.0.0.1', ok));
    const address = server.address();
    if (address && typeof address !== 'string') this.port = address.port;
    this.server = server;
  }

  /** New connections are refused and open ones dropped, as when the database goes away. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((ok) => server.close(() => ok()));
  }
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: CuttableProxy;
let proxied: Database;
let t: TestApp;
let host: TestUser;
let email: string;

beforeAll(async () => {
  if (!onPostgres) return;
  db = await createTestDatabase();
  const target = new URL(db.url!);
  proxy = new CuttableProxy(target.hostname, Number(target.port || 5432));
  await proxy.open();
  const through = new URL(db.url!);
  through.host = `127.0.0.1:${proxy.port}`;
  proxied = await openDatabase({ url: through.toString() });
  t = await buildTestApp(proxied);
  host = await signUpUser(t.app, 'Host');
  email = host.email;
});
afterAll(async () => {
  await proxy?.open();
  await t?.close();
  await proxied?.close();
  await db?.drop();
});

const unavailable = { code: 'SERVICE_UNAVAILABLE', reason: 'SERVICE_UNAVAILABLE' };

describe.skipIf(!onPostgres)('the database going away', () => {
  it('gives retryable errors everywhere while it is away, and everything works again when it is back', { timeout: 60_000 }, async () => {
    const deckId = (await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }')).data!.createDeck.id;
    const doc = {
      version: 1,
      title: 'Outage',
      slides: [
        { type: 'content', id: 'a', title: 'A' },
        { type: 'content', id: 'b', title: 'B' },
      ],
    };
    expect(
      (
        await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', {
          id: deckId,
          doc,
        })
      ).errors,
    ).toBeUndefined();
    const ev = (
      await host.gql<{ startEvent: { id: string; code: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id code } }', {
        d: deckId,
      })
    ).data!.startEvent;
    const joined = await gqlAs<{ joinEvent: { participantToken: string } }>(
      t.app,
      null,
      'mutation ($c: String!) { joinEvent(code: $c, nickname: "Phone") { participantToken } }',
      { c: ev.code },
    );
    expect(joined.errors).toBeUndefined();
    const ws = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
    const phone = await TestWsClient.open(ws, 'graphql-transport-ws');
    await phone.init({ participantToken: joined.data!.joinEvent.participantToken });
    phone.start('live', 'subscription ($e: ID!) { liveEvent(eventId: $e) { status slide { id } } }', { e: ev.id });
    await phone.waitFor((m) => m.id === 'live' && m.type === 'next');

    await proxy.cut();
    // GraphQL over HTTP: a query and a host command.
    const decks = await host.gql('query { decks { total } }');
    expect(decks.errors?.[0]).toMatchObject({ message: SERVICE_UNAVAILABLE_MESSAGE, extensions: unavailable });
    // The whole operation failed for it: 503 with a retry hint, not 200 or a generic 500 (ADR 0019).
    const raw = await t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { authorization: `Bearer ${host.token}` },
      payload: { query: 'query { decks { total } }' },
    });
    expect(raw.statusCode).toBe(503);
    expect(raw.headers['retry-after']).toBe('1');
    const advance = await host.gql('mutation ($e: ID!) { advanceEvent(eventId: $e) { step } }', { e: ev.id });
    expect(advance.errors?.[0]?.extensions).toEqual(unavailable);
    // GraphQL over the websocket.
    phone.start('q', 'query ($c: String!) { eventByCode(code: $c) { __typename } }', { c: ev.code });
    const overWs = await phone.waitFor((m) => m.id === 'q' && (m.type === 'error' || m.type === 'next'));
    expect(JSON.stringify(overWs.payload)).toContain('SERVICE_UNAVAILABLE');
    // REST auth.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/signin/email-password',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: randomAddress(),
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.headers['retry-after']).toBe('1');
    expect(signIn.json()).toEqual({ error: 'service-unavailable', reason: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE });
    // Readiness.
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    // None of it looks like a crash in the log.
    expect(t.logs()).not.toMatch(/unexpected error|"level":50/);

    await proxy.open();
    // The pool opens new connections by itself: no restart.
    const deadline = Date.now() + 10_000;
    while ((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode !== 200) {
      if (Date.now() > deadline) throw new Error('not ready again');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await host.gql('query { decks { total } }')).errors).toBeUndefined();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/signin/email-password',
          payload: { email, password: TEST_PASSWORD },
          remoteAddress: randomAddress(),
        })
      ).statusCode,
    ).toBe(200);
    // The live event goes on, and the phone that stayed connected follows it.
    expect((await host.gql('mutation ($e: ID!) { advanceEvent(eventId: $e) { step } }', { e: ev.id })).errors).toBeUndefined();
    await phone.waitFor((m) => m.id === 'live' && m.type === 'next' && JSON.stringify(m.payload).includes('"id":"a"'));
    phone.close();
  });

  it('a query whose connection the server ends (pg_terminate_backend) is SERVICE_UNAVAILABLE, and the next one works', async () => {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const running = proxied.db.execute(sql`SELECT pg_sleep(30)`).then(
      () => null,
      (err: unknown) => err,
    );
    // Ended as a failover or an administrator ends it, while the query runs.
    const deadline = Date.now() + 5000;
    let ended = 0;
    while (ended === 0 && Date.now() < deadline) {
      const r = await admin.query(
        "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(30)%' AND pid <> pg_backend_pid()",
      );
      ended = r.rowCount ?? 0;
    }
    await admin.end();
    const err = await running;
    expect(err).toBeInstanceOf(Error);
    const formatted = formatError(new GraphQLError('x', { originalError: err as Error, path: ['decks'] }));
    expect(formatted[0]).toMatchObject({ message: SERVICE_UNAVAILABLE_MESSAGE, extensions: unavailable });
    expect((await host.gql('query { decks { total } }')).errors).toBeUndefined();
  });
});
