import { GraphQLErrorCode, SERVICE_UNAVAILABLE_MESSAGE } from '@mingle/shared';

/**
 * A failure the caller can act on. Commands throw these; the GraphQL layer turns them into
 * `extensions.code`, the REST layer into a status. Anything else is an internal error
 * whose details stay in the log.
 */
export class AppError extends Error {
  /** graphql-js copies an original error's `extensions` onto the GraphQLError it wraps. */
  readonly extensions: { code: GraphQLErrorCode };
  constructor(
    readonly code: GraphQLErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.extensions = { code };
  }
}

export const unauthenticated = (message = 'You need to sign in to do this') =>
  new AppError(GraphQLErrorCode.UNAUTHENTICATED, message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(GraphQLErrorCode.FORBIDDEN, message);
export const badInput = (message: string) => new AppError(GraphQLErrorCode.BAD_USER_INPUT, message);
export const notFound = (message = 'Not found') => new AppError(GraphQLErrorCode.NOT_FOUND, message);
export const conflict = (message: string) => new AppError(GraphQLErrorCode.CONFLICT, message);
/** The database is away for a moment (db/unavailable.ts): the caller may simply retry. */
export const serviceUnavailable = () => new AppError(GraphQLErrorCode.SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE);
