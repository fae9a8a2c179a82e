import {
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  subscribe,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, MAX_DOCUMENT_TOKENS, Reason } from '@mingle/shared';
import { CACHED_TEXT_MAX, checkDocumentText, costLimitsRule } from '../cost';
import { documentErrorExtensions, formatError, type ErrorLog } from '../errors';
import { checkVariables } from '../input';

export interface OperationPayload {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface PreparedOperation {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

type Prepared = { ok: true; op: PreparedOperation } | { ok: false; errors: ReturnType<typeof formatError> };

/**
 * Parsed and validated documents, by query text: phones all send the same few, so the checks
 * (the cost limits of ADR 0019 included) run once per text, not per operation.
 */
const cache = new Map<string, { document: DocumentNode } | { errors: ReturnType<typeof formatError> }>();
const CACHE_MAX = 500;

function documentFor(schema: GraphQLSchema, query: string) {
  let entry = cache.get(query);
  if (!entry) {
    entry = readDocument(schema, query);
    // Only documents of a usual size are kept: 500 texts of a 1 MiB message would hold 500 MiB.
    if (query.length <= CACHED_TEXT_MAX) {
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(query, entry);
    }
  }
  return entry;
}

function readDocument(schema: GraphQLSchema, query: string) {
  const refused = checkDocumentText(query);
  if (refused) return { errors: [ownError(refused)] };
  try {
    const document = parse(query, { maxTokens: MAX_DOCUMENT_TOKENS });
    const errors = validate(schema, document, [...specifiedRules, costLimitsRule]);
    return errors.length ? { errors: errors.map(ownError) } : { document };
  } catch (err) {
    const message = err instanceof Error ? err.message : 'The query could not be read';
    return { errors: [{ message, extensions: { code: GRAPHQL_PARSE_FAILED, reason: Reason.INVALID_DOCUMENT } }] };
  }
}

/** A document's error as the socket sends it (the extensions as over HTTP: errors.ts). */
function ownError(e: GraphQLError) {
  return { message: e.message, ...(e.locations ? { locations: e.locations } : {}), extensions: documentErrorExtensions(e) };
}

/** Parses and validates an operation sent over the socket (Mercurius never validated these). */
export function prepare(schema: GraphQLSchema, payload: OperationPayload): Prepared {
  if (!payload || typeof payload.query !== 'string')
    return {
      ok: false,
      errors: [
        {
          message: 'payload.query must be a GraphQL document',
          extensions: { code: GRAPHQL_PARSE_FAILED, reason: Reason.INVALID_DOCUMENT },
        },
      ],
    };
  const entry = documentFor(schema, payload.query);
  if ('errors' in entry) return { ok: false, errors: entry.errors };
  const operationName = typeof payload.operationName === 'string' ? payload.operationName : undefined;
  const operation = getOperationAST(entry.document, operationName);
  if (!operation)
    return {
      ok: false,
      errors: [{ message: 'Name the operation to run', extensions: { code: GRAPHQL_VALIDATION_FAILED, reason: Reason.INVALID_DOCUMENT } }],
    };
  const variables = payload.variables && typeof payload.variables === 'object' ? (payload.variables as Record<string, unknown>) : {};
  const problem = checkVariables(variables);
  if (problem) return { ok: false, errors: [ownError(problem)] };
  return { ok: true, op: { document: entry.document, operation, variables, operationName } };
}

export function formatResult(result: ExecutionResult, log?: ErrorLog) {
  if (!result.errors?.length) return { data: result.data ?? null };
  return { data: result.data ?? null, errors: result.errors.flatMap((e) => formatError(e, log)) };
}

export function errorsOf(err: unknown, log?: ErrorLog) {
  const e =
    err instanceof GraphQLError
      ? err
      : new GraphQLError(err instanceof Error ? err.message : String(err), { originalError: err instanceof Error ? err : null });
  return formatError(e, log);
}

export async function runQueryOrMutation(schema: GraphQLSchema, op: PreparedOperation, contextValue: object): Promise<ExecutionResult> {
  return execute({ schema, document: op.document, contextValue, variableValues: op.variables, operationName: op.operationName });
}

export async function startSubscription(schema: GraphQLSchema, op: PreparedOperation, contextValue: object) {
  return subscribe({ schema, document: op.document, contextValue, variableValues: op.variables, operationName: op.operationName });
}
