import type { AuthChange } from '../auth/session';

/** What the lifecycle needs of the socket client: a close that reconnects. */
export interface ReopenableSocket {
  close(isForced?: boolean, closedByUser?: boolean): void;
}

export interface ResettableClient {
  resetStore(): Promise<unknown>;
  clearStore(): Promise<unknown>;
}

interface AuthSource {
  onChange(listener: (change: AuthChange) => void): () => void;
}

/**
 * Reopens the socket and resets the cache whenever the signed-in identity changes.
 * `close(false, false)` drops the socket without unsubscribing and lets the client
 * reconnect: the new connection sends the new credential and re-starts every running
 * subscription. After a sign-in the cache reset refetches active queries as the new person,
 * unless the change asks to skip it; a failed reset is only logged, since the sign-in itself
 * succeeded. After a sign-out the cache is only cleared: the queries on screen are a signed-in
 * page's, refetching them could only fail ("Home failed: You need to sign in"), and the page
 * is left at once (the account menu goes to sign-in; any other sign-out revalidates the route).
 */
export function attachAuthLifecycle(auth: AuthSource, target: { client: ResettableClient; wsClient: ReopenableSocket | null }): () => void {
  return auth.onChange((change) => {
    target.wsClient?.close(false, false);
    if (change.skipCacheReset) return;
    const reset = change.kind === 'logout' ? target.client.clearStore() : target.client.resetStore();
    reset.catch((error: unknown) => {
      console.log(`%cError on cache reset (${change.kind})`, 'color: orange;', error instanceof Error ? error.message : error);
    });
  });
}
