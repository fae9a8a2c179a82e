import { GRAPHQL_PATH } from '@mingle/shared';
import type { GraphQLErrorLike } from '../live/socketTypes';
import {
  EventByCodeDocument,
  JoinEventDocument,
  type EventByCodeQuery,
  type EventByCodeQueryVariables,
  type JoinEventMutation,
  type JoinEventMutationVariables,
  type TypedDocumentString,
} from './join.generated';

/** What the join screen knows of an event before joining. */
export type EventLobby = EventByCodeQuery['eventByCode'];
export type JoinedEvent = JoinEventMutation['joinEvent'];

/** A GraphQL answer with errors, or a request that never got one (`errors` empty). */
export class GraphQLRequestError extends Error {
  constructor(readonly errors: readonly GraphQLErrorLike[]) {
    super(errors[0]?.message ?? 'The request failed.');
  }
}

/**
 * One GraphQL request over plain fetch: the phone needs two before it has a seat, and a
 * client library would weigh more than the whole join screen (ADR 24). Rejects with
 * GraphQLRequestError; its `errors` are empty when the network failed.
 */
export async function graphqlRequest<TData, TVariables>(
  document: TypedDocumentString<TData, TVariables>,
  variables: TVariables,
  fetchImpl: typeof fetch = fetch,
): Promise<TData> {
  let body: { data?: TData | null; errors?: GraphQLErrorLike[] };
  try {
    const response = await fetchImpl(GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: document.toString(), variables }),
    });
    body = (await response.json()) as typeof body;
  } catch {
    throw new GraphQLRequestError([]);
  }
  if (body.errors?.length || !body.data) throw new GraphQLRequestError(body.errors ?? []);
  return body.data;
}

export const fetchLobby = (variables: EventByCodeQueryVariables) =>
  graphqlRequest(EventByCodeDocument, variables).then((d) => d.eventByCode);

export const joinEvent = (variables: JoinEventMutationVariables) => graphqlRequest(JoinEventDocument, variables).then((d) => d.joinEvent);
