import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@mingle/shared';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is always
 * revalidated so a deploy is picked up on the next visit. Any other GET that accepts HTML
 * gets index.html (history-mode routing), except under /v1/, which belongs to the API.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasSpa = !!webDist && existsSync(join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join(webDist, 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist }, 'no built web app found: only the API is served (run `npm run build`)');
  }

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith(API_PREFIX) && !/\.[a-z0-9]{1,8}$/i.test(path);
    if (hasSpa && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'not-found', message: `Nothing at ${req.method} ${path}` });
  });
}
