import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact HS256 JWTs, made and checked with node:crypto's HMAC on the calling thread (ADR 60).
 * Through WebCrypto (jose) a check is a job on libuv's thread pool, whose threads run at the
 * lowest priority (lib/helperThreads.ts, ADR 12): while the event loop sends a room its counts,
 * a host's request waited 11–64 ms for its token to be checked. Here it takes microseconds.
 * The tokens are the bytes jose makes and reads (tested both ways).
 */

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Longer than any token this server makes: a bigger one is refused unread. */
const MAX_TOKEN_CHARS = 4096;

const mac = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest();

/** `payload` signed with `key`, in the compact form (`header.payload.signature`). */
export function signHs256(payload: Record<string, unknown>, key: Buffer): string {
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signed}.${mac(key, signed).toString('base64url')}`;
}

/**
 * The payload of a token signed with `key` whose time claims hold at `nowS` (seconds): `exp`
 * present and after now, `nbf` (if any) not after now, `iat` (if any) a number. Null for
 * anything else: another key or algorithm, a changed byte, a critical header, an expired token.
 */
export function verifyHs256(token: string, key: Buffer, nowS: number): Record<string, unknown> | null {
  if (token.length > MAX_TOKEN_CHARS) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return null;
  const [header, body, signature] = parts as [string, string, string];
  const expected = mac(key, `${header}.${body}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // Signed by us, but the header still decides how: only HS256, nothing critical we ignore.
  const h = parseObject(header);
  if (!h || h.alg !== 'HS256' || 'crit' in h || 'b64' in h) return null;
  const p = parseObject(body);
  if (!p) return null;
  if (typeof p.exp !== 'number' || p.exp <= nowS) return null;
  if (p.nbf !== undefined && (typeof p.nbf !== 'number' || p.nbf > nowS)) return null;
  if (p.iat !== undefined && typeof p.iat !== 'number') return null;
  return p;
}

function parseObject(segment: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
