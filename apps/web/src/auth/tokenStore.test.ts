import { describe, expect, it } from 'vitest';
import { fakeJwt, memoryStorage } from '../testing/fakes';
import { AUTH_KEYS, TokenStore, tokenStatus } from './tokenStore';

describe('tokenStatus', () => {
  const exp = 1_000_000;

  it('is UNKNOWN when the token or its expiry is missing', () => {
    expect(tokenStatus(null, exp, 0)).toBe('UNKNOWN');
    expect(tokenStatus('t', null, 0)).toBe('UNKNOWN');
    expect(tokenStatus('t', 0, 0)).toBe('UNKNOWN');
  });

  it('turns EXPIRED 500 ms before the expiry (the safety margin)', () => {
    expect(tokenStatus('t', exp, exp - 501)).toBe('VALID');
    expect(tokenStatus('t', exp, exp - 500)).toBe('EXPIRED');
    expect(tokenStatus('t', exp, exp + 1)).toBe('EXPIRED');
  });
});

describe('TokenStore', () => {
  it('keeps tokens and their expiry timestamps under the auth. prefix', () => {
    const storage = memoryStorage();
    const now = 1_700_000_000_000;
    const store = new TokenStore({ storage, now: () => now });
    store.setTokens('opaque-access', 'opaque-refresh');
    expect(storage.getItem('auth.token')).toBe('opaque-access');
    expect(storage.getItem('auth.refresh_token')).toBe('opaque-refresh');
    for (let i = 0; i < storage.length; i++) expect(storage.key(i)?.startsWith('auth.')).toBe(true);
    // No expiry claim: the configured max ages, 600 s and 30 days.
    expect(Number(storage.getItem(AUTH_KEYS.tokenExpiration))).toBe(now + 600_000);
    expect(Number(storage.getItem(AUTH_KEYS.refreshTokenExpiration))).toBe(now + 2_592_000_000);
  });

  it("uses the token's own exp claim when it has one", () => {
    const storage = memoryStorage();
    const now = 1_700_000_000_000;
    const store = new TokenStore({ storage, now: () => now });
    store.setTokens(fakeJwt(1_700_000_123), null);
    expect(Number(storage.getItem(AUTH_KEYS.tokenExpiration))).toBe(1_700_000_123_000);
    expect(store.refreshStatus()).toBe('UNKNOWN');
  });

  it('reports status against its clock and forgets everything on clear, except redirect and referral', () => {
    const storage = memoryStorage();
    let now = 0;
    const store = new TokenStore({ storage, now: () => now, accessMaxAgeS: 10, refreshMaxAgeS: 100 });
    store.setTokens('a', 'r');
    store.user = { id: '1', email: 'a@b.c', displayName: 'A', emailVerified: true, scope: ['user'] };
    storage.setItem(AUTH_KEYS.redirect, '/account');
    expect(store.accessStatus()).toBe('VALID');
    now = 9_500;
    expect(store.accessStatus()).toBe('EXPIRED');
    expect(store.refreshStatus()).toBe('VALID');
    now = 99_600;
    expect(store.refreshStatus()).toBe('EXPIRED');
    store.clear();
    expect(store.accessToken).toBeNull();
    expect(store.refreshToken).toBeNull();
    expect(store.user).toBeNull();
    expect(store.accessStatus()).toBe('UNKNOWN');
    expect(storage.getItem(AUTH_KEYS.redirect)).toBe('/account');
  });
});
