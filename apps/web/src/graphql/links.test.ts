import { ApolloLink, execute, gql, ApolloClient, InMemoryCache } from '@apollo/client';
import { Observable, lastValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createResultRulesLink, shouldRetrySubscription, subscriptionRetryDelay } from './links';

const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });

function operation(query: string): ApolloLink.Operation {
  let captured: ApolloLink.Operation | null = null;
  const capture = new ApolloLink((op) => {
    captured = op;
    return new Observable((o) => o.complete());
  });
  execute(capture, { query: gql(query) }, { client }).subscribe({});
  if (!captured) throw new Error('no operation');
  return captured;
}

describe('subscription retry', () => {
  it('waits 500 ms, then doubles', () => {
    expect([1, 2, 3, 4].map(subscriptionRetryDelay)).toEqual([500, 1000, 2000, 4000]);
  });

  it('retries subscriptions up to 5 attempts in all, and never queries or mutations', () => {
    const sub = operation('subscription S { ticks }');
    expect([1, 2, 3, 4].every((n) => shouldRetrySubscription(n, sub))).toBe(true);
    expect(shouldRetrySubscription(5, sub)).toBe(false);
    expect(shouldRetrySubscription(1, operation('query Q { me { id } }'))).toBe(false);
    expect(shouldRetrySubscription(1, operation('mutation M { x }'))).toBe(false);
  });
});

describe('result rules', () => {
  const run = (result: ApolloLink.Result) => {
    const terminal = new ApolloLink(() => new Observable((o) => (o.next(result), o.complete())));
    return lastValueFrom(
      execute(ApolloLink.from([createResultRulesLink(), terminal]), { query: gql('query Q { me { id } }') }, { client }),
    );
  };

  it('passes results with data or errors', async () => {
    await expect(run({ data: { me: null } })).resolves.toEqual({ data: { me: null } });
    await expect(run({ errors: [{ message: 'no' }] })).resolves.toMatchObject({ errors: [{ message: 'no' }] });
  });

  it('fails a result with neither (a websocket message gets no check from the HTTP link)', async () => {
    await expect(run({} as ApolloLink.Result)).rejects.toThrow(/malformed/);
  });
});
