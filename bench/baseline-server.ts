/**
 * The yardstick: the least a Node server can do to fan one message out — plain `ws`, no
 * GraphQL, no database, one pre-serialised Buffer sent to every socket. The orchestrator
 * triggers each broadcast by HTTP, as the host triggers Mingle's, on the same schedule and
 * with a message of the size Mingle's were, so the ratio isolates Mingle's own overhead.
 *
 *   PORT=… node --import tsx bench/baseline-server.ts
 *   POST /broadcast  (body = the exact text to send)   GET /metrics
 */
import http from 'node:http';
import { WebSocketServer } from 'ws';
import { monotonicMs, type StateSend } from '../apps/server/src/graphql/ws/stateSends';

const sends: StateSend[] = [];

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/metrics') {
    const mem = process.memoryUsage();
    const cpu = process.cpuUsage();
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        pid: process.pid,
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        cpuUserUs: cpu.user,
        cpuSystemUs: cpu.system,
        websockets: wss.clients.size,
        stateSends: sends,
      }),
    );
    return;
  }
  if (req.method === 'POST' && req.url === '/broadcast') {
    const chunks: Buffer[] = [];
    req.on('data', (d: Buffer) => chunks.push(d));
    req.on('end', () => {
      const message = Buffer.concat(chunks);
      const startMs = monotonicMs();
      // Text frames, like Mingle's; `ws` frames the same Buffer for each socket.
      for (const socket of wss.clients) socket.send(message, { binary: false });
      const endMs = monotonicMs();
      // Like Mingle's metrics route: when each send's first and last write happened.
      sends.push({ eventId: '', version: sends.length, phones: wss.clients.size, meWritten: 0, startMs, endMs });
      res.end(JSON.stringify({ sent: wss.clients.size, loopMs: endMs - startMs }));
    });
    return;
  }
  res.statusCode = 404;
  res.end();
});

// perMessageDeflate off, as on Mingle's socket server (the `ws` default there).
const wss = new WebSocketServer({ server, perMessageDeflate: false });
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
