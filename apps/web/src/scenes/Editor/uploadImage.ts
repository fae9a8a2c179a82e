import { ALLOWED_IMAGE_TYPES, GRAPHQL_PATH, MAX_UPLOAD_BYTES } from '@mingle/shared';
import { authorizationFromCookie, type CookieTarget } from '../../auth/cookie';
import { UPLOAD_FILE_QUERY, type StoredFile } from '../../graphql/decks';
import { readGraphQLError } from '../../errors/readError';
import { messageFor } from '../../errors/reasonMessages';
import type { GraphQLErrorLike } from '../../live/socketTypes';

export interface UploadDeps {
  /** Refreshes an expired access token first (the session client's ensureValid). */
  ensureValid(): Promise<void>;
  /** On a 401, refreshes the session (true) or signs out (false): the session client's method. */
  recoverFromUnauthorized?(): Promise<boolean>;
  cookies: CookieTarget;
  fetch?: typeof fetch;
}

const UPLOAD_FAILED = 'The image was not uploaded. Try again in a moment.';

/** Checks done before the bytes leave the browser; the server checks again by content. */
export function checkImage(file: File): string | null {
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Use a PNG, JPEG, WebP, GIF or SVG image.';
  if (file.size > MAX_UPLOAD_BYTES) return `That image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
  return null;
}

/**
 * Uploads one image by the GraphQL multipart request spec (`operations`, `map`, part "0")
 * over HTTP POST: the app's websocket cannot carry files. The bearer comes from the same
 * cookie the websocket's connection parameters use.
 */
export async function uploadImage(file: File, deps: UploadDeps): Promise<StoredFile> {
  const problem = checkImage(file);
  if (problem) throw new Error(problem);
  await deps.ensureValid().catch(() => undefined);
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD_FILE_QUERY, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', file, file.name);
  const send = async (): Promise<Response> => {
    const authorization = authorizationFromCookie(deps.cookies);
    try {
      return await (deps.fetch ?? fetch)(GRAPHQL_PATH, {
        method: 'POST',
        body: form,
        headers: authorization ? { Authorization: authorization } : {},
      });
    } catch {
      throw new Error('Could not reach Mingle. Check your connection and try again.');
    }
  };
  let response = await send();
  // The token was refused (its session ended elsewhere, say): refresh and send once more.
  if (response.status === 401 && (await deps.recoverFromUnauthorized?.())) response = await send();
  type Body = { data?: { uploadFile?: StoredFile } | null; errors?: GraphQLErrorLike[] } | null;
  let body: Body = null;
  try {
    body = (await response.json()) as Body;
  } catch {
    // A proxy's HTML page: reported by status below.
  }
  const stored = body?.data?.uploadFile;
  if (stored) return stored;
  const error = body?.errors?.[0];
  // A sentence a person reads as it is (ImageDrop shows it alone): by the reason, not the server's words.
  throw new Error(error ? messageFor(readGraphQLError(error), UPLOAD_FAILED) : UPLOAD_FAILED);
}
