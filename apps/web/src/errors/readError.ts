import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ApiError } from '../http/httpClient';
import type { GraphQLErrorLike } from '../live/socketTypes';

import { readGraphQLError, withDetails, type ErrorInfo } from './readGraphQLError';

export { readGraphQLError, type ErrorInfo } from './readGraphQLError';

/** Reads any failure the web meets: Apollo's errors, a REST ApiError, a GraphQL error object, or a plain Error. */
export function readError(error: unknown): ErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return first ? readGraphQLError(first) : { reason: null, code: null, network: false, serverMessage: '' };
  }
  if (error instanceof ApiError) {
    const network = error.status === 0;
    return withDetails({ code: error.code, network, serverMessage: network ? '' : error.message }, error.body);
  }
  if (ServerError.is(error)) return { reason: null, code: null, network: false, serverMessage: '' };
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && !(error instanceof Error)) {
    return readGraphQLError(error as GraphQLErrorLike);
  }
  // Anything else never had an answer from the server: the link or the socket failed.
  return { reason: null, code: null, network: error instanceof Error, serverMessage: '' };
}
