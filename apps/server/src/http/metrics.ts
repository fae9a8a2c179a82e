import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { FUNCTIONS_PATH } from '@mingle/shared';
import { meWrites } from '../graphql/ws/liveFanout';
import { recentStateSends } from '../graphql/ws/stateSends';
import type { SocketBudget } from '../lib/socketBudget';
import { svgSanitiserRunning } from '../storage/svgSanitiser';

/**
 * Process figures for the benchmark and for operators: memory, CPU time and open sockets.
 * Only served when METRICS_TOKEN is set, and only to a request carrying it.
 */
export function registerMetricsRoute(app: FastifyInstance, token: string | undefined, sockets?: SocketBudget): void {
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get(`${FUNCTIONS_PATH}/metrics`, async (req, reply) => {
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return reply.status(404).send({ error: 'not-found', message: 'Nothing here' });
    const mem = process.memoryUsage();
    const cpu = process.cpuUsage();
    return {
      pid: process.pid,
      rss: mem.rss,
      heapUsed: mem.heapUsed,
      heapTotal: mem.heapTotal,
      external: mem.external,
      arrayBuffers: mem.arrayBuffers,
      cpuUserUs: cpu.user,
      cpuSystemUs: cpu.system,
      websockets: app.websocketServer?.clients.size ?? 0,
      // The SVG sanitiser's thread stops when idle (ADR 55): the footprint test waits for that.
      svgSanitiserRunning: svgSanitiserRunning(),
      // ADR 54: the socket budget and what it refused since the start.
      maxSockets: sockets?.maxSockets ?? null,
      capacityRefusals: { websocket: sockets?.refused.websocket ?? 0, join: sockets?.refused.join ?? 0 },
      // Phones' `me` texts written while sending states, and ahead while rooms waited (ADR 10).
      meWrittenWhileSending: meWrites.whileSending,
      meWrittenAhead: meWrites.ahead,
      // When the last changes of state went out: first and last write, monotonic ms.
      stateSends: recentStateSends(),
    };
  });
}
