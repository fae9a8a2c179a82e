/**
 * Is this error the database being away (down, restarting, failing over, unreachable, out of
 * connections) rather than something wrong with the request? Such errors are answered as
 * SERVICE_UNAVAILABLE — retryable — and logged in one line, not as a crash. node-postgres
 * reconnects by itself: the pool replaces broken clients at the next query.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return unavailable(err, 0);
}

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server going away or refusing connections: admin_shutdown (57P01, e.g.
 * pg_terminate_backend), crash_shutdown (57P02), cannot_connect_now (57P03, starting or in
 * recovery), too_many_connections (53300); class 08 is every connection exception.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool say these in words only, without a code. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client has encountered a connection error',
];

function unavailable(err: unknown, depth: number): boolean {
  if (!(err instanceof Error) || depth > 4) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (MESSAGES.some((m) => err.message.includes(m))) return true;
  // Drizzle wraps the driver's error in `cause`; a refused connection to a name with several
  // addresses is an AggregateError of one error per address.
  if (unavailable(err.cause, depth + 1)) return true;
  const nested = (err as { errors?: unknown }).errors;
  return Array.isArray(nested) && nested.some((e) => unavailable(e, depth + 1));
}
