import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/websocket';
import type { WebSocket, WebSocketServer } from 'ws';

const alive = new WeakSet<WebSocket>();

/**
 * Closes sockets whose peer has gone (a phone that lost its network never sends a close
 * frame). Every interval each socket is pinged; one that has not answered the previous
 * ping is terminated, which ends its subscriptions.
 */
export function startHeartbeat(app: FastifyInstance, intervalMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const wss: WebSocketServer = app.websocketServer;
    wss.on('connection', (socket: WebSocket) => {
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
    });
    timer = setInterval(() => {
      for (const socket of wss.clients) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
