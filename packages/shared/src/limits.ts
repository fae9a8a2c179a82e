/**
 * Operations one GraphQL websocket may hold at once: subscriptions plus queries and mutations
 * still running. A phone holds one subscription and an answer or two in flight, a host's
 * screen a few subscriptions; past this number an operation is refused on its own and the
 * socket and its other operations carry on.
 */
export const MAX_OPERATIONS_PER_SOCKET = 100;

// Cost limits of one GraphQL operation, over HTTP and the websocket alike (docs/adr/0019).
// The web's documents are far inside each (ADR 19 gives the reasons for each number).

/** Tokens in one GraphQL document; the parser stops counting past this. */
export const MAX_DOCUMENT_TOKENS = 5000;
/**
 * Brackets (`{`, `[`, `(`) open at once in a document, checked before it is parsed: the
 * parser and the JSON literal reader recurse once per level, and must never reach the stack's end.
 */
export const MAX_DOCUMENT_NESTING = 40;
/** Fields nested in one operation, fragments expanded (`{ a { b } }` is 2). */
export const MAX_QUERY_DEPTH = 12;
/** Aliased fields in one operation, fragments expanded: each alias can repeat any field's work. */
export const MAX_QUERY_ALIASES = 30;
/** Fields selected in one operation, every fragment counted each time it is spread. */
export const MAX_QUERY_FIELDS = 500;
/** Objects and lists nested in an operation's variables (a deck document uses 6). */
export const MAX_VARIABLES_DEPTH = 32;
/** Bytes of one operation's answer: the backstop when the checks above let through too much. */
export const MAX_RESPONSE_BYTES = 8 * 1_048_576;
/** Bytes of a JSON request body (a 200-slide deck saved whole can pass 1 MiB). */
export const MAX_JSON_BODY_BYTES = 4 * 1_048_576;
/**
 * The largest `offset` the community gallery and the reports review accept: past it a list
 * is refused, not shown as past its end, so pages in the address are held below it too.
 */
export const MAX_LIST_OFFSET = 100_000;
/** GraphQL's Int is 32 bits: the largest offset any list can be asked for. */
export const MAX_GRAPHQL_INT = 2_147_483_647;
