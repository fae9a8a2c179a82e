/**
 * Protocol constants the server and the web must agree on: join codes, ids, websocket close
 * codes. Kept here so that neither side carries a copy that can drift.
 */

/** R2.1: generated codes leave out 0/O and 1/I/L, so a code read off a projector is typed right. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Length of a generated code; custom codes (paid plans) have JOIN_CODE_MIN to JOIN_CODE_MAX characters. */
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_MIN = 3;
export const JOIN_CODE_MAX = 10;
/** A join code as the server compares it (after trimming and upper-casing). */
export const JOIN_CODE_PATTERN = /^[A-Z0-9]{3,10}$/;

/**
 * Whether `code` (normalised) has a generated code's length but holds a character generated
 * codes never use — most likely a misread 0/O or 1/I/L.
 */
export function looksMisread(code: string): boolean {
  return code.length === JOIN_CODE_LENGTH && [...code].some((c) => !JOIN_CODE_ALPHABET.includes(c));
}

/** An id as the database stores it (any UUID version, either case). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID: anything else cannot name a row, and must not reach a `::uuid` cast. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * Websocket close codes. 1000 and 1002 are RFC 6455's; the 44xx codes are those of the
 * graphql-transport-ws spec (4400 bad request, 4401 unauthorised, 4403 forbidden, …); 4000 is
 * the one the web's client uses when it abandons a socket it considers dead.
 */
export const WS_CLOSE = {
  normal: 1000,
  protocolError: 1002,
  clientGaveUp: 4000,
  badRequest: 4400,
  /** An operation before `connection_init` was acknowledged. */
  unauthorized: 4401,
  /** A credential in `connection_init` did not verify: reconnecting with it cannot help. */
  forbidden: 4403,
  initTimeout: 4408,
  duplicateId: 4409,
  tooManyInits: 4429,
} as const;
export type WsCloseCode = (typeof WS_CLOSE)[keyof typeof WS_CLOSE];
