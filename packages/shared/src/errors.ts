import type { Reason } from './reasons';

/**
 * Error codes shared by server and web. GraphQL errors carry one of these in
 * `extensions.code`; the REST auth endpoints answer `{ error, reason, message }` with one of
 * the AUTH_ERRORS names and the status beside it. Clients map `reason` (reasons.ts), not these.
 */
export const GraphQLErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** Too many attempts from one network: `extensions.retryAfterS` says when to try again. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** A websocket already holds MAX_OPERATIONS_PER_SOCKET operations: this one was not started. */
  TOO_MANY_OPERATIONS: 'TOO_MANY_OPERATIONS',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  /** The server lost a service it needs (its database) for a moment: retrying is safe and likely to work. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;
export type GraphQLErrorCode = (typeof GraphQLErrorCode)[keyof typeof GraphQLErrorCode];

/** REST auth error names and their HTTP status. */
export const AUTH_ERRORS = {
  'invalid-request': 400,
  'email-already-in-use': 409,
  'invalid-email-password': 401,
  'invalid-refresh-token': 401,
  'invalid-ticket': 400,
  unauthenticated: 401,
  'too-many-requests': 429,
  'internal-error': 500,
  'service-unavailable': 503,
} as const;
export type AuthErrorName = keyof typeof AUTH_ERRORS;

export interface AuthErrorBody {
  error: AuthErrorName;
  /** What clients map (ADR 18); absent only on answers that are not the auth service's own. */
  reason?: Reason;
  message: string;
  /** The input field that is wrong, when one is. */
  field?: string;
  retryAfterS?: number;
}

/** What a person is told when the server's database is away for a moment (SERVICE_UNAVAILABLE). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The server lost its database for a moment. Try again.';

/** Codes for documents that do not parse or do not match the schema. */
export const GRAPHQL_PARSE_FAILED = 'GRAPHQL_PARSE_FAILED';
export const GRAPHQL_VALIDATION_FAILED = 'GRAPHQL_VALIDATION_FAILED';
