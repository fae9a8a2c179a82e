import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, resolvePath, type RouteParams } from '@mingle/shared';
import { allowFraming } from './embedFraming';
import { withPageHead, type PageHead } from './pageHead';

/** A page that may not be read now: too many from this address (`retryAfterS` to wait). */
export interface PageRefused {
  retryAfterS: number;
}

/**
 * A page's head by its route (pageHead.ts): tags to write in, 'not-found' when the page is
 * for something that is not there (a recap turned off), a refusal when the client's address
 * is over a read limit, undefined to send the HTML as built. `ip` is the client's address.
 */
export type PageHeadOf = (route: string, params: RouteParams, ip: string) => Promise<PageHead | PageRefused | 'not-found' | undefined>;

/** Vite's output folder for hashed chunks: a missing one must fail as a file, never as a page. */
const ASSETS_PREFIX = '/assets/';

/**
 * Serves the built web app. Hashed assets are cached for a year; the pages are always
 * revalidated so a deploy is picked up on the next visit. Every other GET or HEAD outside
 * the API and the assets is a page of the shared route table (ADR 26): the app's HTML with
 * 200 for a route, 404 for anything else (the app shows its 404 page), or the table's redirect.
 * The participant's routes get `phone.html`, the light entry, when it has been built.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
  headOf?: PageHeadOf,
  embedOrigins: readonly string[] = [],
): Promise<void> {
  const hasSpa = !!webDist && existsSync(join(webDist, 'index.html'));
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
    const queryAt = req.url.indexOf('?');
    const path = queryAt < 0 ? req.url : req.url.slice(0, queryAt);
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (hasSpa && webDist && isRead && !path.startsWith(API_PREFIX) && !path.startsWith(ASSETS_PREFIX)) {
      const target = resolvePath(path);
      if (target.kind === 'redirect') return reply.redirect(target.to + (queryAt < 0 ? '' : req.url.slice(queryAt)), 302);
      if (target.kind === 'not-found') {
        // Read whole rather than through send(): a conditional or range request must not turn
        // a 404 page into an empty 304 or a partial body.
        const html = await readFile(join(webDist, 'index.html'));
        return reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      }
      const head = headOf ? await headOf(target.route.name, target.params, req.ip) : undefined;
      if (head && typeof head === 'object' && 'retryAfterS' in head) {
        // The plain app: its own query is refused too, and the page says so with a Try again.
        const html = await readFile(join(webDist, 'index.html'));
        return reply
          .status(429)
          .header('retry-after', String(head.retryAfterS))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(html);
      }
      if (head) {
        const html = (await readFile(join(webDist, 'index.html'), 'utf8')).toString();
        return reply
          .status(head === 'not-found' ? 404 : 200)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(head === 'not-found' ? html : withPageHead(html, head));
      }
      // Only the embeddable pages may sit in another site's iframe (ADR 51).
      if (target.route.name.startsWith('embed-')) allowFraming(reply, embedOrigins);
      const page = target.route.surface === 'phone' && hasPhone ? 'phone.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page);
    }
    return reply.status(404).send({ error: 'not-found', message: `Nothing at ${req.method} ${path}` });
  });
}
