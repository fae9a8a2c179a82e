import { authorizationFromCookie, type CookieTarget } from '../../auth/cookie';

export interface DownloadDeps {
  /** Refreshes an expired access token first (the session client's ensureValid). */
  ensureValid(): Promise<void>;
  /** On a 401, refreshes the session (true) or signs out (false): the session client's method. */
  recoverFromUnauthorized?(): Promise<boolean>;
  cookies: CookieTarget;
  fetch?: typeof fetch;
  /** What a 404 means for this download; an event's report by default. */
  notFound?: string;
  /** Hands the file to the browser; an `<a download>` on an object URL by default. */
  save?(blob: Blob, fileName: string): void;
}

/**
 * The file name a `Content-Disposition` header gives: `filename*` (RFC 5987, the exact UTF-8
 * name) before the ASCII `filename`; null when it names none.
 */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A broken escape: the plain name below.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads one of an event's exports. They are behind the bearer token (ADR 42), which a plain
 * link cannot send and which never goes in a URL: fetched with it, then saved from the body
 * under the name the server gives. Rejects with a sentence to show.
 */
export async function downloadExport(path: string, fallbackName: string, deps: DownloadDeps): Promise<string> {
  await deps.ensureValid().catch(() => undefined);
  const send = async (): Promise<Response> => {
    const authorization = authorizationFromCookie(deps.cookies);
    try {
      return await (deps.fetch ?? fetch)(path, { headers: authorization ? { Authorization: authorization } : {} });
    } catch {
      throw new Error('Could not reach Mingle. Check your connection and try again.');
    }
  };
  let response = await send();
  // The token was refused (its session ended elsewhere, say): refresh and ask once more.
  if (response.status === 401 && (await deps.recoverFromUnauthorized?.())) response = await send();
  if (response.status === 404) throw new Error(deps.notFound ?? 'This report is not available any more.');
  if (!response.ok) throw new Error('The file could not be downloaded. Try again in a moment.');
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  (deps.save ?? saveBlob)(await response.blob(), name);
  return name;
}
