import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { randomAddress, signInUser, signUpUser, type TestUser } from '../testing/gql';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  db = await createTestDatabase();
  // Small limits so the test makes a handful of uploads, not hundreds; the defaults are in
  // @mingle/shared UPLOAD_RATE_LIMITS.
  t = await buildTestApp(db, { RATE_LIMIT_UPLOADS_PER_USER: '3/3600', RATE_LIMIT_UPLOADS_PER_ADDRESS: '5/3600' });
  png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#5b3fd6' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  await db.drop();
});

/** One upload by the GraphQL multipart request spec, from a given client address. */
async function upload(user: TestUser, address: string) {
  const boundary = 'mingleboundary';
  const part = (name: string, body: string | Buffer, extra = '') =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from('\r\n'),
    ]);
  const payload = Buffer.concat([
    part('operations', JSON.stringify({ query: 'mutation ($f: Upload!) { uploadFile(file: $f) { url } }', variables: { f: null } })),
    part('map', JSON.stringify({ 0: ['variables.f'] })),
    part('0', png, '; filename="dot.png"\r\nContent-Type: image/png'),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    remoteAddress: address,
    headers: { authorization: `Bearer ${user.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return res.json() as {
    data: { uploadFile: { url: string } } | null;
    errors?: { message: string; extensions: { code: string; retryAfterS?: number } }[];
  };
}

describe('upload rate limits', () => {
  it('limits uploads per user, answering RATE_LIMITED with retryAfterS, until the window ends', async () => {
    const user = await signUpUser(t.app);
    for (let i = 0; i < 3; i++) expect((await upload(user, randomAddress())).errors).toBeUndefined();
    const refused = await upload(user, randomAddress());
    expect(refused.errors?.[0]?.extensions).toEqual({ code: 'RATE_LIMITED', reason: 'RATE_LIMITED', retryAfterS: 3600 });
    expect(refused.errors?.[0]?.message).toBe('Too many uploads for now. Try again in 60 minutes.');
    t.clock.advance(3600_000);
    // An hour on, the access token has expired too: sign in again.
    expect((await upload(await signInUser(t.app, user.email), randomAddress())).errors).toBeUndefined();
  });

  it('limits uploads per client address, whoever is signed in', async () => {
    const address = randomAddress();
    const users = await Promise.all([1, 2, 3].map(() => signUpUser(t.app)));
    for (let i = 0; i < 5; i++) expect((await upload(users[i % 2]!, address)).errors).toBeUndefined();
    const refused = await upload(users[2]!, address);
    expect(refused.errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    // The refused try is not held against the user: from another address they can upload.
    expect((await upload(users[2]!, randomAddress())).errors).toBeUndefined();
  });
});
