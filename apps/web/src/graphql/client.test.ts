import { gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthApi } from '../auth/authApi';
import { setAuthCookie } from '../auth/cookie';
import { SessionClient } from '../auth/session';
import { TokenStore } from '../auth/tokenStore';
import { HttpClient } from '../http/httpClient';
import { FakeCookies, fakeSession, memoryStorage } from '../testing/fakes';
import { createDataClient } from './client';

const ME = gql`
  query Me {
    me {
      id
    }
  }
`;

function setup(respond: (init: RequestInit | undefined) => Promise<Response>) {
  const cookies = new FakeCookies();
  const http = new HttpClient();
  const session = new SessionClient({ api: new AuthApi(http), store: new TokenStore({ storage: memoryStorage() }), http, cookies });
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => respond(init));
  const report = vi.fn();
  const data = createDataClient({ session, cookies, transport: 'http', origin: 'http://mingle.test', fetch, report });
  return { data, fetch, cookies, report };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.restoreAllMocks());

describe('data client over HTTP', () => {
  it('posts to /v1/graphql and sends Authorization from the apollo-token cookie only when present', async () => {
    const t = setup(() => json({ data: { me: null } }));
    await t.data.client.query({ query: ME, fetchPolicy: 'network-only' });
    const [url, first] = t.fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://mingle.test/v1/graphql');
    expect(new Headers(first?.headers).get('authorization')).toBeNull();

    setAuthCookie(t.cookies, 'tok');
    await t.data.client.query({ query: ME, fetchPolicy: 'network-only' });
    expect(new Headers(t.fetch.mock.calls[1]?.[1]?.headers).get('authorization')).toBe('Bearer tok');
  });

  it('treats a status of 300 or more as a server error, with the library message', async () => {
    const t = setup(() => json({ data: { me: null } }, 302));
    await expect(t.data.client.query({ query: ME })).rejects.toThrow('Response not successful: Received status code 302');
    expect(t.report).toHaveBeenCalledTimes(1);
  });

  it('treats a response with neither data nor errors as an error', async () => {
    const t = setup(() => json({}));
    await expect(t.data.client.query({ query: ME })).rejects.toThrow(/malformed/);
  });

  it('words a failed request as "Network request failed"', async () => {
    const t = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(t.data.client.query({ query: ME })).rejects.toThrow('Network request failed');
  });

  it('reports a repeated error once', async () => {
    const t = setup(() => json({ errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] }));
    await expect(t.data.client.query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow('Not allowed');
    await expect(t.data.client.query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow('Not allowed');
    expect(t.report).toHaveBeenCalledTimes(1);
  });
});

describe('data client over HTTP, when the server refuses the access token (401)', () => {
  const unauthenticated = () =>
    json({ data: null, errors: [{ message: 'Your session has ended.', extensions: { code: 'UNAUTHENTICATED' } }] }, 401);

  /** A signed-in data client whose /v1/token and /v1/graphql answers the test gives. */
  function signedIn(answers: { token: () => Promise<Response>; graphql: (authorization: string | null) => Promise<Response> }) {
    const cookies = new FakeCookies();
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/v1/token') ? answers.token() : answers.graphql(new Headers(init?.headers).get('authorization')),
    );
    const http = new HttpClient(fetch, 'http://mingle.test');
    const session = new SessionClient({ api: new AuthApi(http), store: new TokenStore({ storage: memoryStorage() }), http, cookies });
    session.setSession(fakeSession(Date.now(), { accessToken: 'old-token', refreshToken: 'refresh-1' }));
    const data = createDataClient({ session, cookies, transport: 'http', origin: 'http://mingle.test', fetch, report: vi.fn() });
    const calls = (suffix: string) => fetch.mock.calls.filter(([url]) => String(url).endsWith(suffix)).length;
    return { data, session, calls };
  }

  it('refreshes the session and sends the operation again, once, with the new token', async () => {
    const t = signedIn({
      token: () => json({ session: fakeSession(Date.now(), { accessToken: 'new-token', refreshToken: 'refresh-2' }) }),
      graphql: (authorization) => (authorization === 'Bearer new-token' ? json({ data: { me: { id: 'u1' } } }) : unauthenticated()),
    });
    const result = await t.data.client.query({ query: ME, fetchPolicy: 'network-only' });
    expect(result.data).toEqual({ me: { id: 'u1' } });
    expect(t.calls('/v1/token')).toBe(1);
    expect(t.calls('/v1/graphql')).toBe(2);
    expect(t.session.getState().loggedIn).toBe(true);
  });

  it('signs out and passes the 401 on when the session is over (the refresh is refused too)', async () => {
    const t = signedIn({
      token: () => json({ error: 'invalid-refresh-token', message: 'Your session has ended.' }, 401),
      graphql: () => unauthenticated(),
    });
    // The sign-out resets the store, which ends the query in flight with its own message.
    await expect(t.data.client.query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(t.calls('/v1/token')).toBe(1);
    expect(t.calls('/v1/graphql')).toBe(1);
    expect(t.session.getState()).toEqual({ user: null, loggedIn: false });
  });

  it('does not loop when the new token is refused as well', async () => {
    const t = signedIn({
      token: () => json({ session: fakeSession(Date.now(), { accessToken: 'new-token' }) }),
      graphql: () => unauthenticated(),
    });
    await expect(t.data.client.query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow(/401/);
    expect(t.calls('/v1/token')).toBe(1);
    expect(t.calls('/v1/graphql')).toBe(2);
  });

  it('leaves other errors alone', async () => {
    const t = signedIn({
      token: () => json({ session: fakeSession(Date.now()) }),
      graphql: () => json({ errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] }),
    });
    await expect(t.data.client.query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow('Not allowed');
    expect(t.calls('/v1/token')).toBe(0);
  });
});
