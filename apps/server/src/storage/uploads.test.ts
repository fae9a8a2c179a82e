import { randomUUID } from 'node:crypto';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@mingle/shared';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { files } from '../db/schema';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let base: string;
let token: string;

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const res = await t.app.inject({ method: 'POST', url: '/v1/signup/email-password', payload: { email: `${randomUUID()}@example.com`, password: 'correct horse' } });
  token = res.json().session.accessToken;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

/** Sends a file by the GraphQL multipart request spec: operations, map, and part "0". */
async function upload(bytes: Buffer, filename: string, type: string, auth = true) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation ($f: Upload!) { uploadFile(file: $f) { id url contentType size originalName } }', variables: { f: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([bytes], { type }), filename);
  const res = await fetch(`${base}/v1/graphql`, { method: 'POST', body: form, headers: auth ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as { data?: { uploadFile: { url: string; contentType: string; size: number; originalName: string } } | null; errors?: { message: string; extensions: { code: string } }[] } };
}

function storedFiles(): string[] {
  const root = join(t.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
}

describe('uploads (GraphQL multipart request spec)', () => {
  it('stores an image and serves it back byte for byte', async () => {
    const r = await upload(PNG, 'dot.png', 'image/png');
    expect(r.body.errors).toBeUndefined();
    const f = r.body.data!.uploadFile;
    expect(f).toMatchObject({ contentType: 'image/png', size: PNG.length, originalName: 'dot.png' });
    expect(f.url).toMatch(/^\/v1\/functions\/files\/[a-z0-9]{2}\/[a-f0-9]{32}\.png$/);
    const served = await fetch(`${base}${f.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('judges the type by content, not by what the client declares', async () => {
    const before = storedFiles().length;
    const r = await upload(Buffer.from('#!/bin/sh\necho hi\n'), 'evil.png', 'image/png');
    expect(r.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(r.body.errors?.[0]?.message).toBe('file: only PNG, JPEG, WebP, GIF or SVG images can be uploaded');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a file over the size limit and stores nothing', async () => {
    const beforeRows = (await db.db.select().from(files)).length;
    const before = storedFiles().length;
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const r = await upload(big, 'big.png', 'image/png');
    expect(r.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(r.body.errors?.[0]?.message).toBe('file: images can be at most 10 MB');
    expect(storedFiles().length).toBe(before);
    expect((await db.db.select().from(files)).length).toBe(beforeRows);
  });

  it('refuses an SVG with a script', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const r = await upload(svg, 'x.svg', 'image/svg+xml');
    expect(r.body.errors?.[0]?.message).toBe('file: SVG files may not contain scripts');
  });

  it('accepts a plain SVG and serves it with a script-forbidding policy', async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#5b3fd6"/></svg>');
    const r = await upload(svg, 'square.svg', 'image/svg+xml');
    const f = r.body.data!.uploadFile;
    expect(f.contentType).toBe('image/svg+xml');
    const served = await fetch(`${base}${f.url}`);
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('requires a signed-in user', async () => {
    const r = await upload(PNG, 'dot.png', 'image/png', false);
    expect(r.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers 404 for a file that does not exist and for a key that tries to escape', async () => {
    expect((await fetch(`${base}/v1/functions/files/ab/abcdefabcdefabcdef.png`)).status).toBe(404);
    expect((await fetch(`${base}/v1/functions/files/..%2F..%2Fetc/passwd.png`)).status).toBe(404);
  });
});
