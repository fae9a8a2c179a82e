import { DECK_IMPORT_PATH, MAX_DECK_FILE_BYTES } from '@mingle/shared';
import { authorizationFromCookie, type CookieTarget } from '../../auth/cookie';

/** A file that could not be imported: the sentence to show and, for a bad document, each problem. */
export class ImportProblem extends Error {
  constructor(
    message: string,
    readonly lines: string[] = [],
  ) {
    super(message);
  }
}

export interface SendDeps {
  /** Refreshes an expired access token first (the session client's ensureValid). */
  ensureValid(): Promise<void>;
  /** On a 401, refreshes the session (true) or signs out (false). */
  recoverFromUnauthorized?(): Promise<boolean>;
  cookies: CookieTarget;
  fetch?: typeof fetch;
}

interface RefusalBody {
  message?: unknown;
  problems?: unknown;
}

const MB = 1_048_576;

/**
 * Sends a deck file (its JSON text, as read) to the import route: a portable file carries its
 * images, which pass the 4 MiB of a GraphQL request, so it goes to `POST DECK_IMPORT_PATH` by
 * bearer token, like an event's exports. Resolves with the new deck; rejects with an
 * ImportProblem to show, listing the document's problems when the server sent them.
 */
export async function sendDeckFile(text: string, deps: SendDeps): Promise<{ id: string; title: string }> {
  await deps.ensureValid().catch(() => undefined);
  const send = async (): Promise<Response> => {
    const authorization = authorizationFromCookie(deps.cookies);
    try {
      return await (deps.fetch ?? fetch)(DECK_IMPORT_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
        body: text,
      });
    } catch {
      throw new ImportProblem('Could not reach Mingle. Check your connection and try again.');
    }
  };
  let response = await send();
  if (response.status === 401 && (await deps.recoverFromUnauthorized?.())) response = await send();
  if (response.ok) return (await response.json()) as { id: string; title: string };
  if (response.status === 401) throw new ImportProblem('Your session ended. Sign in again to import this deck.');
  if (response.status === 413) throw new ImportProblem(`This file is too large to import: at most ${MAX_DECK_FILE_BYTES / MB} MB.`);
  const body = (await response.json().catch(() => ({}))) as RefusalBody;
  const message = typeof body.message === 'string' ? body.message : 'The import failed. Try again in a moment.';
  const lines = Array.isArray(body.problems) ? body.problems.filter((p): p is string => typeof p === 'string') : [];
  if (response.status >= 500) throw new ImportProblem('The import failed on our side. Try again in a moment.');
  throw new ImportProblem(message, lines);
}
