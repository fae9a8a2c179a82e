import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@mingle/shared';
import { ApiError, HttpClient } from '../http/httpClient';
import { FakeCookies, fakeSession, memoryStorage } from '../testing/fakes';
import type { AuthApi } from './authApi';
import { readAuthCookie } from './cookie';
import { ExpiredAuthSessionError } from './errors';
import { SessionClient, type AuthChange } from './session';
import { AUTH_KEYS, TokenStore } from './tokenStore';

function setup(startMs = 1_700_000_000_000) {
  let now = startMs;
  const clock = () => now;
  const storage = memoryStorage();
  const cookies = new FakeCookies(clock);
  const http = new HttpClient(() => Promise.reject(new Error('no network in unit tests')));
  const api = {
    signIn: vi.fn<(email: string, password: string) => Promise<Session>>(async () => fakeSession(now)),
    signUp: vi.fn(async () => fakeSession(now)),
    refresh: vi.fn<(token: string) => Promise<Session>>(async () => fakeSession(now)),
    signOut: vi.fn(async () => undefined),
  };
  const store = new TokenStore({ storage, now: clock });
  const session = new SessionClient({ api: api as unknown as AuthApi, store, http, cookies, now: clock });
  const changes: AuthChange[] = [];
  session.onChange((c) => changes.push(c));
  return { session, api, storage, cookies, http, store, changes, advance: (ms: number) => (now += ms), now: () => now };
}

afterEach(() => vi.restoreAllMocks());

describe('SessionClient', () => {
  it('signs in: stores tokens, sets the cookie and the Authorization header, and announces the login', async () => {
    const t = setup();
    await t.session.signIn('alex@example.com', 'secret-password');
    expect(t.session.getState()).toMatchObject({ loggedIn: true, user: { email: 'alex@example.com' } });
    expect(t.storage.getItem(AUTH_KEYS.token)).toBeTruthy();
    expect(readAuthCookie(t.cookies)).toBe(t.storage.getItem(AUTH_KEYS.token));
    expect(t.http.getHeader('Authorization')).toBe(`Bearer ${t.storage.getItem(AUTH_KEYS.token)}`);
    expect(t.changes).toEqual([{ kind: 'login' }]);
  });

  it('signs out: tells the server, then clears user, tokens, cookie and header', async () => {
    const t = setup();
    await t.session.signIn('alex@example.com', 'pw');
    const refreshToken = t.storage.getItem(AUTH_KEYS.refreshToken);
    await t.session.signOut();
    expect(t.api.signOut).toHaveBeenCalledWith(refreshToken, false);
    expect(t.session.getState()).toEqual({ user: null, loggedIn: false });
    expect(t.storage.getItem(AUTH_KEYS.token)).toBeNull();
    expect(readAuthCookie(t.cookies)).toBeNull();
    expect(t.http.getHeader('Authorization')).toBeNull();
    expect(t.changes.map((c) => c.kind)).toEqual(['login', 'logout']);
  });

  it('signs out locally even when the server cannot be reached; "everywhere" keeps the session to retry', async () => {
    const t = setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await t.session.signIn('a@b.co', 'pw');
    t.api.signOut.mockRejectedValueOnce(new ApiError(0, 'network', 'Network request failed'));
    await expect(t.session.signOut({ all: true })).rejects.toThrow('Network request failed');
    expect(t.session.getState().loggedIn).toBe(true);
    t.api.signOut.mockRejectedValueOnce(new ApiError(0, 'network', 'Network request failed'));
    await t.session.signOut();
    expect(t.session.getState().loggedIn).toBe(false);
  });

  it('refreshes an expired access token when the refresh token is valid', async () => {
    const t = setup();
    await t.session.signIn('a@b.co', 'pw');
    const oldRefresh = t.storage.getItem(AUTH_KEYS.refreshToken);
    t.advance(600_000);
    expect(t.session.check()).toMatchObject({ tokenExpired: true, refreshTokenExpired: false, isRefreshable: true });
    await t.session.ensureValid();
    expect(t.api.refresh).toHaveBeenCalledWith(oldRefresh);
    expect(t.storage.getItem(AUTH_KEYS.refreshToken)).not.toBe(oldRefresh);
    expect(t.session.check().tokenExpired).toBe(false);
    expect(readAuthCookie(t.cookies)).toBe(t.storage.getItem(AUTH_KEYS.token));
  });

  it('shares one refresh request between concurrent callers', async () => {
    const t = setup();
    await t.session.signIn('a@b.co', 'pw');
    t.advance(700_000);
    let release: (s: Session) => void = () => undefined;
    t.api.refresh.mockImplementationOnce(() => new Promise<Session>((resolve) => (release = resolve)));
    const calls = [t.session.ensureValid(), t.session.ensureValid(), t.session.refresh()];
    release(fakeSession(t.now()));
    await Promise.all(calls);
    expect(t.api.refresh).toHaveBeenCalledTimes(1);
    // A later refresh is a new request.
    await t.session.refresh();
    expect(t.api.refresh).toHaveBeenCalledTimes(2);
  });

  it('resets and throws ExpiredAuthSessionError with the seed message when both tokens have expired', async () => {
    const t = setup();
    await t.session.signIn('a@b.co', 'pw');
    t.advance(2_592_000_000);
    const error = await t.session.ensureValid().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExpiredAuthSessionError);
    expect((error as Error).message).toBe('Both token and refresh token have expired. Your request was aborted.');
    expect(t.session.getState()).toEqual({ user: null, loggedIn: false });
    expect(t.storage.getItem(AUTH_KEYS.refreshToken)).toBeNull();
    expect(readAuthCookie(t.cookies)).toBeNull();
    expect(t.api.refresh).not.toHaveBeenCalled();
  });

  it('resets when the server refuses the refresh token', async () => {
    const t = setup();
    await t.session.signIn('a@b.co', 'pw');
    t.advance(600_000);
    t.api.refresh.mockRejectedValueOnce(new ApiError(401, 'invalid-refresh-token', 'Invalid refresh token'));
    await expect(t.session.ensureValid()).rejects.toBeInstanceOf(ExpiredAuthSessionError);
    expect(t.session.getState().loggedIn).toBe(false);
  });

  it('keeps the session when a refresh fails for network reasons', async () => {
    const t = setup();
    await t.session.signIn('a@b.co', 'pw');
    t.advance(600_000);
    t.api.refresh.mockRejectedValueOnce(new ApiError(0, 'network', 'Network request failed'));
    await expect(t.session.ensureValid()).rejects.toThrow('Network request failed');
    expect(t.session.getState().loggedIn).toBe(true);
  });

  it('restores a stored session at start-up, and swallows the expiry error of a stale one', async () => {
    const t = setup();
    await t.session.signIn('a@b.co', 'pw');
    const restored = new SessionClient({ api: t.api as unknown as AuthApi, store: t.store, http: t.http, cookies: t.cookies, now: t.now });
    await restored.init();
    expect(restored.getState()).toMatchObject({ loggedIn: true, user: { email: 'alex@example.com' } });

    t.advance(2_592_000_000);
    const stale = new SessionClient({ api: t.api as unknown as AuthApi, store: t.store, http: t.http, cookies: t.cookies, now: t.now });
    await expect(stale.init()).resolves.toBeUndefined();
    expect(stale.getState().loggedIn).toBe(false);
    expect(t.storage.getItem(AUTH_KEYS.token)).toBeNull();
    expect(readAuthCookie(t.cookies)).toBeNull();
  });

  it('removes a leftover cookie at start-up when there is no token', async () => {
    const t = setup();
    t.cookies.cookie = 'apollo-token=leftover; path=/';
    await t.session.init();
    expect(readAuthCookie(t.cookies)).toBeNull();
  });

  it('recovers from a 401 by refreshing, or, when the session is over, signs out', async () => {
    const t = setup();
    await t.session.signIn('a@b.co', 'pw');
    expect(await t.session.recoverFromUnauthorized()).toBe(true);
    expect(t.api.refresh).toHaveBeenCalledTimes(1);
    expect(t.session.getState().loggedIn).toBe(true);

    t.api.refresh.mockRejectedValueOnce(new ApiError(401, 'invalid-refresh-token', 'Your session has ended.'));
    expect(await t.session.recoverFromUnauthorized()).toBe(false);
    expect(t.session.getState()).toEqual({ user: null, loggedIn: false });
    expect(readAuthCookie(t.cookies)).toBeNull();
    expect(t.changes.map((c) => c.kind)).toEqual(['login', 'logout']);
  });

  it('on a 401 while signed out, clears a stale cookie and does not try to refresh', async () => {
    const t = setup();
    t.cookies.cookie = 'apollo-token=stale; path=/';
    expect(await t.session.recoverFromUnauthorized()).toBe(false);
    expect(t.api.refresh).not.toHaveBeenCalled();
    expect(readAuthCookie(t.cookies)).toBeNull();
  });

  it('on a 401 keeps the session when the refresh fails for lack of network, and says so', async () => {
    const t = setup();
    await t.session.signIn('a@b.co', 'pw');
    t.api.refresh.mockRejectedValueOnce(new ApiError(0, 'network', 'Network request failed'));
    await expect(t.session.recoverFromUnauthorized()).rejects.toThrow('Network request failed');
    expect(t.session.getState().loggedIn).toBe(true);
  });
});
