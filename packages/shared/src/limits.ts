/**
 * Operations one GraphQL websocket may hold at once: subscriptions plus queries and mutations
 * still running. A phone holds one subscription and an answer or two in flight, a host's
 * screen a few subscriptions; past this number an operation is refused on its own and the
 * socket and its other operations carry on.
 */
export const MAX_OPERATIONS_PER_SOCKET = 100;
