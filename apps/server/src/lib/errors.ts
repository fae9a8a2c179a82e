import type { GraphQLErrorCode } from '@mingle/shared';
import { REASON_CODE, Reason, SERVICE_UNAVAILABLE_MESSAGE, waitText, type ReasonDetails } from '@mingle/shared';

/**
 * A failure the caller can act on. Commands throw these; the GraphQL layer sends the reason
 * as `extensions.reason` (with `field`, `suggestion` or `retryAfterS` where they apply) next to
 * `extensions.code`, the class the reason belongs to (REASON_CODE). Clients choose what to
 * show by reason; the message is the server's wording (ADR 18). Anything else thrown is an
 * internal error whose details stay in the log.
 */
export class AppError extends Error {
  readonly code: GraphQLErrorCode;
  /** graphql-js copies an original error's `extensions` onto the GraphQLError it wraps. */
  readonly extensions: AppErrorExtensions;
  constructor(
    readonly reason: Reason,
    message: string,
    details: ReasonDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
    // Only reasons of operations map to a GraphQLErrorCode; document-level ones never reach here.
    this.code = REASON_CODE[reason] as GraphQLErrorCode;
    this.extensions = { code: this.code, reason, ...details };
  }
}

/** What an AppError adds to `extensions`: always its code and reason, and the details that apply. */
export type AppErrorExtensions = ReasonDetails & {
  code: GraphQLErrorCode;
  reason: Reason;
};

/** A failure with its reason: the usual way to refuse. `field` is a path such as `nickname`. */
export const appError = (reason: Reason, message: string, details?: ReasonDetails) => new AppError(reason, message, details);

export const unauthenticated = (message = 'You need to sign in to do this') => new AppError(Reason.SIGN_IN_REQUIRED, message);

/**
 * Too many attempts from one client address. The sentence is the one a participant reads on
 * the join screen, so it names the wait; `retryAfterS` carries it for clients that count down.
 * `what` says what there was too much of, when it is not tries from the network.
 */
export const rateLimited = (retryAfterS: number, what = 'Too many tries from your network.') =>
  new AppError(Reason.RATE_LIMITED, `${what} Try again in ${waitText(retryAfterS)}.`, { retryAfterS });

/** The database is away for a moment (db/unavailable.ts): the caller may simply retry. */
export const serviceUnavailable = () => new AppError(Reason.SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE);

/**
 * This process holds as many connections as it can (ADR 54): the caller retries after
 * `retryAfterS`, with back-off, here or on another process.
 */
export const serverFull = (retryAfterS: number) =>
  new AppError(Reason.SERVER_FULL, `The event is very busy. Try again in ${waitText(retryAfterS)}.`, { retryAfterS });
