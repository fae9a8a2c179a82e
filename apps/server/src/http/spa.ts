import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, phoneRouteOf } from '@mingle/shared';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is always
 * revalidated so a deploy is picked up on the next visit. Any other GET that accepts HTML
 * gets index.html (history-mode routing), or phone.html for a participant's page (/go,
 * /{code}, /event, /event/{id}), except under /v1/, which belongs to the API.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasSpa = !!webDist && existsSync(join(webDist, 'index.html'));
  // The participant's pages are the phone app's (ADR 24), when it was built.
  const hasPhone = hasSpa && existsSync(join(webDist, 'phone.html'));
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
      const page = hasPhone && phoneRouteOf(path) ? 'phone.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
    }
    return reply.status(404).send({ error: 'not-found', message: `Nothing at ${req.method} ${path}` });
  });
}
