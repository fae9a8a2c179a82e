import type { FastifyInstance } from 'fastify';
import { jsonShapeProblem } from '../lib/jsonShape';

/**
 * Fastify's JSON parser, after a look at the text's nesting and its count of arrays and
 * objects (lib/jsonShape.ts, ADR 65): a body that could hold the server's thread for seconds
 * is refused with 400 before `JSON.parse` sees it. Fastify's own parser then does the rest,
 * with its refusal of `__proto__` and `constructor.prototype` keys.
 */
export function registerBoundedJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    const problem = jsonShapeProblem(text);
    if (problem)
      return done(Object.assign(new Error(`The request body ${problem}.`), { statusCode: 400, code: 'MINGLE_JSON_SHAPE' }), undefined);
    parse(req, text, done);
  });
}
