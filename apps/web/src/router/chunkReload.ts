import { CHUNK } from '../config';

const RELOAD_KEY = 'mingle.chunk-reload-at';

/** Chunk errors as browsers and Vite word them, plus our own time-out. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading (CSS )?chunk .* failed/i.test(
      // The browser's own words (no server involved): the only way to tell a chunk failure.
      // eslint-disable-next-line no-restricted-syntax
      error.message,
    )
  );
}

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** A chunk that does not arrive within the time-out counts as failed, so the page can recover. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK.loadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk failed: timed out after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new ChunkLoadError(String(error)));
      },
    );
  });
}

/**
 * Whether a failed chunk may reload the page now, recording the attempt when it may. A new
 * deploy replaces chunk names, so one reload fetches the new ones; a second failure within
 * 60 s means the network or server is the problem, and reloading again would only loop.
 * Session storage keeps the mark across the reload and per tab.
 */
export function claimChunkReload(storage: Storage, now: number = Date.now()): boolean {
  const last = Number(storage.getItem(RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK.reloadGuardMs) return false;
  try {
    storage.setItem(RELOAD_KEY, String(now));
  } catch {
    // Storage blocked: without a mark we cannot tell a loop apart, so do not reload.
    return false;
  }
  return true;
}
