import { describe, expect, it, vi } from 'vitest';
import { checkImage, uploadImage } from './uploadImage';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'dot.png', { type: 'image/png' });

describe('uploadImage', () => {
  it('posts operations, map and the file as part "0" with the bearer from the cookie', async () => {
    const stored = {
      id: 'f',
      url: '/v1/functions/files/ab/c.png',
      thumbnailUrl: '/t',
      contentType: 'image/png',
      size: 4,
      width: 1,
      height: 1,
      originalName: 'dot.png',
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { uploadFile: stored } })));
    const ensureValid = vi.fn(async () => undefined);
    const result = await uploadImage(png(), {
      ensureValid,
      cookies: { cookie: 'apollo-token=tok123' },
      fetch: fetchMock as unknown as typeof fetch,
    });
    expect(result).toEqual(stored);
    expect(ensureValid).toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/graphql');
    expect(init.headers).toEqual({ Authorization: 'Bearer tok123' });
    const form = init.body as FormData;
    expect(JSON.parse(form.get('operations') as string)).toMatchObject({ variables: { file: null } });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.file'] });
    expect((form.get('0') as File).name).toBe('dot.png');
  });

  const failWith = (status: number, body: string) => async () => new Response(body, { status });
  const tryUpload = (fetchMock: () => Promise<Response>) =>
    uploadImage(png(), { ensureValid: async () => undefined, cookies: { cookie: '' }, fetch: fetchMock as unknown as typeof fetch });
  const refusal = (reason: string, message: string) =>
    JSON.stringify({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', reason, field: 'file' } }] });

  it('words a refusal by its reason, as one sentence without the server’s "file:" prefix', async () => {
    await expect(
      tryUpload(failWith(200, refusal('FILE_TYPE_NOT_ALLOWED', 'file: only PNG, JPEG, WebP, GIF or SVG images can be uploaded'))),
    ).rejects.toThrow(/^Only PNG, JPEG, WebP, GIF or SVG images can be uploaded\.$/);
    await expect(tryUpload(failWith(200, refusal('FILE_TOO_LARGE', 'file: images can be at most 10 MB')))).rejects.toThrow(
      /^Images can be at most 10 MB\.$/,
    );
    for (const [reason, message] of [
      ['IMAGE_TOO_MANY_PIXELS', 'file: the image is too large in pixels (at most 40 megapixels); make it smaller and upload it again'],
      ['FILE_UNSAFE', 'file: SVG files may not declare entities'],
    ]) {
      // One sentence: a capital, no "field:" prefix, no "failed", a full stop.
      await expect(tryUpload(failWith(200, refusal(reason!, message!))), reason).rejects.toThrow(/^(?!.*[Ff]ailed)[A-Z][^:]*\.$/);
    }
  });

  it('says the upload did not go through, once, when the answer is no GraphQL at all', async () => {
    await expect(tryUpload(failWith(502, '<html>Bad gateway</html>'))).rejects.toThrow(
      /^The image was not uploaded\. Try again in a moment\.$/,
    );
  });

  it('refuses wrong types before sending', () => {
    expect(checkImage(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toMatch(/PNG, JPEG/);
  });

  it('on a 401 refreshes the session and sends once more with the new token', async () => {
    const cookies = { cookie: 'apollo-token=old' };
    const stored = { id: 'f', url: '/v1/functions/files/ab/c.png' };
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
      (init.headers as Record<string, string>).Authorization === 'Bearer new'
        ? new Response(JSON.stringify({ data: { uploadFile: stored } }))
        : new Response(JSON.stringify({ data: null, errors: [{ message: 'Your session has ended.' }] }), { status: 401 }),
    );
    const recoverFromUnauthorized = vi.fn(async () => {
      cookies.cookie = 'apollo-token=new';
      return true;
    });
    const deps = { ensureValid: async () => undefined, recoverFromUnauthorized, cookies, fetch: fetchMock as unknown as typeof fetch };
    await expect(uploadImage(png(), deps)).resolves.toEqual(stored);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    // When the session is over, the refusal is reported and nothing is sent again.
    cookies.cookie = 'apollo-token=old';
    fetchMock.mockClear();
    recoverFromUnauthorized.mockResolvedValueOnce(false);
    await expect(uploadImage(png(), deps)).rejects.toThrow('Your session has ended.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
