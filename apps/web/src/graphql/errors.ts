import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The code and message of a failed operation, in words a person can act on. */
export function describeDataError(error: unknown): { code: string | null; message: string } {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
    return { code, message: first?.message ?? 'The request failed.' };
  }
  if (ServerError.is(error)) return { code: null, message: 'Something went wrong on our side. Try again in a moment.' };
  if (error instanceof Error && /network|socket|connect/i.test(error.message)) {
    return { code: null, message: 'Could not reach Mingle. Check your connection and try again.' };
  }
  return { code: null, message: error instanceof Error && error.message ? error.message : 'The request failed.' };
}
