import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { ErrorLike } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { WebSocketLink } from '@apollo/client/link/ws';
import { GRAPHQL_PATH } from '@mingle/shared';
import { SubscriptionClient } from 'subscriptions-transport-ws';
import { authorizationFromCookie, type CookieTarget } from '../auth/cookie';
import type { SessionClient } from '../auth/session';
import { WEBSOCKET } from '../config';
import type { FetchLike } from '../http/httpClient';
import { createErrorLink, createResultRulesLink, createRetryLink, createUnauthorizedLink, withNetworkMessage } from './links';
import { attachAuthLifecycle } from './lifecycle';

export interface DataClientOptions {
  session: SessionClient;
  cookies: CookieTarget;
  /** `ws` in the browser (every operation over the socket); `http` where there is no socket. */
  transport: 'ws' | 'http';
  /** Origin of the API, e.g. `http://localhost:3000`; the page's own origin by default. */
  origin: string;
  fetch?: FetchLike;
  webSocketImpl?: unknown;
  report?: (error: ErrorLike, operationName: string | undefined) => void;
}

export interface DataClient {
  client: ApolloClient;
  wsClient: SubscriptionClient | null;
  dispose(): void;
}

const REFUSAL_RETRY_WINDOW_MS = 30_000;

function defaultReport(error: ErrorLike, operationName: string | undefined): void {
  console.error(`[data] ${operationName ?? 'operation'} failed:`, error.message);
}

export function createDataClient(options: DataClientOptions): DataClient {
  const { session, cookies } = options;
  let wsClient: SubscriptionClient | null = null;
  let terminal: ApolloLink;
  let lastRefusal = 0;

  if (options.transport === 'ws') {
    const wsUrl = options.origin.replace(/^http/, 'ws') + GRAPHQL_PATH;
    wsClient = new SubscriptionClient(
      wsUrl,
      {
        reconnect: true,
        lazy: true,
        // Keep-alive time-out and its floor; the reconnect back-off (100 ms → 10 s, factor 2)
        // is the library's default and already the seed's.
        timeout: WEBSOCKET.timeoutMs,
        minTimeout: WEBSOCKET.minTimeoutMs,
        // Read on every (re)connect, after a refresh if one is due, so a reopened socket
        // carries the credential of whoever is signed in now.
        connectionParams: async () => {
          await session.ensureValid().catch(() => undefined);
          const authorization = authorizationFromCookie(cookies);
          return authorization ? { Authorization: authorization } : {};
        },
        // The server refused the credential (connection_error): refresh and reconnect, or, when
        // the session is over, the reset reconnects as a guest. Once per window, so a server
        // that keeps refusing does not turn this into a loop.
        connectionCallback: (error) => {
          if (!error || !session.getState().loggedIn || Date.now() - lastRefusal < REFUSAL_RETRY_WINDOW_MS) return;
          lastRefusal = Date.now();
          session.refresh().then(
            () => wsClient?.close(false, false),
            () => undefined,
          );
        },
      },
      options.webSocketImpl,
    );
    terminal = new WebSocketLink(wsClient);
  } else {
    const authLink = new SetContextLink((prev) => {
      const authorization = authorizationFromCookie(cookies);
      const headers = { ...(prev.headers as Record<string, string> | undefined) };
      if (authorization) headers.Authorization = authorization;
      return { headers };
    });
    const http = new HttpLink({
      uri: options.origin + GRAPHQL_PATH,
      fetch: withNetworkMessage(options.fetch ?? ((input, init) => fetch(input, init))),
    });
    terminal = ApolloLink.from([createUnauthorizedLink(session), authLink, http]);
  }

  const client = new ApolloClient({
    link: ApolloLink.from([createErrorLink(options.report ?? defaultReport), createResultRulesLink(), createRetryLink(), terminal]),
    cache: new InMemoryCache(),
  });
  const detach = attachAuthLifecycle(session, { client, wsClient });

  return {
    client,
    wsClient,
    dispose() {
      detach();
      wsClient?.close(true, true);
      client.stop();
    },
  };
}
