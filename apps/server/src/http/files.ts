import type { FastifyInstance } from 'fastify';
import { FILES_PATH } from '@mingle/shared';
import type { FileStorage } from '../storage/storage';

const TYPE_OF_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** Uploaded files. Names are random and never reused, so they can be cached forever. */
export function registerFileRoutes(app: FastifyInstance, storage: FileStorage): void {
  app.get<{ Params: { dir: string; name: string } }>(`${FILES_PATH}/:dir/:name`, async (req, reply) => {
    const key = `${req.params.dir}/${req.params.name}`;
    const file = await storage.get(key);
    const type = TYPE_OF_EXTENSION[key.split('.').pop() ?? ''];
    if (!file || !type) return reply.status(404).send({ error: 'not-found', message: 'No such file' });
    return (
      reply
        .header('content-type', type)
        .header('content-length', String(file.size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        // An SVG opened directly must not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
        .header('cross-origin-resource-policy', 'same-site')
        .send(file.stream)
    );
  });
}
