import { ApolloLink } from '@apollo/client';
import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { RetryLink } from '@apollo/client/link/retry';
import { getMainDefinition } from '@apollo/client/utilities';
import { Observable, map, type Subscription } from 'rxjs';
import { SUBSCRIPTION_RETRY } from '../config';
import type { FetchLike } from '../http/httpClient';

export function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

/** 500 ms, then doubling: 500, 1000, 2000, 4000. `attempt` counts from 1. */
export function subscriptionRetryDelay(attempt: number): number {
  return SUBSCRIPTION_RETRY.baseDelayMs * 2 ** (attempt - 1);
}

/** Failed subscriptions are retried, at most 5 attempts in all; queries and mutations are not (not idempotent). */
export function shouldRetrySubscription(attempt: number, operation: ApolloLink.Operation): boolean {
  return attempt < SUBSCRIPTION_RETRY.maxAttempts && isSubscription(operation);
}

export function createRetryLink(): ApolloLink {
  return new RetryLink({ delay: subscriptionRetryDelay, attempts: shouldRetrySubscription });
}

/**
 * A result with neither data nor errors is an error, whichever transport brought it (the
 * HTTP link checks this itself; a websocket message does not get that check).
 */
export function createResultRulesLink(): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      map((result) => {
        if (!('data' in result) && !('errors' in result)) {
          throw new Error(`Server response was malformed for query '${operation.operationName ?? ''}'.`);
        }
        return result;
      }),
    ),
  );
}

/** A short, stable key per error, so the same failure repeated is reported once. */
export function errorKey(error: ErrorLike, operationName: string | undefined): string {
  const messages = CombinedGraphQLErrors.is(error) ? error.errors.map((e) => e.message).join('|') : error.message;
  return `${operationName ?? ''}:${messages}`;
}

/**
 * Data-layer errors (GraphQL and network) go to one handler; duplicates are dropped. The
 * handler is the error-reporting hook; by default it logs to the console.
 */
export function createErrorLink(report: (error: ErrorLike, operationName: string | undefined) => void): ApolloLink {
  const seen = new Set<string>();
  return new ErrorLink(({ error, operation }) => {
    const key = errorKey(error, operation.operationName);
    if (seen.has(key)) return;
    seen.add(key);
    // Bounded, so a long-lived tab does not keep every message it ever saw.
    if (seen.size > 100) seen.delete(seen.values().next().value as string);
    report(error, operation.operationName);
  });
}

/**
 * Browsers word a failed fetch differently ("Failed to fetch", "Load failed", …); the data
 * layer reports the one message the seed lists.
 */
export function withNetworkMessage(fetchImpl: FetchLike): FetchLike {
  return async (input, init) => {
    try {
      return await fetchImpl(input, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new TypeError('Network request failed');
    }
  };
}

/** What the unauthorized link needs of the session client. */
export interface Reauthenticator {
  recoverFromUnauthorized(): Promise<boolean>;
}

/** The server refused the bearer token of an HTTP request (its session ended, or it expired). */
export function isUnauthorized(error: unknown): boolean {
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * On a 401 the session is refreshed and the operation sent again, once; when the session is
 * over, the session client has signed out and the 401 is passed on. Retrying a mutation is
 * safe here: the server refuses the token before running anything. Sits before the link that
 * adds the Authorization header, so the retry carries the new token.
 */
export function createUnauthorizedLink(session: Reauthenticator): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let current: Subscription | null = null;
        let closed = false;
        const send = (retried: boolean) => {
          current = forward(operation).subscribe({
            next: (result) => observer.next(result),
            complete: () => observer.complete(),
            error: (error: unknown) => {
              if (retried || !isUnauthorized(error)) return observer.error(error);
              session.recoverFromUnauthorized().then(
                (refreshed) => {
                  if (closed) return;
                  if (refreshed) send(true);
                  else observer.error(error);
                },
                () => observer.error(error),
              );
            },
          });
        };
        send(false);
        return () => {
          closed = true;
          current?.unsubscribe();
        };
      }),
  );
}
