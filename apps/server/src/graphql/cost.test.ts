import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_DOCUMENT_NESTING,
  MAX_DOCUMENT_TOKENS,
  MAX_QUERY_ALIASES,
  MAX_QUERY_DEPTH,
  MAX_QUERY_FIELDS,
  MAX_VARIABLES_DEPTH,
} from '@mingle/shared';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { TestWsClient } from '../testing/wsClient';
import { checkDocumentText, costLimitsRule } from './cost';
import { decksResolvers } from './decks/decks.resolvers';
import { checkVariables } from './input';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

async function post(query: string, variables: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/v1/graphql', payload: { query, variables } });
  return { status: res.statusCode, bytes: res.rawPayload.length, body: res.json() as { data: unknown; errors?: ErrorOut[] } };
}
type ErrorOut = { message: string; extensions: { code: string } };
const codes = (errors: ErrorOut[] | undefined) => (errors ?? []).map((e) => e.extensions.code);

const aliases = (n: number, field = 'deckFormatSchema') => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
/** `{ me { me { … id } } }`: fields nested `levels + 1` deep. */
const nested = (levels: number) => `{ ${'me { '.repeat(levels)}id${' }'.repeat(levels)} }`;

describe('alias bomb (signed out, deckFormatSchema repeated)', () => {
  it('5,000 aliases (the 119 KB request that answered 50 MB) are refused before execution, in a few bytes', async () => {
    const r = await post(aliases(5000));
    expect(r.status).toBe(400);
    expect(codes(r.body.errors)).toEqual(['DOCUMENT_TOO_LARGE']);
    expect(r.bytes).toBeLessThan(500);
  });

  it(`${MAX_QUERY_ALIASES + 1} aliases fit in the token limit and are refused with TOO_MANY_ALIASES; ${MAX_QUERY_ALIASES} run`, async () => {
    const r = await post(aliases(MAX_QUERY_ALIASES + 1));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      data: null,
      errors: [
        {
          message: `This operation uses ${MAX_QUERY_ALIASES + 1} aliases; at most ${MAX_QUERY_ALIASES} are allowed.`,
          extensions: { code: 'TOO_MANY_ALIASES', reason: 'TOO_MANY_ALIASES' },
        },
      ],
    });
    const ok = await post(aliases(MAX_QUERY_ALIASES));
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.data as object)).toHaveLength(MAX_QUERY_ALIASES);
  });

  it('1,500 aliases (under the token limit) are refused without running: the health check answers between bombs', async () => {
    const bomb = aliases(1500, 'health');
    expect(checkDocumentText(`{ ${bomb} }`)).toBeNull();
    const answers = await Promise.all([post(bomb), t.app.inject({ url: '/healthz' }), post(bomb), t.app.inject({ url: '/healthz' })]);
    expect(answers.map((a) => ('status' in a ? a.status : a.statusCode))).toEqual([400, 200, 400, 200]);
    expect(codes((answers[0] as Awaited<ReturnType<typeof post>>).body.errors)).toEqual(['TOO_MANY_ALIASES', 'TOO_MANY_FIELDS']);
  });

  it('the deck schema is built once, not per request', () => {
    const resolve = (decksResolvers.Query as Record<string, () => unknown>).deckFormatSchema!;
    expect(resolve()).toBe(resolve());
  });
});

describe('depth bomb', () => {
  it('3,000 nested selections answer DOCUMENT_TOO_LARGE, not "Maximum call stack size exceeded"', async () => {
    const r = await post(`{${'a{'.repeat(3000)}b${'}'.repeat(3001)}`);
    expect(r.status).toBe(400);
    expect(codes(r.body.errors)).toEqual(['DOCUMENT_TOO_LARGE']);
    expect(JSON.stringify(r.body)).not.toContain('call stack');
  });

  it('100,000 nested brackets refused the same way (over the token limit)', async () => {
    const r = await post(`{${'a{'.repeat(100_000)}`);
    expect(codes(r.body.errors)).toEqual(['DOCUMENT_TOO_LARGE']);
  });

  it('a deep JSON literal in an argument is refused before parsing, and a deep JSON variable before execution', async () => {
    const literal = await post(`mutation { saveDeck(id: "x", baseRevision: 1, document: ${'['.repeat(5000)}${']'.repeat(5000)}) { id } }`);
    expect(literal.status).toBe(400);
    expect(codes(literal.body.errors)).toEqual(['DOCUMENT_TOO_LARGE']);
    // Written by hand: JSON.stringify itself would overflow on it.
    const query = JSON.stringify('mutation ($d: JSON!) { saveDeck(id: "x", baseRevision: 1, document: $d) { id } }');
    const withVariable = (levels: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/graphql',
        headers: { 'content-type': 'application/json' },
        payload: `{"query":${query},"variables":{"d":${'['.repeat(levels)}${']'.repeat(levels)}}}`,
      });
    const variable = await withVariable(1000);
    expect(variable.statusCode).toBe(400);
    expect(codes(variable.json<{ errors: ErrorOut[] }>().errors)).toEqual(['VARIABLES_TOO_DEEP']);
    // Deeper than parsing is allowed to cost (ADR 65): the body is refused before it is parsed.
    const body = await withVariable(100_000);
    expect(body.statusCode).toBe(400);
    expect(body.json<{ errors: ErrorOut[] }>().errors[0]!.message).toMatch(/^The request body nests deeper than/);
  });

  it(`fields nested ${MAX_QUERY_DEPTH + 1} deep are QUERY_TOO_DEEP (the schema has no such path, so the rule is checked alone)`, () => {
    const schema = buildSchema('type Query { me: Query id: ID }');
    const errors = (levels: number) => validate(schema, parse(nested(levels)), [costLimitsRule]).map((e) => e.extensions.code);
    expect(errors(MAX_QUERY_DEPTH - 1)).toEqual([]);
    expect(errors(MAX_QUERY_DEPTH)).toEqual(['QUERY_TOO_DEEP']);
  });
});

describe('the cost rule', () => {
  const schema = buildSchema('type Query { a: Query b: Int c: Int }');
  const run = (query: string) => validate(schema, parse(query), [...specifiedRules, costLimitsRule]).map((e) => e.extensions.code);

  it('counts a fragment each time it is spread, so nested fragments cannot multiply fields unseen', () => {
    // 8 spreads of 8 spreads of 8 fields: 512 fields from a short document.
    const doc = `
      query { a { ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 ...F2 } }
      fragment F2 on Query { a { ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 ...F1 } }
      fragment F1 on Query { b c b c b c b c }`;
    expect(run(doc)).toEqual(['TOO_MANY_FIELDS']);
  });

  it('counts aliases inside fragments and inline fragments', () => {
    const thirty = Array.from({ length: MAX_QUERY_ALIASES / 2 }, (_, i) => `x${i}: b`).join(' ');
    expect(run(`query { ...F ... on Query { y: c } } fragment F on Query { ${thirty} ${thirty.replace(/x/g, 'z')} }`)).toEqual([
      'TOO_MANY_ALIASES',
    ]);
  });

  it('survives a fragment cycle (reported by the spec rule, not a stack overflow)', () => {
    const errors = validate(schema, parse('query { ...A } fragment A on Query { a { ...B } } fragment B on Query { a { ...A } }'), [
      ...specifiedRules,
      costLimitsRule,
    ]);
    expect(errors.map((e) => e.message)).toEqual(['Cannot spread fragment "A" within itself via "B".']);
  });

  it(`allows ${MAX_QUERY_FIELDS} fields and refuses one more`, () => {
    const fields = (n: number) => `{ ${Array.from({ length: n }, () => 'b').join(' ')} }`;
    expect(run(fields(MAX_QUERY_FIELDS))).toEqual([]);
    expect(run(fields(MAX_QUERY_FIELDS + 1))).toEqual(['TOO_MANY_FIELDS']);
  });
});

describe('document text and variables', () => {
  it(`counts tokens (${MAX_DOCUMENT_TOKENS}) and bracket nesting (${MAX_DOCUMENT_NESTING}) without parsing`, () => {
    expect(checkDocumentText(`{ ${'b '.repeat(MAX_DOCUMENT_TOKENS - 2)}}`)).toBeNull();
    expect(checkDocumentText(`{ ${'b '.repeat(MAX_DOCUMENT_TOKENS - 1)}}`)?.extensions.code).toBe('DOCUMENT_TOO_LARGE');
    expect(checkDocumentText(`${'{a'.repeat(MAX_DOCUMENT_NESTING)}${'}'.repeat(MAX_DOCUMENT_NESTING)}`)).toBeNull();
    expect(checkDocumentText(`${'{a'.repeat(MAX_DOCUMENT_NESTING + 1)}`)?.extensions.code).toBe('DOCUMENT_TOO_LARGE');
  });

  it('refuses NUL in a string literal and a document sent as a JSON syntax tree', () => {
    expect(checkDocumentText('{ eventByCode(code: "A\\u0000B") { id } }')?.extensions.code).toBe('BAD_REQUEST');
    expect(checkDocumentText('{"kind":"Document","definitions":[]}')?.extensions.code).toBe('BAD_REQUEST');
  });

  it(`refuses variables nested over ${MAX_VARIABLES_DEPTH} and NUL in text or keys; leaves other objects alone`, () => {
    let ok: unknown = 1;
    for (let i = 0; i < MAX_VARIABLES_DEPTH; i++) ok = i % 2 ? [ok] : { k: ok };
    expect(checkVariables(ok)).toBeNull();
    expect(checkVariables({ deeper: ok })?.extensions.code).toBe('VARIABLES_TOO_DEEP');
    expect(checkVariables({ a: ['x', 'y\u0000'] })?.extensions.code).toBe('BAD_REQUEST');
    expect(checkVariables({ a: { 'k\u0000': 1 } })?.extensions.code).toBe('BAD_REQUEST');
    expect(checkVariables({ file: new Date() })).toBeNull();
  });
});

describe('over the websocket, once per operation start', () => {
  it('refuses the alias bomb, the depth bomb and deep variables with the same codes, and the socket carries on', async () => {
    const c = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
    await c.init();
    let deep: unknown = 'x';
    for (let i = 0; i < 1000; i++) deep = { d: deep };
    c.start('aliases', aliases(MAX_QUERY_ALIASES + 1));
    c.start('bomb', aliases(5000));
    c.start('depth', `{${'a{'.repeat(3000)}b${'}'.repeat(3001)}`);
    c.start('vars', 'mutation ($d: JSON!) { saveDeck(id: "x", baseRevision: 1, document: $d) { id } }', { d: deep });
    const codeOf = async (id: string) => {
      const m = await c.waitFor((x) => x.id === id && x.type === 'error');
      return (m.payload as ErrorOut[]).map((e) => e.extensions.code);
    };
    expect(await codeOf('aliases')).toEqual(['TOO_MANY_ALIASES']);
    expect(await codeOf('bomb')).toEqual(['DOCUMENT_TOO_LARGE']);
    expect(await codeOf('depth')).toEqual(['DOCUMENT_TOO_LARGE']);
    expect(await codeOf('vars')).toEqual(['VARIABLES_TOO_DEEP']);
    c.start('fine', '{ health }');
    expect((await c.waitFor((m) => m.id === 'fine' && m.type === 'next')).payload).toEqual({ data: { health: true } });
    c.close();
  });
});
