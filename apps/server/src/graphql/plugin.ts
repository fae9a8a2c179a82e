import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLFieldConfig, GraphQLSchema } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import { GRAPHQL_PATH, MAX_DOCUMENT_TOKENS, Reason } from '@mingle/shared';
import type { Services } from '../services';
import { participantFrom, viewerFromAuthorization, type Viewer } from './context';
import { appError } from '../lib/errors';
import { costLimitsRule } from './cost';
import { errorFormatter } from './errors';
import { checkDocumentsBeforeParsing, graphQLRouteOptions } from './http';
import { registerGraphQLUploads } from './uploads';
import { registerGraphQLWebSocket } from './ws/server';
import { buildResolvers, typeDefs } from './schema';

/** What a request with a bearer token that is no longer valid is told (with a 401). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Sign in again to continue.';

/** Seconds between keep-alive messages and between dead-peer checks on sockets. */
export const KEEP_ALIVE_MS = 15_000;

export async function registerGraphQL(app: FastifyInstance, services: Services, heartbeatMs = KEEP_ALIVE_MS * 2): Promise<void> {
  // The bearer token is checked before anything else, the body of an upload included: a
  // token that is not valid (bad signature, expired, its session ended) is a 401 the client
  // answers by refreshing, never a guest's answer (docs/adr/0022).
  const viewers = new WeakMap<FastifyRequest, Viewer | null>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) return;
    const { viewer, invalid } = await viewerFromAuthorization(services, request.headers.authorization);
    if (!invalid) {
      viewers.set(request, viewer);
      return;
    }
    const error = appError(Reason.SESSION_ENDED, SESSION_ENDED_MESSAGE);
    return reply
      .code(401)
      .header('www-authenticate', 'Bearer error="invalid_token"')
      .send({ data: null, errors: [{ message: error.message, extensions: { ...error.extensions } }] });
  });

  registerGraphQLUploads(app);

  // Subscriptions run on our websocket server, not Mercurius's: attach their resolvers
  // to the schema ourselves (Mercurius wires Subscription fields only for its own).
  const { Subscription: subscriptionResolvers, ...resolvers } = buildResolvers() as Record<string, unknown>;
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: resolvers as IResolvers,
    path: GRAPHQL_PATH,
    graphiql: false,
    errorFormatter,
    // Errors before execution (the body, the document, the viewer) are answered by the app's
    // error handler in GraphQL's shape (http.ts), without building a context for them.
    errorHandler: false,
    additionalRouteOptions: graphQLRouteOptions,
    // Cost limits (ADR 0019): Mercurius caches a document's validation, so they run once per text.
    validationRules: [costLimitsRule],
    graphql: { parseOptions: { maxTokens: MAX_DOCUMENT_TOKENS } },
    context: async (request) => {
      const viewer = viewers.get(request) ?? null;
      const { participant } = await participantFrom(services, request.headers['x-participant-token']);
      return { viewer, participant, services, ip: request.ip };
    },
  });

  checkDocumentsBeforeParsing(app);

  // Websockets are ours, not Mercurius's: one execution per broadcast for live events,
  // schema validation of every socket operation, dead-peer detection (docs/adr/0007).
  attachSubscriptions(app.graphql.schema, (subscriptionResolvers ?? {}) as Record<string, SubscriptionResolver>);
  registerGraphQLWebSocket(app, services, () => app.graphql.schema, { keepAliveMs: KEEP_ALIVE_MS, heartbeatMs });
}

interface SubscriptionResolver {
  subscribe: GraphQLFieldConfig<unknown, unknown>['subscribe'];
  resolve?: GraphQLFieldConfig<unknown, unknown>['resolve'];
}

function attachSubscriptions(schema: GraphQLSchema, resolvers: Record<string, SubscriptionResolver>): void {
  const fields = schema.getSubscriptionType()?.getFields() ?? {};
  for (const [name, r] of Object.entries(resolvers)) {
    const field = fields[name];
    if (!field) throw new Error(`Subscription.${name} is not in the schema`);
    field.subscribe = r.subscribe;
    if (r.resolve) field.resolve = r.resolve;
  }
}
