import { WS_CLOSE } from '@mingle/shared';

/**
 * The two GraphQL-over-websocket sub-protocols, told apart by Sec-WebSocket-Protocol:
 * `graphql-ws` is the legacy subscriptions-transport-ws protocol (the seed's messages),
 * `graphql-transport-ws` the newer graphql-ws library protocol.
 */
export type Protocol = 'graphql-ws' | 'graphql-transport-ws';

export const PROTOCOLS: readonly Protocol[] = ['graphql-ws', 'graphql-transport-ws'];

export interface MessageTypes {
  start: string;
  data: string;
  stop: string;
}

export const TYPES: Record<Protocol, MessageTypes> = {
  'graphql-ws': { start: 'start', data: 'data', stop: 'stop' },
  'graphql-transport-ws': { start: 'subscribe', data: 'next', stop: 'complete' },
};

/** Close codes of the graphql-transport-ws spec (the legacy protocol has none of its own), shared with the web. */
export const CLOSE = WS_CLOSE;

/** Picks the sub-protocol from the client's offer; null when it offers neither. */
export function chooseProtocol(offered: Set<string>): Protocol | false {
  for (const p of PROTOCOLS) if (offered.has(p)) return p;
  return false;
}

/** The opening of a result frame; the payload's JSON follows, then `}`. */
export function framePrefix(protocol: Protocol, id: string): string {
  return `{"type":"${TYPES[protocol].data}","id":${JSON.stringify(id)},"payload":`;
}
