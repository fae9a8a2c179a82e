import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../lib/clock';

export interface ParticipantClaims {
  participantId: string;
  eventId: string;
}

/** A seat lasts as long as anyone would reasonably reconnect to an event. */
const PARTICIPANT_TOKEN_DAYS = 7;

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

interface Payload {
  typ?: unknown;
  eid?: unknown;
  sub?: unknown;
  iat?: unknown;
  exp?: unknown;
  nbf?: unknown;
}

/**
 * Participant tokens (R3.7): JWTs of their own type, so an account's access token is never
 * taken for a seat nor a seat for an account.
 *
 * HS256 compact JWTs made and checked with node:crypto's HMAC, synchronously. A room filling
 * up signs one per join and checks one per phone connecting: through WebCrypto (jose) each
 * cost ~130 µs of the server's one thread and a trail of promises, 2.5 s of CPU for 10,000
 * phones (docs/BENCHMARKS.md). The tokens are the same bytes jose makes and reads (tested
 * both ways); account tokens still go through jose.
 */
export class ParticipantTokens {
  private readonly key: Buffer;
  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = Buffer.from(`participant:${secret}`);
  }

  sign(claims: ParticipantClaims): Promise<string> {
    const iat = Math.floor(this.clock.now() / 1000);
    const payload = { typ: 'participant', eid: claims.eventId, sub: claims.participantId, iat, exp: iat + PARTICIPANT_TOKEN_DAYS * 86_400 };
    const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return Promise.resolve(`${signed}.${this.mac(signed).toString('base64url')}`);
  }

  verify(token: string): Promise<ParticipantClaims | null> {
    return Promise.resolve(this.check(token));
  }

  private mac(signed: string): Buffer {
    return createHmac('sha256', this.key).update(signed).digest();
  }

  private check(token: string): ParticipantClaims | null {
    if (token.length > 4096) return null;
    const parts = token.split('.');
    if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return null;
    const [header, body, signature] = parts as [string, string, string];
    const expected = this.mac(`${header}.${body}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    // Signed by us, but the header still decides how: only HS256, nothing critical we ignore.
    const h = parseObject(header);
    if (!h || h.alg !== 'HS256' || 'crit' in h || 'b64' in h) return null;
    const p = parseObject(body) as Payload | null;
    if (!p || p.typ !== 'participant' || typeof p.sub !== 'string' || typeof p.eid !== 'string') return null;
    const now = Math.floor(this.clock.now() / 1000);
    if (typeof p.exp !== 'number' || p.exp <= now) return null;
    if (p.nbf !== undefined && (typeof p.nbf !== 'number' || p.nbf > now)) return null;
    if (p.iat !== undefined && typeof p.iat !== 'number') return null;
    return { participantId: p.sub, eventId: p.eid };
  }
}

function parseObject(segment: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
