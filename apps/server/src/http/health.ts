import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  // Liveness: the process answers.
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Readiness: the database answers too.
  app.get('/readyz', async (_req, reply) => {
    const ok = await database.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ready' : 'database unreachable', database: database.kind });
  });
}
