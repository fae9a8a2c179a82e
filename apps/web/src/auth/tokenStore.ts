import {
  ACCESS_TOKEN_MAX_AGE_S,
  AUTH_STORAGE_PREFIX,
  REFRESH_TOKEN_MAX_AGE_S,
  TOKEN_EXPIRY_MARGIN_MS,
  type SessionUser,
} from '@mingle/shared';
import { jwtExpiryMs } from './jwt';

/** The seed's token status: UNKNOWN when the token or its expiry is missing. */
export type TokenStatus = 'UNKNOWN' | 'VALID' | 'EXPIRED';

/**
 * VALID until 500 ms before the expiry: a request sent in the last moment would arrive
 * with a dead token, so the margin treats it as expired already.
 */
export function tokenStatus(token: string | null, expiresAt: number | null, now: number): TokenStatus {
  if (!token || !expiresAt) return 'UNKNOWN';
  return now < expiresAt - TOKEN_EXPIRY_MARGIN_MS ? 'VALID' : 'EXPIRED';
}

export type Clock = () => number;

export interface TokenStoreOptions {
  storage: Storage;
  now?: Clock;
  /** Max ages in seconds, used when a token carries no `exp` claim. */
  accessMaxAgeS?: number;
  refreshMaxAgeS?: number;
}

/** Storage keys, all under the seed's `auth.` prefix. */
export const AUTH_KEYS = {
  token: `${AUTH_STORAGE_PREFIX}token`,
  tokenExpiration: `${AUTH_STORAGE_PREFIX}token_expiration`,
  refreshToken: `${AUTH_STORAGE_PREFIX}refresh_token`,
  refreshTokenExpiration: `${AUTH_STORAGE_PREFIX}refresh_token_expiration`,
  user: `${AUTH_STORAGE_PREFIX}user`,
  redirect: `${AUTH_STORAGE_PREFIX}redirect`,
  referral: `${AUTH_STORAGE_PREFIX}ref`,
} as const;

/**
 * Tokens kept in local storage with their expiry timestamps, so a reload keeps the session
 * and knows without a request whether it can still be used or must be refreshed.
 */
export class TokenStore {
  private readonly storage: Storage;
  private readonly now: Clock;
  private readonly accessMaxAgeMs: number;
  private readonly refreshMaxAgeMs: number;

  constructor(options: TokenStoreOptions) {
    this.storage = options.storage;
    this.now = options.now ?? Date.now;
    this.accessMaxAgeMs = (options.accessMaxAgeS ?? ACCESS_TOKEN_MAX_AGE_S) * 1000;
    this.refreshMaxAgeMs = (options.refreshMaxAgeS ?? REFRESH_TOKEN_MAX_AGE_S) * 1000;
  }

  setTokens(accessToken: string, refreshToken: string | null): void {
    this.write(AUTH_KEYS.token, accessToken);
    this.write(AUTH_KEYS.tokenExpiration, String(this.expiryOf(accessToken, this.accessMaxAgeMs)));
    if (refreshToken) {
      this.write(AUTH_KEYS.refreshToken, refreshToken);
      this.write(AUTH_KEYS.refreshTokenExpiration, String(this.expiryOf(refreshToken, this.refreshMaxAgeMs)));
    }
  }

  get accessToken(): string | null {
    return this.storage.getItem(AUTH_KEYS.token);
  }

  get refreshToken(): string | null {
    return this.storage.getItem(AUTH_KEYS.refreshToken);
  }

  accessStatus(): TokenStatus {
    return tokenStatus(this.accessToken, this.readNumber(AUTH_KEYS.tokenExpiration), this.now());
  }

  refreshStatus(): TokenStatus {
    return tokenStatus(this.refreshToken, this.readNumber(AUTH_KEYS.refreshTokenExpiration), this.now());
  }

  get user(): SessionUser | null {
    const raw = this.storage.getItem(AUTH_KEYS.user);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as SessionUser;
    } catch {
      return null;
    }
  }

  set user(user: SessionUser | null) {
    if (user) this.write(AUTH_KEYS.user, JSON.stringify(user));
    else this.storage.removeItem(AUTH_KEYS.user);
  }

  /** Forgets tokens and user; the remembered redirect and referral survive a reset on purpose. */
  clear(): void {
    for (const key of [
      AUTH_KEYS.token,
      AUTH_KEYS.tokenExpiration,
      AUTH_KEYS.refreshToken,
      AUTH_KEYS.refreshTokenExpiration,
      AUTH_KEYS.user,
    ]) {
      this.storage.removeItem(key);
    }
  }

  private expiryOf(token: string, maxAgeMs: number): number {
    return jwtExpiryMs(token) ?? this.now() + maxAgeMs;
  }

  private readNumber(key: string): number | null {
    const value = Number(this.storage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  }

  private write(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // Storage full or blocked (private mode): the session then lives as long as the tab.
    }
  }
}
