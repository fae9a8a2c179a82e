import { GraphQLError, type ExecutionResult } from 'graphql';
import {
  GRAPHQL_VALIDATION_FAILED,
  GraphQLErrorCode,
  isReason,
  Reason,
  SERVICE_UNAVAILABLE_MESSAGE,
  type ReasonDetails,
} from '@mingle/shared';
import type { MercuriusContext } from 'mercurius';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/errors';
import { applyHttpAnswer, httpAnswerOf } from './httpStatus';

/** Where formatError reports what it hides: errors in full, a database away in one line. */
export interface ErrorLog {
  error: (obj: object, msg: string) => void;
  warn?: (obj: object, msg: string) => void;
}

export interface FormattedError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  /** `reason` (ADR 18) is what clients map; `code` is its broad class. */
  extensions: { code: string; reason?: Reason } & ReasonDetails;
}

/**
 * Every GraphQL error leaves with a message a person can act on, `extensions.code` and
 * `extensions.reason`,
 * never a stack trace. Errors that are not ours are logged in full and answered with a
 * generic message.
 */
export function formatError(error: GraphQLError, log?: ErrorLog): FormattedError[] {
  // Mercurius wraps request-validation failures in one error holding the real ones.
  const nested = (error.originalError as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(nested)) {
    return nested.map((e: unknown) => ({
      message: e instanceof Error ? e.message : String(e),
      ...(e instanceof GraphQLError && e.locations ? { locations: e.locations } : {}),
      extensions: documentErrorExtensions(e),
    }));
  }
  const base = {
    message: error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
  const original = error.originalError;
  if (original instanceof AppError) return [{ ...base, extensions: { ...original.extensions } }];
  const code = error.extensions?.code;
  const reason = error.extensions?.reason;
  if (typeof code === 'string') return [{ ...base, extensions: { code, ...(isReason(reason) ? { reason } : {}) } }];
  if (!original || original instanceof GraphQLError) {
    // Syntax and validation errors of the document itself.
    return [{ ...base, extensions: { code: GRAPHQL_VALIDATION_FAILED, reason: Reason.INVALID_DOCUMENT } }];
  }
  if (isDatabaseUnavailable(original)) {
    // Not a bug: one line, and the person is told to retry (the pool reconnects by itself).
    (log?.warn ?? log?.error)?.call(
      log,
      { reason: original.message, path: error.path?.join('.') },
      'database unavailable during a GraphQL operation',
    );
    return [
      {
        ...base,
        message: SERVICE_UNAVAILABLE_MESSAGE,
        extensions: { code: GraphQLErrorCode.SERVICE_UNAVAILABLE, reason: Reason.SERVICE_UNAVAILABLE },
      },
    ];
  }
  log?.error({ err: original }, 'unexpected error in a GraphQL resolver');
  return [
    {
      ...base,
      message: 'Something went wrong on our side. Please try again.',
      extensions: { code: GraphQLErrorCode.INTERNAL_SERVER_ERROR, reason: Reason.INTERNAL_ERROR },
    },
  ];
}

/**
 * The extensions of an error about the document itself, on HTTP and the websocket alike: the
 * code and reason a rule of ours put on it (the cost limits, cost.ts), else an invalid document.
 */
export function documentErrorExtensions(e: unknown): { code: string; reason: Reason } {
  if (e instanceof GraphQLError && typeof e.extensions.code === 'string' && typeof e.extensions.reason === 'string')
    return { code: e.extensions.code, reason: e.extensions.reason as Reason };
  return { code: GRAPHQL_VALIDATION_FAILED, reason: Reason.INVALID_DOCUMENT };
}

export function errorFormatter(execution: ExecutionResult & { statusCode?: number }, ctx: MercuriusContext) {
  const log = ctx.reply?.log ?? ctx.app?.log;
  const errors = (execution.errors ?? []).flatMap((e) => formatError(e, log));
  // The status of an answer over HTTP, and Retry-After with 429 and 503 (httpStatus.ts, ADR 0019).
  const answer = httpAnswerOf(execution.data, errors);
  if (ctx.reply) applyHttpAnswer(ctx.reply, answer);
  return { statusCode: answer.statusCode, response: { data: execution.data ?? null, errors } };
}
