import type { FastifyInstance } from 'fastify';
import { FILES_PATH, STORED_FILE_KEY_PATTERN } from '@mingle/shared';
import type { FileStorage } from '../storage/storage';

const TYPE_OF_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/**
 * Uploaded files. Names are random and never reused, so they can be cached forever. Only
 * keys of the shape storage gives out are looked up: a decoded `..`, a backslash or another
 * folder never reaches the storage backend, whichever backend it is.
 */
export function registerFileRoutes(app: FastifyInstance, storage: FileStorage): void {
  app.get<{ Params: { dir: string; name: string } }>(`${FILES_PATH}/:dir/:name`, async (req, reply) => {
    const key = `${req.params.dir}/${req.params.name}`;
    const extension = key.split('.').pop() ?? '';
    const type = TYPE_OF_EXTENSION[extension];
    const file = type && STORED_FILE_KEY_PATTERN.test(key) ? await storage.get(key) : null;
    if (!file || !type) return reply.status(404).send({ error: 'not-found', message: 'No such file' });
    // Defence in depth behind the upload's sanitiser (docs/adr/0021): an SVG opened directly
    // runs nothing (CSP sandbox) and is offered as a download rather than shown as a page of
    // this origin; every file keeps the type it was stored as (nosniff).
    if (type === 'image/svg+xml') void reply.header('content-disposition', 'attachment; filename="image.svg"');
    return reply
      .header('content-type', type)
      .header('content-length', String(file.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox")
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-site')
      .send(file.stream);
  });
}
