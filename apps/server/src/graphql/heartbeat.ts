import type { FastifyInstance } from 'fastify';
import type { WebSocket, WebSocketServer } from 'ws';

const alive = new WeakSet<WebSocket>();
const pingSentAt = new WeakMap<WebSocket, number>();
const roundTrip = new WeakMap<WebSocket, number>();

/** The socket's last measured round trip, ms; undefined until a ping came back. */
export function roundTripOf(socket: WebSocket): number | undefined {
  return roundTrip.get(socket);
}

/**
 * Sockets are pinged in groups, one group about this often: pinging 10,000 sockets at once
 * is ~100 ms of socket writes and as many pongs to read, long enough to hold up a change of
 * slide that lands at the same moment. A tenth of them every 3 s still did (1,000 pongs);
 * at 10,000 sockets and a 30 s interval this is ~80 every 250 ms.
 */
const GROUP_EVERY_MS = 250;

/**
 * Closes sockets whose peer has gone (a phone that lost its network never sends a close
 * frame). Every interval each socket is pinged; one that has not answered the previous
 * ping is terminated, which ends its subscriptions.
 */
export function startHeartbeat(app: FastifyInstance, wss: WebSocketServer, intervalMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  const count = Math.max(1, Math.round(intervalMs / GROUP_EVERY_MS));
  const groups = Array.from({ length: count }, () => new Set<WebSocket>());
  let joined = 0;
  let tick = 0;
  app.addHook('onReady', async () => {
    wss.on('connection', (socket: WebSocket) => {
      alive.add(socket);
      const group = groups[joined++ % count]!;
      group.add(socket);
      socket.on('close', () => group.delete(socket));
      socket.on('pong', () => {
        alive.add(socket);
        const sent = pingSentAt.get(socket);
        if (sent !== undefined) roundTrip.set(socket, performance.now() - sent);
      });
      // A first measurement right away, so answer times can be corrected from the first question.
      pingSentAt.set(socket, performance.now());
      socket.ping();
    });
    timer = setInterval(() => {
      for (const socket of groups[tick++ % count]!) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        pingSentAt.set(socket, performance.now());
        socket.ping();
      }
    }, intervalMs / count);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
