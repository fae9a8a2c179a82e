import { GraphQLErrorCode, SERVICE_UNAVAILABLE_MESSAGE } from '@mingle/shared';

/**
 * A failure the caller can act on. Commands throw these; the GraphQL layer turns them into
 * `extensions.code`, the REST layer into a status. Anything else is an internal error
 * whose details stay in the log.
 */
export class AppError extends Error {
  /** graphql-js copies an original error's `extensions` onto the GraphQLError it wraps. */
  readonly extensions: AppErrorExtensions;
  constructor(
    readonly code: GraphQLErrorCode,
    message: string,
    more: Omit<AppErrorExtensions, 'code'> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.extensions = { ...more, code };
  }
}

/** What an AppError adds to `extensions`: always its code, and for some codes a detail the UI uses. */
export interface AppErrorExtensions {
  code: GraphQLErrorCode;
  /** RATE_LIMITED: whole seconds until the attempt may be made again. */
  retryAfterS?: number;
}

export const unauthenticated = (message = 'You need to sign in to do this') => new AppError(GraphQLErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(GraphQLErrorCode.FORBIDDEN, message);
export const badInput = (message: string) => new AppError(GraphQLErrorCode.BAD_USER_INPUT, message);
export const notFound = (message = 'Not found') => new AppError(GraphQLErrorCode.NOT_FOUND, message);
export const conflict = (message: string) => new AppError(GraphQLErrorCode.CONFLICT, message);

/**
 * Too many attempts from one client address. The sentence is the one a participant reads on
 * the join screen, so it names the wait; `retryAfterS` carries it for clients that count down.
 * `what` says what there was too much of, when it is not tries from the network.
 */
export const rateLimited = (retryAfterS: number, what = 'Too many tries from your network.') =>
  new AppError(GraphQLErrorCode.RATE_LIMITED, `${what} Try again in ${waitText(retryAfterS)}.`, { retryAfterS });

function waitText(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** The database is away for a moment (db/unavailable.ts): the caller may simply retry. */
export const serviceUnavailable = () => new AppError(GraphQLErrorCode.SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE);
