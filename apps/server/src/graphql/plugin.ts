import type { FastifyInstance } from 'fastify';
import { GraphQLError, validate, specifiedRules } from 'graphql';
import fastifyWebsocket from '@fastify/websocket';
import mercurius from 'mercurius';
import mercuriusUpload from 'mercurius-upload';
import { GRAPHQL_PATH, GRAPHQL_VALIDATION_FAILED, MAX_UPLOAD_BYTES } from '@mingle/shared';
import type { Services } from '../services';
import { authorizationFromConnectionParams, participantFrom, participantTokenFromConnectionParams, viewerFromAuthorization } from './context';
import { errorFormatter } from './errors';
import { startHeartbeat } from './heartbeat';
import { buildResolvers, typeDefs } from './schema';

/** Seconds between keep-alive messages and between dead-peer checks on sockets. */
export const KEEP_ALIVE_MS = 15_000;

export async function registerGraphQL(app: FastifyInstance, services: Services, heartbeatMs = KEEP_ALIVE_MS * 2): Promise<void> {
  // Registered here rather than inside Mercurius so the socket server is visible to the
  // heartbeat at the root of the app. Mercurius reuses it when it finds it.
  await app.register(fastifyWebsocket, { options: { maxPayload: 1_048_576 } });
  await app.register(mercuriusUpload, { maxFileSize: MAX_UPLOAD_BYTES + 1, maxFiles: 5, maxFieldSize: 1_000_000 });

  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: buildResolvers(),
    path: GRAPHQL_PATH,
    graphiql: false,
    queryDepth: 12,
    errorFormatter,
    context: async (request) => {
      const { viewer } = await viewerFromAuthorization(services, request.headers.authorization);
      const { participant } = await participantFrom(services, request.headers['x-participant-token']);
      return { viewer, participant, services };
    },
    subscription: {
      emitter: services.pubsub.emitter,
      fullWsTransport: true,
      keepAlive: KEEP_ALIVE_MS,
      // A bad token refuses the connection (connection_error), so the client refreshes
      // and reconnects; no token at all is a guest (participants have no account).
      context: (socket) => ({ socket }),
      onConnect: async (message: { payload?: unknown }) => {
        const { viewer, invalid } = await viewerFromAuthorization(services, authorizationFromConnectionParams(message.payload));
        const seat = await participantFrom(services, participantTokenFromConnectionParams(message.payload));
        if (invalid || seat.invalid) return false;
        return { viewer, participant: seat.participant, services };
      },
    },
  });

  // Mercurius parses websocket subscriptions but never validates them against the schema.
  app.graphql.addHook('preSubscriptionExecution', async (schema, document) => {
    const errors = validate(schema, document, specifiedRules);
    if (errors.length > 0) {
      throw new GraphQLError(errors.map((e) => e.message).join('; '), { extensions: { code: GRAPHQL_VALIDATION_FAILED } });
    }
  });

  startHeartbeat(app, heartbeatMs);
}
