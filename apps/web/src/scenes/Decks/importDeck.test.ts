import { describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE_NAME, DECK_IMPORT_PATH, MAX_DECK_FILE_BYTES } from '@mingle/shared';
import { FakeCookies } from '../../testing/fakes';
import { sendDeckFile } from './sendDeckFile';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describeDataError } from '../../graphql/errors';
import { ImportProblem, readDeckFile } from './importDeck';
import { exportFileName } from './useDeckActions';

describe('deck import', () => {
  it('lists the problems the server sent in extensions.problems, whatever its sentence says', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Le document est invalide',
          extensions: {
            code: 'BAD_USER_INPUT',
            reason: 'INVALID_INPUT',
            problems: ['slides[3].options[1].text: at most 120 characters', 'title: is required'],
          },
        },
      ],
    });
    expect(describeDataError(error).problems).toEqual(['slides[3].options[1].text: at most 120 characters', 'title: is required']);
  });

  it('reads JSON and refuses what is not JSON or too large, naming the file', async () => {
    await expect(readDeckFile(new File(['{"version":1}'], 'a.json'))).resolves.toBe('{"version":1}');
    await expect(readDeckFile(new File(['hello'], 'notes.txt'))).rejects.toThrow(/“notes.txt” is not a deck file/);
    // A portable file carries its images: a few megabytes is a deck, past the limit is not.
    await expect(readDeckFile(new File([`{"x":"${'x'.repeat(5_000_000)}"}`], 'photos.json'))).resolves.toHaveLength(5_000_008);
    const big = new File(['{}'], 'big.json');
    Object.defineProperty(big, 'size', { value: MAX_DECK_FILE_BYTES + 1 });
    await expect(readDeckFile(big)).rejects.toThrow('“big.json” is too large for a deck (32 MB; at most 32 MB).');
  });

  it('names an export after the deck, safely', () => {
    expect(exportFileName('Team trivia: round 1')).toBe('Team trivia- round 1.mingle.json');
    expect(exportFileName('  ')).toBe('deck.mingle.json');
  });
});

describe('sending a deck file', () => {
  const deps = (fetch: typeof globalThis.fetch, recover = () => Promise.resolve(false)) => {
    const cookies = new FakeCookies();
    cookies.cookie = `${AUTH_COOKIE_NAME}=tok`;
    return { ensureValid: () => Promise.resolve(), recoverFromUnauthorized: recover, cookies, fetch };
  };
  const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

  it('posts the text as it was read, with the bearer token, and returns the new deck', async () => {
    const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => answer(201, { id: 'd1', title: 'Quiz (imported)' }));
    await expect(sendDeckFile('{"version":1}', deps(fetch))).resolves.toEqual({ id: 'd1', title: 'Quiz (imported)' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(DECK_IMPORT_PATH);
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"version":1}',
      headers: { 'content-type': 'application/json', Authorization: 'Bearer tok' },
    });
  });

  it('lists the problems of a refused document', async () => {
    const fetch = () => answer(400, { reason: 'INVALID_INPUT', message: 'document.title: is required', problems: ['title: is required'] });
    const problem = await sendDeckFile('{}', deps(fetch)).catch((e: unknown) => e);
    expect(problem).toBeInstanceOf(ImportProblem);
    expect(problem).toMatchObject({ message: 'document.title: is required', lines: ['title: is required'] });
  });

  it('says the file is too large, asks to sign in again, and says when Mingle cannot be reached', async () => {
    await expect(
      sendDeckFile(
        '{}',
        deps(() => answer(413, {})),
      ),
    ).rejects.toThrow('This file is too large to import: at most 32 MB.');
    await expect(
      sendDeckFile(
        '{}',
        deps(() => answer(401, {})),
      ),
    ).rejects.toThrow('Your session ended. Sign in again to import this deck.');
    await expect(
      sendDeckFile(
        '{}',
        deps(() => Promise.reject(new TypeError('offline'))),
      ),
    ).rejects.toThrow('Could not reach Mingle.');
  });

  it('refreshes the session once on a 401 and sends again', async () => {
    const fetch = vi
      .fn()
      .mockReturnValueOnce(answer(401, {}))
      .mockReturnValueOnce(answer(201, { id: 'd2', title: 'Quiz' }));
    await expect(
      sendDeckFile(
        '{}',
        deps(fetch, () => Promise.resolve(true)),
      ),
    ).resolves.toMatchObject({ id: 'd2' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
