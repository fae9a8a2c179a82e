import { randomUUID } from 'node:crypto';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
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
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/signup/email-password',
    payload: { email: `${randomUUID()}@example.com`, password: 'correct horse' },
  });
  token = res.json().session.accessToken;
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

/** Sends a file by the GraphQL multipart request spec: operations, map, and part "0". */
async function upload(bytes: Buffer, filename: string, type: string, auth = true) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation ($f: Upload!) { uploadFile(file: $f) { id url thumbnailUrl contentType size width height originalName } }',
      variables: { f: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${base}/v1/graphql`, { method: 'POST', body: form, headers: auth ? { authorization: `Bearer ${token}` } : {} });
  type Stored = {
    url: string;
    thumbnailUrl: string;
    contentType: string;
    size: number;
    width: number | null;
    height: number | null;
    originalName: string;
  };
  return {
    status: res.status,
    body: (await res.json()) as { data?: { uploadFile: Stored } | null; errors?: { message: string; extensions: { code: string } }[] },
  };
}

function storedFiles(): string[] {
  const root = join(t.config.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('uploads (GraphQL multipart request spec)', () => {
  it('stores an image and serves it back', async () => {
    const r = await upload(PNG, 'dot.png', 'image/png');
    expect(r.body.errors).toBeUndefined();
    const f = r.body.data!.uploadFile;
    expect(f).toMatchObject({ contentType: 'image/png', originalName: 'dot.png', width: 1, height: 1 });
    expect(f.url).toMatch(/^\/v1\/functions\/files\/[a-z0-9]{2}\/[a-f0-9]{32}\.png$/);
    // Small images are their own thumbnail.
    expect(f.thumbnailUrl).toBe(f.url);
    const served = await fetch(`${base}${f.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(f.size);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('strips metadata such as EXIF from photos and makes a thumbnail of large ones', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5b3fd6' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-AUTHOR-NAME', Artist: 'SECRET-AUTHOR-NAME' } })
      .toBuffer();
    expect(photo.includes('SECRET-AUTHOR-NAME')).toBe(true);
    const r = await upload(photo, 'photo.jpg', 'image/jpeg');
    const f = r.body.data!.uploadFile;
    expect(f).toMatchObject({ contentType: 'image/jpeg', width: 1200, height: 800 });
    const served = Buffer.from(await (await fetch(`${base}${f.url}`)).arrayBuffer());
    expect(served.includes('SECRET-AUTHOR-NAME')).toBe(false);
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(f.thumbnailUrl).toMatch(/-t\.webp$/);
    const thumb = Buffer.from(await (await fetch(`${base}${f.thumbnailUrl}`)).arrayBuffer());
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
  });

  it('refuses a file that looks like an image but cannot be decoded, and stores nothing', async () => {
    const before = storedFiles().length;
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 7)]);
    const r = await upload(broken, 'broken.png', 'image/png');
    expect(r.body.errors?.[0]?.message).toBe('file: the image could not be read; it may be damaged or too large in pixels');
    expect(storedFiles().length).toBe(before);
  });

  it('judges the type by content, not by what the client declares', async () => {
    const before = storedFiles().length;
    const r = await upload(Buffer.from('#!/bin/sh\necho hi\n'), 'evil.png', 'image/png');
    expect(r.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(r.body.errors?.[0]?.message).toBe('file: only PNG, JPEG, WebP, GIF or SVG images can be uploaded');
    // The web words it by the reason (reasonMessages.ts), never by this message.
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ reason: 'FILE_TYPE_NOT_ALLOWED', field: 'file' });
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

  it('stores an SVG with a script without it (svg.test.ts has the ways scripts hide)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="4" height="4"/></svg>');
    const r = await upload(svg, 'x.svg', 'image/svg+xml');
    const served = await (await fetch(`${base}${r.body.data!.uploadFile.url}`)).text();
    expect(served).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>');
  });

  it('accepts a plain SVG and serves it with a script-forbidding policy', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#5b3fd6"/></svg>',
    );
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
