import {
  GraphQLError,
  Kind,
  Lexer,
  Source,
  TokenKind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import {
  GraphQLErrorCode,
  MAX_DOCUMENT_NESTING,
  MAX_DOCUMENT_TOKENS,
  MAX_QUERY_ALIASES,
  MAX_QUERY_DEPTH,
  MAX_QUERY_FIELDS,
  MAX_RESPONSE_BYTES,
  Reason,
  REASON_CODE,
} from '@mingle/shared';

/**
 * Cost limits of one GraphQL operation (docs/adr/0019), the same over HTTP and the websocket.
 * Both transports cache by query text what these checks found, so each distinct document is
 * checked once, never per request or per broadcast.
 */

/**
 * Characters of a document whose checks are worth caching by its text (the web's documents are
 * far shorter): caches keyed by text must not hold megabytes per entry.
 */
export const CACHED_TEXT_MAX = 16_384;

/** A refusal of ours: the reason has the name of its code (ADR 19). */
const error = (reason: Reason, message: string) => new GraphQLError(message, { extensions: { code: REASON_CODE[reason], reason } });

const OPENERS: ReadonlySet<string> = new Set([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSERS: ReadonlySet<string> = new Set([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * Reads the document's tokens without parsing it: graphql-js's parser (and the JSON literal
 * reader of schema.ts) recurse once per bracket, so a document nested thousands deep would end
 * in "Maximum call stack size exceeded" instead of an answer. The lexer is a loop. Also refuses
 * text holding NUL, which the database can store in neither text nor JSON, and a document sent
 * as a JSON syntax tree (Mercurius would try to read one when the text does not parse).
 * Returns null when the document may go on to the parser, which reports syntax errors itself.
 */
export function checkDocumentText(query: string): GraphQLError | null {
  const lexer = new Lexer(new Source(query));
  let tokens = 0;
  let depth = 0;
  let previous: string | null = null;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (++tokens > MAX_DOCUMENT_TOKENS)
        return error(Reason.DOCUMENT_TOO_LARGE, `The query is too long: at most ${MAX_DOCUMENT_TOKENS} tokens are allowed.`);
      if (OPENERS.has(token.kind)) {
        if (++depth > MAX_DOCUMENT_NESTING)
          return error(
            Reason.DOCUMENT_TOO_LARGE,
            `The query nests brackets more than ${MAX_DOCUMENT_NESTING} deep. Send deep values as variables.`,
          );
      } else if (CLOSERS.has(token.kind)) depth--;
      else if ((token.kind === TokenKind.STRING || token.kind === TokenKind.BLOCK_STRING) && token.value.includes('\0'))
        return error(Reason.BAD_REQUEST, 'Text in the query may not contain the NUL character (U+0000).');
      if (previous === TokenKind.BRACE_L && tokens === 2 && token.kind === TokenKind.STRING)
        return error(Reason.BAD_REQUEST, 'Send the query as GraphQL text, not as JSON.');
      previous = token.kind;
    }
  } catch {
    // A syntax error: the parser reports it with its location.
  }
  return null;
}

interface Cost {
  depth: number;
  fields: number;
  aliases: number;
}

/**
 * A validation rule bounding each operation's depth, fields and aliases, with fragments
 * expanded where they are spread (a fragment spread ten times counts ten times, so nesting
 * fragments cannot multiply work unseen). Runs once per document: both transports cache it.
 */
export function costLimitsRule(context: ValidationContext): ASTVisitor {
  const ofFragment = new Map<string, Cost>();
  const visiting = new Set<string>();

  const fragmentCost = (fragment: FragmentDefinitionNode): Cost => {
    const name = fragment.name.value;
    const known = ofFragment.get(name);
    if (known) return known;
    // A cycle is NoFragmentCyclesRule's to report; here it costs nothing more.
    if (visiting.has(name)) return { depth: 0, fields: 0, aliases: 0 };
    visiting.add(name);
    const cost = selectionCost(fragment.selectionSet);
    visiting.delete(name);
    ofFragment.set(name, cost);
    return cost;
  };

  const selectionCost = (set: SelectionSetNode): Cost => {
    const total: Cost = { depth: 0, fields: 0, aliases: 0 };
    const add = (c: Cost, ownDepth: number) => {
      total.depth = Math.max(total.depth, c.depth + ownDepth);
      total.fields += c.fields;
      total.aliases += c.aliases;
    };
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const inner = s.selectionSet ? selectionCost(s.selectionSet) : { depth: 0, fields: 0, aliases: 0 };
        add({ depth: inner.depth, fields: inner.fields + 1, aliases: inner.aliases + (s.alias ? 1 : 0) }, 1);
      } else if (s.kind === Kind.INLINE_FRAGMENT) add(selectionCost(s.selectionSet), 0);
      else {
        const fragment = context.getFragment(s.name.value);
        if (fragment) add(fragmentCost(fragment), 0);
      }
    }
    return total;
  };

  return {
    OperationDefinition(node) {
      const { depth, fields, aliases } = selectionCost(node.selectionSet);
      const what = node.name ? `Operation ${node.name.value}` : 'This operation';
      if (depth > MAX_QUERY_DEPTH)
        context.reportError(error(Reason.QUERY_TOO_DEEP, `${what} nests fields ${depth} deep; at most ${MAX_QUERY_DEPTH} are allowed.`));
      if (aliases > MAX_QUERY_ALIASES)
        context.reportError(error(Reason.TOO_MANY_ALIASES, `${what} uses ${aliases} aliases; at most ${MAX_QUERY_ALIASES} are allowed.`));
      if (fields > MAX_QUERY_FIELDS)
        context.reportError(
          error(
            Reason.TOO_MANY_FIELDS,
            `${what} selects ${fields} fields; at most ${MAX_QUERY_FIELDS} are allowed. Split it into smaller operations.`,
          ),
        );
      return false;
    },
  };
}

/** What an answer over MAX_RESPONSE_BYTES becomes, over HTTP and the websocket. */
export function responseTooLarge() {
  return {
    message: `The answer is over ${MAX_RESPONSE_BYTES / 1_048_576} MB. Ask for fewer fields or fewer items at once.`,
    extensions: { code: GraphQLErrorCode.RESPONSE_TOO_LARGE, reason: Reason.RESPONSE_TOO_LARGE },
  };
}
