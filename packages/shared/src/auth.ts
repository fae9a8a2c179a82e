import { z } from 'zod';
import { EMAIL_MAX } from './email';

/** Session constants of the seed (sections 4 and 9). */
export const ACCESS_TOKEN_MAX_AGE_S = 600;
export const REFRESH_TOKEN_MAX_AGE_S = 2_592_000;
/** Used by the web client when a token carries no expiry claim. */
export const DEFAULT_TOKEN_MAX_AGE_S = 1800;
export const TOKEN_EXPIRY_MARGIN_MS = 500;
export const AUTH_STORAGE_PREFIX = 'auth.';
export const AUTH_COOKIE_NAME = 'apollo-token';
export const AUTH_COOKIE_MAX_AGE_DAYS = 7;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

/** The user as every auth response and `me` return it. */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  emailVerified: boolean;
  scope: string[];
}

export interface Session {
  accessToken: string;
  /** Seconds until the access token expires. */
  accessTokenExpiresIn: number;
  refreshToken: string;
  /** Seconds until the refresh token expires. */
  refreshTokenExpiresIn: number;
  user: SessionUser;
}

export interface SessionResponse {
  session: Session;
}

/** Claims of an access token (a JWT). */
export interface AccessTokenClaims {
  sub: string;
  exp: number;
  iat: number;
  scope: string[];
}
