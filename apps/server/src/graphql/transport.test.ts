import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RESPONSE_BYTES } from '@mingle/shared';
import { CONNECTION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../app';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { randomAddress, signUpUser } from '../testing/gql';
import { TestWsClient } from '../testing/wsClient';
import { MAX_JSON_DEPTH } from '../lib/jsonShape';
import { responseTooLarge } from './cost';
import { httpAnswerOf } from './httpStatus';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let port: number;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db, { RATE_LIMIT_CODE_MISSES: '2/60' });
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

type ErrorOut = { message: string; extensions: { code: string; retryAfterS?: number } };

async function send(payload: string, contentType = 'application/json') {
  const res = await t.app.inject({ method: 'POST', url: '/v1/graphql', headers: { 'content-type': contentType }, payload });
  return { status: res.statusCode, headers: res.headers, body: res.json<{ data: unknown; errors: ErrorOut[] }>() };
}

/** Nothing in the log says a request failed unexpectedly (level 50 is pino's error). */
const unexpectedInLog = () => t.logs().match(/unexpected error|"level":50/g) ?? [];

describe('transport errors over GraphQL/HTTP: own code and status, never INTERNAL_SERVER_ERROR', () => {
  it.each<[string, number, string, string, string]>([
    ['malformed JSON', 400, 'BAD_REQUEST', '{nope', 'application/json'],
    ['a __proto__ key', 400, 'BAD_REQUEST', '{"query":"{ health }","variables":{"__proto__":{"admin":true}}}', 'application/json'],
    [
      'a constructor.prototype key',
      400,
      'BAD_REQUEST',
      '{"query":"{ health }","variables":{"constructor":{"prototype":{}}}}',
      'application/json',
    ],
    [
      'NUL in a variable',
      400,
      'BAD_REQUEST',
      JSON.stringify({ query: 'query ($c: String!) { eventByCode(code: $c) { id } }', variables: { c: 'A\u0000B' } }),
      'application/json',
    ],
    [
      'NUL in a string literal',
      400,
      'BAD_REQUEST',
      JSON.stringify({ query: '{ eventByCode(code: "A\\u0000B") { id } }' }),
      'application/json',
    ],
    ['no query', 400, 'BAD_REQUEST', '{}', 'application/json'],
    ['an empty query', 400, 'BAD_REQUEST', '{"query":"  "}', 'application/json'],
    ['a batch (an array)', 400, 'BAD_REQUEST', '[{"query":"{ health }"}]', 'application/json'],
    [
      'a body over the limit',
      413,
      'PAYLOAD_TOO_LARGE',
      JSON.stringify({ query: '{ health }', variables: { x: 'a'.repeat(5 * 1_048_576) } }),
      'application/json',
    ],
    // Either would hold the server's thread in JSON.parse: refused before it (ADR 65).
    [
      'variables nested 65 deep',
      400,
      'BAD_REQUEST',
      `{"query":"{ health }","variables":{"x":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}}`,
      'application/json',
    ],
    [
      '100,001 arrays and objects',
      400,
      'BAD_REQUEST',
      `{"query":"{ health }","variables":{"x":[${Array(100_000).fill('{}').join(',')}]}}`,
      'application/json',
    ],
    ['text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE', '{ health }', 'text/plain'],
    ['XML', 415, 'UNSUPPORTED_MEDIA_TYPE', '<q/>', 'application/xml'],
  ])('%s: %i %s', async (_what, status, code, payload, type) => {
    const before = unexpectedInLog().length;
    const r = await send(payload, type);
    expect(r.status).toBe(status);
    expect(r.body.data).toBeNull();
    expect(r.body.errors.map((e) => e.extensions.code)).toEqual([code]);
    expect(r.body.errors[0]!.message).not.toMatch(/went wrong/);
    expect(unexpectedInLog().length).toBe(before);
  });

  it('a GET without a query, or with variables that are not JSON or hold __proto__, is 400 BAD_REQUEST', async () => {
    for (const url of [
      '/v1/graphql',
      '/v1/graphql?query={health}&variables={nope',
      '/v1/graphql?query={health}&variables={"__proto__":{}}',
    ]) {
      const before = unexpectedInLog().length;
      const res = await t.app.inject({ method: 'GET', url: encodeURI(url) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(unexpectedInLog().length).toBe(before);
    }
  });

  it('application/graphql still carries a query', async () => {
    const r = await send('{ health }', 'application/graphql');
    expect(r).toMatchObject({ status: 200, body: { data: { health: true } } });
  });
});

describe('429 with Retry-After', () => {
  it('a rate-limited GraphQL operation is 429 with Retry-After and retryAfterS, counting down on the clock', async () => {
    const ip = randomAddress();
    const lookup = () =>
      t.app.inject({ method: 'POST', url: '/v1/graphql', remoteAddress: ip, payload: { query: '{ eventByCode(code: "ZZZZZZ") { id } }' } });
    for (let i = 0; i < 2; i++) expect((await lookup()).json().errors[0].extensions.code).toBe('NOT_FOUND');
    const limited = await lookup();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json().errors[0].extensions).toEqual({ code: 'RATE_LIMITED', reason: 'RATE_LIMITED', retryAfterS: 60 });
    t.clock.advance(45_000);
    expect((await lookup()).headers['retry-after']).toBe('15');
  });
  // REST auth routes: 429 with Retry-After is held by auth/rateLimit.test.ts and auth/signup.test.ts.
});

describe('statuses of GraphQL answers (ADR 0019)', () => {
  const e = (code: string, path?: string[], retryAfterS?: number) => ({
    message: 'x',
    ...(path ? { path } : {}),
    extensions: { code, ...(retryAfterS ? { retryAfterS } : {}) },
  });

  it('the whole operation failed: the most serious status among its codes; data errors alone stay 200', () => {
    expect(httpAnswerOf(null, [e('SERVICE_UNAVAILABLE', ['decks'])])).toEqual({ statusCode: 503, retryAfterS: 1 });
    expect(httpAnswerOf({ a: null, b: null }, [e('RATE_LIMITED', ['a'], 30), e('RATE_LIMITED', ['b'], 60)])).toEqual({
      statusCode: 429,
      retryAfterS: 60,
    });
    expect(httpAnswerOf(null, [e('RATE_LIMITED', ['a'], 5), e('SERVICE_UNAVAILABLE', ['b'])]).statusCode).toBe(503);
    expect(httpAnswerOf(null, [e('INTERNAL_SERVER_ERROR', ['a'])]).statusCode).toBe(500);
    expect(httpAnswerOf(null, [e('UNAUTHENTICATED', ['me'])]).statusCode).toBe(200);
    expect(httpAnswerOf(null, [e('TOO_MANY_ALIASES')]).statusCode).toBe(400);
  });

  it('partial data is 200 with the errors beside it', () => {
    expect(httpAnswerOf({ health: true, decks: null }, [e('SERVICE_UNAVAILABLE', ['decks'])])).toEqual({ statusCode: 200 });
    // A null that is an answer, not an error, is data too.
    expect(httpAnswerOf({ me: null, a: null }, [e('RATE_LIMITED', ['a'], 5)])).toEqual({ statusCode: 200 });
  });
});

describe('the response-size backstop', () => {
  it(`an answer over ${MAX_RESPONSE_BYTES / 1_048_576} MB (nine exports of a full deck) is refused with RESPONSE_TOO_LARGE, over HTTP and the websocket`, async () => {
    const host = await signUpUser(t.app, 'Big');
    const id = (await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }')).data!.createDeck.id;
    const slides = Array.from({ length: 200 }, (_, i) => ({ type: 'content', id: `s${i}`, title: 'T', body: 'b'.repeat(5000) }));
    const saved = await host.gql('mutation ($id: ID!, $d: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $d) { id } }', {
      id,
      d: { version: 1, title: 'Big', slides },
    });
    expect(saved.errors).toBeUndefined();
    const nine = Array.from({ length: 9 }, (_, i) => `e${i}: exportDeck(id: $id)`).join(' ');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { authorization: `Bearer ${host.token}`, 'accept-encoding': 'gzip' },
      payload: { query: `query ($id: ID!) { ${nine} }`, variables: { id } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.rawPayload.length).toBeLessThan(1000);
    expect(res.json().errors[0].extensions.code).toBe('RESPONSE_TOO_LARGE');
    // One export is well under the limit and answers.
    expect((await host.gql('query ($id: ID!) { exportDeck(id: $id) }', { id })).errors).toBeUndefined();
    // Over the websocket, the same query's result is replaced the same way.
    const ws = await TestWsClient.open(`ws://127.0.0.1:${port}/v1/graphql`, 'graphql-transport-ws');
    await ws.init({ Authorization: `Bearer ${host.token}` });
    ws.start('big', `query ($id: ID!) { ${nine} }`, { id });
    const overWs = await ws.waitFor((m) => m.id === 'big' && m.type === 'next', 20_000);
    expect(overWs.payload).toEqual({ data: null, errors: [responseTooLarge()] });
    ws.close();
  });
});

/** Raw connections of a test, closed after it whatever happened (app.close waits for them). */
const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy();
});

async function open(): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise<void>((ok) => socket.once('connect', () => ok()));
  return socket;
}

/** Reads one HTTP response (with Content-Length) from a raw socket. */
function readResponse(socket: Socket): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffer.subarray(0, end).toString();
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (buffer.length < end + 4 + length) return;
      socket.off('data', onData);
      resolve({ status: Number(head.split(' ')[1]), body: buffer.subarray(end + 4, end + 4 + length).toString() });
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

/** A multipart upload whose file part the test sends in two halves, the second only after the answer. */
function multipart(query: string, fileBytes: number) {
  const boundary = 'mingle-test-boundary';
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('operations', JSON.stringify({ query, variables: { f: null } })) +
      field('map', JSON.stringify({ 0: ['variables.f'] })) +
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const file = Buffer.alloc(fileBytes, 7);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + file.length + tail.length;
  const half = head.length + fileBytes / 2;
  const body = Buffer.concat([head, file, tail]);
  return {
    headers: `POST /v1/graphql HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`,
    first: body.subarray(0, half),
    rest: body.subarray(half),
  };
}

describe('a multipart upload whose file nobody reads', () => {
  it.each([
    ['signed out', 'mutation ($f: Upload!) { uploadFile(file: $f) { id } }', 'UNAUTHENTICATED'],
    // The file is mapped to a variable the operation does not declare: GraphQL ignores it.
    ['a query ignoring the file', '{ health }', null],
  ])(
    '%s: answered before the file has arrived, the file discarded, and the connection serves the next request',
    async (_w, query, code) => {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((ok) => socket.once('connect', () => ok()));
      const upload = multipart(query, 2 * 1_048_576);
      const answered = readResponse(socket);
      socket.write(upload.headers);
      socket.write(upload.first);
      // Half the file is still to come: the answer does not wait for it.
      const first = await answered;
      expect(first.status).toBe(200);
      const body = JSON.parse(first.body) as { data: unknown; errors?: ErrorOut[] };
      if (code) expect(body.errors?.[0]?.extensions.code).toBe(code);
      else expect(body).toEqual({ data: { health: true } });
      // The rest is read into nothing; the next request on the same connection is answered.
      const next = readResponse(socket);
      socket.write(upload.rest);
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(await next).toEqual({ status: 200, body: '{"status":"ok"}' });
      socket.destroy();
    },
  );

  it('a bad map is 400 BAD_REQUEST, and a missing operations field too', async () => {
    const form = (map: string) => {
      const f = new FormData();
      f.append('operations', JSON.stringify({ query: '{ health }', variables: { f: null } }));
      f.append('map', map);
      f.append('0', new Blob([Buffer.from('x')]), 'a.png');
      return f;
    };
    const base = `http://127.0.0.1:${port}/v1/graphql`;
    for (const map of ['{not json', '{"0": "variables.f"}', '{"0": ["variables.nowhere.deeper"]}', '[]']) {
      const before = unexpectedInLog().length;
      const res = await fetch(base, { method: 'POST', body: form(map) });
      expect(res.status, map).toBe(400);
      expect(((await res.json()) as { errors: ErrorOut[] }).errors[0]!.extensions.code).toBe('BAD_REQUEST');
      expect(unexpectedInLog().length).toBe(before);
    }
    const noOperations = new FormData();
    noOperations.append('map', '{}');
    const res = await fetch(base, { method: 'POST', body: noOperations });
    expect(res.status).toBe(400);
  });

  it('says why a body nested too deep or too wide is refused', async () => {
    expect(
      (await send(`{"query":"{ health }","variables":{"x":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}}`)).body.errors[0]!
        .message,
    ).toBe('The request body nests deeper than 10000 levels.');
    // Variables have their own, lower limit (MAX_VARIABLES_DEPTH); within it the operation runs.
    const within = await send(`{"query":"{ health }","variables":{"x":${'['.repeat(30)}${']'.repeat(30)}}}`);
    expect(within.status).toBe(200);
  });

  it('an operations field over 64 KB is refused: the upload reader parses it unchecked (ADR 65)', async () => {
    const f = new FormData();
    f.append('operations', JSON.stringify({ query: '{ health }', variables: { f: null, pad: 'x'.repeat(70 * 1024) } }));
    f.append('map', '{"0": ["variables.f"]}');
    f.append('0', new Blob([Buffer.from('x')]), 'a.png');
    const res = await fetch(`http://127.0.0.1:${port}/v1/graphql`, { method: 'POST', body: f });
    expect(res.status).toBe(413);
  });

  it('a multipart body declared over the limit is 413 PAYLOAD_TOO_LARGE before it is read', async () => {
    const socket = await open();
    const answered = readResponse(socket);
    socket.write(
      `POST /v1/graphql HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${200 * 1_048_576}\r\n\r\n--b\r\n`,
    );
    const res = await answered;
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('request timeouts', () => {
  it('a request must arrive within REQUEST_TIMEOUT_MS and an idle connection closes after CONNECTION_TIMEOUT_MS', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.timeout).toBe(CONNECTION_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
  });
});
