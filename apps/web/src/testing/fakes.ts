import type { Session } from '@mingle/shared';
import type { CookieTarget } from '../auth/cookie';

/** A Storage kept in a Map, so each test starts empty and nothing leaks between tests. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

/**
 * A cookie jar that behaves like `document.cookie` for one cookie at a time, and records
 * every write so tests can check the attributes (path, expiry, no Secure).
 */
export class FakeCookies implements CookieTarget {
  readonly writes: string[] = [];
  private readonly jar = new Map<string, string>();

  constructor(private readonly now: () => number = Date.now) {}

  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  set cookie(value: string) {
    this.writes.push(value);
    const [pair, ...attributes] = value.split(';').map((s) => s.trim());
    const [name, ...rest] = (pair ?? '').split('=');
    const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
    if (!name) return;
    if (expires && Date.parse(expires.slice('expires='.length)) <= this.now()) this.jar.delete(name);
    else this.jar.set(name, rest.join('='));
  }
}

/** An unsigned JWT with the given expiry (epoch seconds): enough for the client, which never verifies. */
export function fakeJwt(expS: number | null, sub = 'user-1'): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = expS === null ? { sub } : { sub, exp: expS, iat: expS - 600, scope: ['user'] };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function fakeSession(nowMs: number, overrides: Partial<Session> = {}): Session {
  return {
    accessToken: fakeJwt(Math.floor(nowMs / 1000) + 600),
    accessTokenExpiresIn: 600,
    refreshToken: `refresh-${Math.random().toString(36).slice(2)}`,
    refreshTokenExpiresIn: 2_592_000,
    user: { id: 'user-1', email: 'alex@example.com', displayName: 'Alex Morgan', emailVerified: false, scope: ['user'] },
    ...overrides,
  };
}
