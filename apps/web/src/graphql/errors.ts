import { ServerError } from '@apollo/client/errors';
import { readError, type ErrorInfo } from '../errors/readError';
import { messageFor } from '../errors/reasonMessages';

/** A failed operation: its reason and details, and the sentence to show for it (ADR 18). */
export function describeDataError(error: unknown): ErrorInfo & { message: string } {
  const info = readError(error);
  if (ServerError.is(error)) return { ...info, message: 'Something went wrong on our side. Try again in a moment.' };
  return { ...info, message: messageFor(info) };
}
