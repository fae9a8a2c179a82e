import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { AUTH_COOKIE_NAME, GRAPHQL_PATH } from '@mingle/shared';
import { bearerToken } from '../../auth/tokens';
import { SERVER_FULL_RETRY_AFTER_S } from '../../lib/socketBudget';
import type { Services } from '../../services';
import { startHeartbeat } from '../heartbeat';
import { GraphQLSocket } from './connection';
import { LiveFanout } from './liveFanout';
import { CLOSE, chooseProtocol, type Protocol } from './protocol';

declare module 'fastify' {
  interface FastifyInstance {
    /** The GraphQL websocket server (ours, not Mercurius's: see docs/adr/0007). */
    websocketServer: WebSocketServer;
  }
}

export interface WebSocketOptions {
  keepAliveMs: number;
  heartbeatMs: number;
  initTimeoutMs?: number;
}

/**
 * Serves GraphQL over websockets at /v1/graphql in both sub-protocols, on the same port as
 * the HTTP API. Upgrades to any other path are refused.
 */
export function registerGraphQLWebSocket(
  app: FastifyInstance,
  services: Services,
  schema: () => GraphQLSchema,
  opts: WebSocketOptions,
): void {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: 1_048_576,
    // Compression costs memory and CPU per socket; live messages are small (research/realtime-perf.md).
    perMessageDeflate: false,
    handleProtocols: (offered) => chooseProtocol(offered),
  });
  app.decorate('websocketServer', wss);
  let fanout: LiveFanout | null = null;
  // Sockets opened with an access token, so that a session ended elsewhere closes them at once.
  const sockets = new Map<WebSocket, GraphQLSocket>();
  const stopWatching = services.liveSessions.onRevoked((userId) => {
    for (const socket of sockets.values()) void socket.closeIfSessionEnded(userId);
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== GRAPHQL_PATH) {
      socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    // ADR 54: every socket is a file descriptor; past the budget the upgrade is refused. A
    // phone's is counted at once; a signed-in person's (its token checked first) comes from
    // the hosts' reserve, so the host's console and screen get in however full the room is.
    const budget = services.sockets;
    const admit = (signedIn: boolean) => {
      if (socket.destroyed) return;
      const pool = budget.take(signedIn);
      if (!pool) return refuseFull(socket, budget);
      socket.once('close', () => budget.release(pool));
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    };
    const credential = upgradeCredential(req);
    if (!credential) return admit(false);
    services.tokens.verify(credential).then(
      (verified) => admit(verified !== null),
      () => admit(false),
    );
  };

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    if (!ws.protocol) {
      // Neither sub-protocol offered: we cannot know which messages the client speaks.
      ws.close(CLOSE.protocolError, 'Use the graphql-ws or graphql-transport-ws sub-protocol');
      return;
    }
    fanout ??= new LiveFanout(schema(), services);
    const socket = new GraphQLSocket(
      ws,
      ws.protocol as Protocol,
      {
        schema: schema(),
        services,
        fanout,
        keepAliveMs: opts.keepAliveMs,
        initTimeoutMs: opts.initTimeoutMs ?? 10_000,
      },
      clientAddress(req, services.config.trustProxy),
    );
    sockets.set(ws, socket);
    ws.once('close', () => sockets.delete(ws));
  });

  app.server.on('upgrade', onUpgrade);
  startHeartbeat(app, wss, opts.heartbeatMs);
  // preClose, not onClose: the HTTP server does not finish closing while sockets are open.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    stopWatching();
    services.live.rooms.beginShutdown();
    fanout?.close();
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((ok) => wss.close(() => ok()));
  });
}

/**
 * The client's address from an upgrade request, as Fastify's `request.ip` gives it for HTTP
 * (the upgrade never reaches Fastify): behind a trusted proxy (TRUST_PROXY, which trusts every
 * hop) the first address of X-Forwarded-For, else the peer's.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? '';
  if (!trustProxy) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',')[0]?.trim();
  return first || peer;
}

/**
 * Refuses an upgrade while the process is full (ADR 54): a plain HTTP 503 with Retry-After,
 * written before any upgrade and closed gracefully, so the client (a phone, a load balancer)
 * reads a refusal it may retry, not a reset.
 */
function refuseFull(socket: Duplex, budget: Services['sockets']): void {
  budget.refuse('websocket');
  const body = 'This server is full. Try again shortly.\n';
  socket.once('finish', () => socket.destroy());
  socket.end(
    'HTTP/1.1 503 Service Unavailable\r\n' +
      `Retry-After: ${SERVER_FULL_RETRY_AFTER_S}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The access token an upgrade request carries, if any: the web app's `apollo-token` cookie
 * (path /, so browsers send it with the upgrade) or an Authorization header. A valid one takes
 * a place in the hosts' reserve (ADR 54); connection_init checks the credential in full.
 */
export function upgradeCredential(req: Pick<IncomingMessage, 'headers'>): string | null {
  const fromHeader = bearerToken(req.headers.authorization);
  if (fromHeader) return fromHeader;
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === AUTH_COOKIE_NAME) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}
