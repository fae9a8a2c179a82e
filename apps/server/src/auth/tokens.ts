import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { AccessTokenClaims } from '@mingle/shared';
import type { Clock } from '../lib/clock';
import { verifyHs256 } from '../lib/hs256';

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
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly maxAgeS: number,
    private readonly clock: Clock,
  ) {
    this.key = Buffer.from(secret, 'utf8');
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

  /**
   * The claims of a valid, unexpired token; null for anything else. Checked on this thread
   * (lib/hs256.ts, ADR 60): a host's request must not wait for a low-priority pool thread.
   */
  async verify(token: string): Promise<VerifiedAccessToken | null> {
    const payload = verifyHs256(token, this.key, Math.floor(this.clock.now() / 1000));
    // A seat's token has a type of its own (and another key): never an account's.
    if (!payload || 'typ' in payload) return null;
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || !Array.isArray(payload.scope)) return null;
    return {
      sub: payload.sub,
      exp: payload.exp,
      iat: typeof payload.iat === 'number' ? payload.iat : 0,
      scope: payload.scope.filter((s): s is string => typeof s === 'string'),
      sid: typeof payload.sid === 'string' ? payload.sid : '',
    };
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
