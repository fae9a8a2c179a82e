import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { GraphQLErrorCode, MAX_VARIABLES_DEPTH, Reason, SLIDE_RESULT_KINDS } from '@mingle/shared';
import { GraphQLUpload } from 'graphql-upload-minimal';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { decksTypeDefs } from './decks/decks.graphql';
import { decksResolvers } from './decks/decks.resolvers';
import { filesTypeDefs } from './files/files.graphql';
import { moderationTypeDefs } from './moderation/moderation.graphql';
import { moderationResolvers } from './moderation/moderation.resolvers';
import { liveTypeDefs } from './live/live.graphql';
import { liveResolvers } from './live/live.resolvers';
import { upvoteTypeDefs } from './live/upvotes.graphql';
import { upvoteResolvers } from './live/upvotes.resolvers';
import { qnaTypeDefs } from './live/qna.graphql';
import { qnaResolvers } from './live/qna.resolvers';
import { spinnerTypeDefs } from './live/spinner.graphql';
import { spinnerResolvers } from './live/spinner.resolvers';
import { filesResolvers } from './files/files.resolvers';
import { participantsTypeDefs } from './reports/participants.graphql';
import { participantsResolvers } from './reports/participants.resolvers';
import { reportsTypeDefs } from './reports/reports.graphql';
import { reportsResolvers } from './reports/reports.resolvers';
import { recapsTypeDefs } from './recaps/recaps.graphql';
import { recapsResolvers } from './recaps/recaps.resolvers';
import { communityTypeDefs } from './community/community.graphql';
import { communityResolvers } from './community/community.resolvers';
import { templatesTypeDefs } from './templates/templates.graphql';
import { templatesResolvers } from './templates/templates.resolvers';
import { userTypeDefs } from './user/user.graphql';
import { userResolvers } from './user/user.resolvers';
import type { Resolvers } from './resolvers.generated';

const baseTypeDefs = /* GraphQL */ `
  "Any JSON value."
  scalar JSON
  "A slide of deck format v1, as JSON. Live states leave out host notes, and solutions before the reveal step."
  scalar SlideJSON
  "Aggregated answers to one slide, as JSON: { kind, total, … }, the kind one of ${SLIDE_RESULT_KINDS.join(', ')}; each kind's fields are in docs/API.md (LiveState results)."
  scalar SlideResultsJSON
  "A file sent by the GraphQL multipart request spec."
  scalar Upload

  type Query {
    "Always true; lets a client check that the API answers."
    health: Boolean!
  }
  type Mutation {
    _empty: Boolean
  }
  type Subscription {
    _empty: Boolean
  }
`;

/**
 * A JSON literal written in the query. Its nesting is bounded like variables' (the document's
 * brackets are already bounded before parsing, cost.ts): this reader recurses once per level.
 */
function jsonLiteral(ast: ValueNode, depth = 0): unknown {
  if (depth > MAX_VARIABLES_DEPTH)
    throw new GraphQLError(`JSON values may nest objects and lists at most ${MAX_VARIABLES_DEPTH} deep.`, {
      extensions: { code: GraphQLErrorCode.VARIABLES_TOO_DEEP, reason: Reason.VARIABLES_TOO_DEEP },
    });
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, jsonLiteral(f.value, depth + 1)]));
    case Kind.LIST:
      return ast.values.map((v) => jsonLiteral(v, depth + 1));
    default:
      return null;
  }
}

/** JSON passed through as it is; the slide scalars are JSON too, named so clients can type them. */
const jsonScalar = (name: string) =>
  new GraphQLScalarType({
    name,
    serialize: (v) => v,
    parseValue: (v) => v,
    parseLiteral: (ast) => jsonLiteral(ast),
  });

/** Each domain brings its type definitions and resolvers; adding one touches only this list. */
const domains: { typeDefs: string; resolvers: Resolvers }[] = [
  { typeDefs: userTypeDefs, resolvers: userResolvers },
  { typeDefs: filesTypeDefs, resolvers: filesResolvers },
  { typeDefs: decksTypeDefs, resolvers: decksResolvers },
  { typeDefs: liveTypeDefs, resolvers: liveResolvers },
  { typeDefs: upvoteTypeDefs, resolvers: upvoteResolvers },
  { typeDefs: qnaTypeDefs, resolvers: qnaResolvers },
  { typeDefs: spinnerTypeDefs, resolvers: spinnerResolvers },
  { typeDefs: reportsTypeDefs, resolvers: reportsResolvers },
  { typeDefs: participantsTypeDefs, resolvers: participantsResolvers },
  { typeDefs: recapsTypeDefs, resolvers: recapsResolvers },
  { typeDefs: templatesTypeDefs, resolvers: templatesResolvers },
  { typeDefs: moderationTypeDefs, resolvers: moderationResolvers },
  { typeDefs: communityTypeDefs, resolvers: communityResolvers },
];

export const typeDefs = [baseTypeDefs, ...domains.map((d) => d.typeDefs)].join('\n');

export function buildResolvers(): IResolvers<unknown, MercuriusContext> {
  const merged: Record<string, Record<string, unknown>> = {
    Query: { health: () => true },
    Mutation: {},
    Subscription: {},
  };
  for (const d of domains) {
    for (const [type, fields] of Object.entries(d.resolvers)) {
      merged[type] = { ...(merged[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return {
    ...merged,
    JSON: jsonScalar('JSON'),
    SlideJSON: jsonScalar('SlideJSON'),
    SlideResultsJSON: jsonScalar('SlideResultsJSON'),
    Upload: GraphQLUpload,
  } as IResolvers<unknown, MercuriusContext>;
}
