import type { FastifyReply } from 'fastify';
import { GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, GraphQLErrorCode } from '@mingle/shared';
import type { FormattedError } from './errors';

/** Seconds a client is asked to wait while the database is away: the pool reconnects by itself. */
export const UNAVAILABLE_RETRY_AFTER_S = 1;

/**
 * The HTTP status of a code when the whole operation failed for it. Codes not listed (a
 * resolver's UNAUTHENTICATED, NOT_FOUND, BAD_USER_INPUT…) are data: 200, as graphql-over-http
 * answers `application/json`.
 */
const STATUS_OF: Readonly<Record<string, number>> = {
  [GRAPHQL_PARSE_FAILED]: 400,
  [GRAPHQL_VALIDATION_FAILED]: 400,
  [GraphQLErrorCode.BAD_REQUEST]: 400,
  [GraphQLErrorCode.DOCUMENT_TOO_LARGE]: 400,
  [GraphQLErrorCode.QUERY_TOO_DEEP]: 400,
  [GraphQLErrorCode.TOO_MANY_ALIASES]: 400,
  [GraphQLErrorCode.TOO_MANY_FIELDS]: 400,
  [GraphQLErrorCode.VARIABLES_TOO_DEEP]: 400,
  [GraphQLErrorCode.RESPONSE_TOO_LARGE]: 400,
  [GraphQLErrorCode.PAYLOAD_TOO_LARGE]: 413,
  [GraphQLErrorCode.UNSUPPORTED_MEDIA_TYPE]: 415,
  [GraphQLErrorCode.RATE_LIMITED]: 429,
  [GraphQLErrorCode.INTERNAL_SERVER_ERROR]: 500,
  [GraphQLErrorCode.SERVICE_UNAVAILABLE]: 503,
  [GraphQLErrorCode.SERVER_FULL]: 503,
};

export interface HttpAnswer {
  statusCode: number;
  /** Sent as Retry-After with 429 and 503. */
  retryAfterS?: number;
}

/**
 * The status of a GraphQL answer over HTTP. Partial data (any top-level field answered, or
 * null without an error of its own) is 200 with the errors beside it. When the whole operation
 * failed, the most serious status among its errors' codes is the answer's (503 over 500 over
 * 429 over 415 over 413 over 400); errors that are data (UNAUTHENTICATED…) alone stay 200.
 */
export function httpAnswerOf(data: unknown, errors: readonly FormattedError[]): HttpAnswer {
  if (errors.length === 0 || !wholeOperationFailed(data, errors)) return { statusCode: 200 };
  const statusCode = Math.max(200, ...errors.map((e) => STATUS_OF[e.extensions.code] ?? 200));
  if (statusCode === 503 || statusCode === 429) {
    // A database away is a second's wait; SERVER_FULL and RATE_LIMITED name theirs.
    const floor = statusCode === 503 ? UNAVAILABLE_RETRY_AFTER_S : 1;
    const waits = errors.map((e) => e.extensions.retryAfterS ?? 0);
    return { statusCode, retryAfterS: Math.max(floor, ...waits) };
  }
  return { statusCode };
}

function wholeOperationFailed(data: unknown, errors: readonly FormattedError[]): boolean {
  if (data === null || data === undefined) return true;
  if (typeof data !== 'object') return false;
  const failed = new Set(errors.map((e) => e.path?.[0]));
  return Object.entries(data).every(([key, value]) => value === null && failed.has(key));
}

/** Sets the status and Retry-After of an answer on the reply. */
export function applyHttpAnswer(reply: FastifyReply, answer: HttpAnswer): void {
  void reply.code(answer.statusCode);
  if (answer.retryAfterS !== undefined) void reply.header('retry-after', String(answer.retryAfterS));
}
