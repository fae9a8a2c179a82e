import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AccessTokenClaims } from '@mingle/shared';
import type { Clock } from '../lib/clock';

export interface AccessTokenSubject {
  userId: string;
  scope: string[];
  /** The refresh-token family this access token was issued with (the "session"). */
  sessionId: string;
}

export interface VerifiedAccessToken extends AccessTokenClaims {
  sid: string;
}

/** Signs and verifies access tokens (JWT, HS256) against the injected clock. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly maxAgeS: number,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  get maxAge(): number {
    return this.maxAgeS;
  }

  async sign(subject: AccessTokenSubject): Promise<string> {
    const iat = Math.floor(this.clock.now() / 1000);
    return new SignJWT({ scope: subject.scope, sid: subject.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.maxAgeS)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<VerifiedAccessToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.clock.now()),
      });
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || !Array.isArray(payload.scope)) return null;
      return {
        sub: payload.sub,
        exp: payload.exp,
        iat: payload.iat ?? 0,
        scope: payload.scope.filter((s): s is string => typeof s === 'string'),
        sid: typeof payload.sid === 'string' ? payload.sid : '',
      };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}

/** An opaque random token for refresh tokens and email tickets; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** `Bearer abc` → `abc`; anything else → null. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
