import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler, preValidationHookHandler } from 'fastify';
import { GraphQLError } from 'graphql';
import { GRAPHQL_PATH, GraphQLErrorCode, MAX_JSON_BODY_BYTES, MAX_RESPONSE_BYTES, Reason } from '@mingle/shared';
import { AppError } from '../lib/errors';
import { CACHED_TEXT_MAX, checkDocumentText, responseTooLarge } from './cost';
import { applyHttpAnswer, httpAnswerOf } from './httpStatus';
import { formatError, type ErrorLog, type FormattedError } from './errors';
import { checkVariables } from './input';

/**
 * GraphQL over HTTP: the request's shape, its media type, the status of an answer, and the
 * response's size (docs/adr/0019). Nothing here runs on the websocket.
 */

const MEDIA_TYPES = ['application/json', 'application/graphql', 'multipart/form-data'];

/** Route hook: a body in another media type is refused before it is read (415). */
const checkMediaType: preParsingHookHandler = async (request) => {
  const type = request.headers['content-type'];
  if (request.method !== 'POST' || type === undefined) return;
  const essence = type.split(';')[0]!.trim().toLowerCase();
  if (!MEDIA_TYPES.includes(essence))
    throw new AppError(
      GraphQLErrorCode.UNSUPPORTED_MEDIA_TYPE,
      `Send GraphQL requests as application/json (or a multipart upload), not ${essence || 'an empty type'}.`,
    );
};

/** Route hook: the request holds a query, and its variables are safe to read. */
const checkRequest: preValidationHookHandler = async (request) => {
  const params = (request.method === 'GET' ? request.query : request.body) as unknown;
  if (!params || typeof params !== 'object' || Array.isArray(params))
    throw new AppError(Reason.BAD_REQUEST, 'Send one GraphQL request as a JSON object with a query.');
  const { query, variables, operationName } = params as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '')
    throw new AppError(Reason.BAD_REQUEST, 'The request has no query: send the GraphQL document as `query`.');
  if (typeof operationName === 'string' && operationName.includes('\0'))
    throw new AppError(Reason.BAD_REQUEST, 'Text may not contain the NUL character (U+0000).');
  // GET carries variables as text that Mercurius reads; a URL is too short to nest them deeply.
  if (request.method !== 'GET') {
    const problem = checkVariables(variables);
    if (problem) throw problem;
  }
};

/** Route options given to Mercurius for its GraphQL routes. */
export const graphQLRouteOptions = { preParsing: checkMediaType, preValidation: checkRequest };

/** Documents already read by checkDocumentText, by text: clients send the same few again and again. */
const checkedDocuments = new Map<string, GraphQLError | null>();
const CHECKED_MAX = 1000;

/** The document's text is checked (size, nesting, NUL) before Mercurius parses it. */
export function checkDocumentsBeforeParsing(app: FastifyInstance): void {
  app.graphql.addHook('preParsing', async (_schema, source) => {
    let problem = checkedDocuments.get(source);
    if (problem === undefined) {
      problem = checkDocumentText(source);
      // Only documents of a usual size are kept: a thousand 4 MB texts would hold 4 GB.
      if (source.length <= CACHED_TEXT_MAX) {
        if (checkedDocuments.size >= CHECKED_MAX) checkedDocuments.delete(checkedDocuments.keys().next().value!);
        checkedDocuments.set(source, problem);
      }
    }
    if (problem) throw problem;
  });
}

export const isGraphQLRoute = (request: FastifyRequest) => request.routeOptions.url === GRAPHQL_PATH;

/**
 * Answers a GraphQL request that failed outside execution (its body, its document, the
 * database away while reading the viewer) in GraphQL's shape, with the status its code gives.
 * Only a real fault is logged as one (formatError decides).
 */
export function sendGraphQLRequestError(err: unknown, reply: FastifyReply, log: ErrorLog): FastifyReply {
  const transport = transportErrorOf(err);
  const graphQLError =
    transport ??
    (err instanceof GraphQLError
      ? err
      : new GraphQLError(err instanceof Error ? err.message : String(err), { originalError: err instanceof Error ? err : null }));
  const errors = formatError(graphQLError, log);
  applyHttpAnswer(reply, httpAnswerOf(null, errors));
  return reply.send({ data: null, errors });
}

/**
 * Errors of the HTTP layer (Fastify's body parsing, the multipart reader, Mercurius's checks of
 * the body) as an error with its own code; null for anything else.
 */
function transportErrorOf(err: unknown): GraphQLError | null {
  if (err instanceof GraphQLError) return null;
  if (err instanceof AppError) return new GraphQLError(err.message, { originalError: err });
  if (!(err instanceof Error)) return null;
  const code = (err as { code?: unknown }).code;
  const status = (err as { statusCode?: unknown }).statusCode;
  const as = (c: Reason, message: string) => new GraphQLError(message, { originalError: new AppError(c, message) });
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return as(Reason.PAYLOAD_TOO_LARGE, `The request is over ${MAX_JSON_BODY_BYTES / 1_048_576} MB. Send less at once.`);
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return as(Reason.UNSUPPORTED_MEDIA_TYPE, 'Send GraphQL requests as application/json (or a multipart upload).');
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return as(Reason.BAD_REQUEST, 'The request body is not valid JSON, or it holds a __proto__ or constructor.prototype key.');
  // Mercurius's own wrapper of document errors carries them in `errors`: formatError reads those.
  // Without them it is the JSON of a GET's `variables` that did not parse.
  if (code === 'MER_ERR_GQL_VALIDATION')
    return Array.isArray((err as { errors?: unknown }).errors)
      ? null
      : as(Reason.BAD_REQUEST, 'The variables are not valid JSON, or they hold a __proto__ key.');
  // The multipart reader's errors: HTTP statuses with a message naming the problem.
  if (status === 413) return as(Reason.PAYLOAD_TOO_LARGE, err.message);
  if (typeof status === 'number' && status >= 400 && status < 500) return as(Reason.BAD_REQUEST, err.message);
  return null;
}

/**
 * The response-size backstop: an answer over MAX_RESPONSE_BYTES is replaced by a
 * RESPONSE_TOO_LARGE error. Registered before compression, so it sees the serialised text.
 */
export function capGraphQLResponses(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !isGraphQLRoute(request)) return payload;
    // Text is at least as many bytes as characters and at most three times as many.
    if (payload.length * 3 <= MAX_RESPONSE_BYTES) return payload;
    if (payload.length <= MAX_RESPONSE_BYTES && Buffer.byteLength(payload) <= MAX_RESPONSE_BYTES) return payload;
    request.log.warn({ bytes: Buffer.byteLength(payload) }, 'GraphQL answer over the response limit refused');
    const errors: FormattedError[] = [responseTooLarge()];
    applyHttpAnswer(reply, httpAnswerOf(null, errors));
    void reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ data: null, errors });
  });
}
