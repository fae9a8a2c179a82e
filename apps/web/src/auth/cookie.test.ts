import { describe, expect, it } from 'vitest';
import { FakeCookies } from '../testing/fakes';
import { authorizationFromCookie, readAuthCookie, removeAuthCookie, setAuthCookie } from './cookie';

describe('apollo-token cookie', () => {
  it('is set with path /, a 7-day expiry and without Secure', () => {
    const now = Date.UTC(2025, 0, 1);
    const jar = new FakeCookies(() => now);
    setAuthCookie(jar, 'tok.en', now);
    const written = jar.writes[0] ?? '';
    expect(written).toMatch(/^apollo-token=tok\.en; /);
    expect(written).toContain('path=/');
    expect(written).toContain(`expires=${new Date(now + 7 * 86_400_000).toUTCString()}`);
    expect(written.toLowerCase()).not.toContain('secure');
    expect(readAuthCookie(jar)).toBe('tok.en');
    expect(authorizationFromCookie(jar)).toBe('Bearer tok.en');
  });

  it('is removed on sign-out and when there is no token', () => {
    const jar = new FakeCookies();
    setAuthCookie(jar, 'abc');
    removeAuthCookie(jar);
    expect(readAuthCookie(jar)).toBeNull();
    setAuthCookie(jar, 'abc');
    setAuthCookie(jar, null);
    expect(readAuthCookie(jar)).toBeNull();
    expect(authorizationFromCookie(jar)).toBeNull();
  });

  it('reads its own cookie among others', () => {
    const jar = { cookie: 'theme=dark; apollo-token=a%3Db; other=1' };
    expect(readAuthCookie(jar)).toBe('a=b');
  });
});
