import type { FastifyInstance } from 'fastify';
import type { GraphQLFieldConfig, GraphQLSchema } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import { GRAPHQL_PATH, MAX_DOCUMENT_TOKENS } from '@mingle/shared';
import type { Services } from '../services';
import { participantFrom, viewerFromAuthorization } from './context';
import { costLimitsRule } from './cost';
import { errorFormatter } from './errors';
import { checkDocumentsBeforeParsing, graphQLRouteOptions } from './http';
import { registerGraphQLUploads } from './uploads';
import { registerGraphQLWebSocket } from './ws/server';
import { buildResolvers, typeDefs } from './schema';

/** Seconds between keep-alive messages and between dead-peer checks on sockets. */
export const KEEP_ALIVE_MS = 15_000;

export async function registerGraphQL(app: FastifyInstance, services: Services, heartbeatMs = KEEP_ALIVE_MS * 2): Promise<void> {
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
      const { viewer } = await viewerFromAuthorization(services, request.headers.authorization);
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
