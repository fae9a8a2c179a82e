import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DECK_FILES_PATH, DECK_IMPORT_PATH, GraphQLErrorCode, MAX_DECK_FILE_BYTES, Reason } from '@mingle/shared';
import { AuthError } from '../auth/errors';
import { bearerToken } from '../auth/tokens';
import { importDeck } from '../commands/importDeck';
import { toDocument } from '../decks/deckRow';
import { embedImages } from '../decks/portable';
import { loadDeckFor } from '../decks/queries';
import { AppError } from '../lib/errors';
import { asUser, type Actor } from '../policies/actor';
import type { Services } from '../services';
import { importedImages } from '../storage/importedImages';

/** HTTP status of a refused import, by the class of its reason (ADR 18). */
const STATUS_OF_CODE: Partial<Record<GraphQLErrorCode, number>> = {
  [GraphQLErrorCode.BAD_USER_INPUT]: 400,
  [GraphQLErrorCode.NOT_FOUND]: 404,
  [GraphQLErrorCode.RATE_LIMITED]: 429,
  [GraphQLErrorCode.SERVICE_UNAVAILABLE]: 503,
};

function sendAppError(err: AppError, reply: FastifyReply): FastifyReply {
  const status = STATUS_OF_CODE[err.code] ?? 400;
  const { field, problems, retryAfterS } = err.extensions;
  if (retryAfterS) void reply.header('retry-after', String(retryAfterS));
  return reply.status(status).send({
    error: status === 404 ? 'not-found' : status === 429 ? 'rate-limited' : 'invalid-request',
    reason: err.reason,
    message: err.message,
    ...(field ? { field } : {}),
    ...(problems ? { problems } : {}),
    ...(retryAfterS ? { retryAfterS } : {}),
  });
}

/**
 * Decks as portable files (docs/adr/0048), by bearer token like an event's exports:
 * - `GET /v1/functions/decks/{id}/export`: deck format v1 with its images embedded (`assets`);
 *   the owner's alone, anyone else and a bad id get the same 404.
 * - `POST /v1/functions/decks/import`: a deck file as JSON, up to MAX_DECK_FILE_BYTES (a GraphQL
 *   request stops at 4 MiB); the same command as the `importDeck` mutation.
 */
export function registerDeckFileRoutes(app: FastifyInstance, services: Services): void {
  const userOf = async (authorization: string | undefined) => {
    const token = bearerToken(authorization);
    const claims = token ? await services.liveSessions.verifyAccessToken(token) : null;
    if (!claims) throw new AuthError('unauthenticated', Reason.SIGN_IN_REQUIRED, 'Sign in to export or import a deck');
    return asUser(claims.sub, claims.scope);
  };

  app.get<{ Params: { id: string } }>(`${DECK_FILES_PATH}/:id/export`, async (req, reply) => {
    const actor = await userOf(req.headers.authorization);
    try {
      const row = await loadDeckFor(services.database.db, actor, req.params.id, 'export', services.clock.now());
      const document = toDocument(row);
      const assets = await embedImages(services.storage, document.slides);
      return await reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ ...document, assets }, null, 2));
    } catch (err) {
      if (err instanceof AppError) return sendAppError(err, reply);
      throw err;
    }
  });

  // The token is checked before the body is read (onRequest): a deck file may be 32 MiB, and
  // reading and parsing that much on the server's thread is not for anyone who asks (ADR 65).
  const importers = new WeakMap<FastifyRequest, Actor>();
  const onRequest = async (req: FastifyRequest) => void importers.set(req, await userOf(req.headers.authorization));
  app.post(DECK_IMPORT_PATH, { bodyLimit: MAX_DECK_FILE_BYTES, onRequest }, async (req, reply) => {
    const actor = importers.get(req) ?? (await userOf(req.headers.authorization));
    const ownerId = actor.user?.id ?? '';
    try {
      const deps = { db: services.database.db, clock: services.clock };
      const row = await importDeck(deps, actor, req.body, importedImages(services, ownerId, req.ip));
      return await reply.status(201).send({ id: row.id, title: row.title });
    } catch (err) {
      if (err instanceof AppError) return sendAppError(err, reply);
      throw err;
    }
  });
}
