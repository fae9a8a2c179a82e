import type { WebSocket } from 'ws';
import type { Services } from '../services';
import { bearerToken } from '../auth/tokens';
import type { ParticipantClaims } from '../live/tokens';

/** The signed-in user as resolvers see it. */
export interface Viewer {
  id: string;
  scope: string[];
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

export interface GraphQLContext {
  viewer: Viewer | null;
  /** A participant's seat, from their participant token (header or connection parameters). */
  participant: ParticipantClaims | null;
  services: Services;
  /**
   * The client's address, for rate limits: `request.ip` over HTTP, the upgrade request's
   * address over a websocket (both honour TRUST_PROXY).
   */
  ip: string;
  /** The websocket, for operations that arrive over one (latency of answers). */
  socket?: WebSocket;
}

declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation adds our fields
  interface MercuriusContext extends GraphQLContext {}
}

/**
 * Reads `Bearer <token>`; an absent header is a guest. A token that does not verify, has
 * expired or belongs to an ended session (or a header that is not a bearer token) is
 * `invalid`: over HTTP a 401, over a websocket a refused connection, never a guest.
 */
export async function viewerFromAuthorization(services: Services, header: unknown): Promise<{ viewer: Viewer | null; invalid: boolean }> {
  const token = bearerToken(header);
  if (!token) return { viewer: null, invalid: header !== undefined && header !== null && header !== '' };
  const claims = await services.liveSessions.verifyAccessToken(token);
  if (!claims) return { viewer: null, invalid: true };
  return { viewer: { id: claims.sub, scope: claims.scope, sessionId: claims.sid }, invalid: false };
}

/**
 * Connection parameters come in several shapes: `{ Authorization }`, `{ authorization }`,
 * or `{ headers: { Authorization } }` (what Mercurius's own client sends).
 */
export function authorizationFromConnectionParams(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object') return undefined;
  const p = payload as Record<string, unknown>;
  const headers = p.headers && typeof p.headers === 'object' ? (p.headers as Record<string, unknown>) : {};
  return p.Authorization ?? p.authorization ?? headers.Authorization ?? headers.authorization;
}

/** A participant token from `x-participant-token` or `participantToken` in connection parameters. */
export async function participantFrom(
  services: Services,
  token: unknown,
): Promise<{ participant: ParticipantClaims | null; invalid: boolean }> {
  if (typeof token !== 'string' || token === '') return { participant: null, invalid: false };
  const participant = await services.live.tokens.verify(token);
  return { participant, invalid: participant === null };
}

export function participantTokenFromConnectionParams(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object') return undefined;
  return (payload as Record<string, unknown>).participantToken;
}
