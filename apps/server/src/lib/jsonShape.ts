/**
 * A look at JSON text before `JSON.parse` is given it (ADR 65). Parsing runs on the server's
 * one thread, and its cost is not the byte count alone: 4 MiB of `[[[[…]]]]` (two million
 * levels) held the thread for 2–6 s, and a million empty objects in 3 MB for about a second,
 * while every socket and every event's timers waited. No request the product makes comes near
 * either limit: a 200-slide deck nests under 10 deep and holds a few thousand objects.
 */

/**
 * Arrays and objects inside one another, at most. Only a bound on what parsing costs (about
 * 1.6 µs a level here: 16 ms at the limit). The product's own, lower limits apply to the parsed
 * value with their own errors: variables nested over MAX_VARIABLES_DEPTH are refused for their
 * operation with VARIABLES_TOO_DEEP, and a websocket carries on (ADR 19).
 */
export const MAX_JSON_DEPTH = 10_000;
/** Arrays and objects in one text, at most. */
export const MAX_JSON_CONTAINERS = 100_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Why `text` must not be parsed (a phrase that follows "The request body" or "The message"), or null when its nesting and its count of arrays and objects
 * are within the limits. It does not check the JSON is valid; `JSON.parse` does that next.
 * Strings are skipped with `indexOf`, so the images a deck file carries as base64 cost little.
 */
export function jsonShapeProblem(text: string, maxDepth = MAX_JSON_DEPTH, maxContainers = MAX_JSON_CONTAINERS): string | null {
  let depth = 0;
  let containers = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = endOfString(text, i);
      if (i < 0) return null;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > maxDepth) return `nests deeper than ${maxDepth} levels`;
      if (++containers > maxContainers) return `holds more than ${maxContainers.toLocaleString('en-US')} arrays and objects`;
    } else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth < 0) {
      // Not JSON: JSON.parse stops at this very character.
      return null;
    }
  }
  return null;
}

/** Index of the quote that closes the string opening at `open`; -1 if it never closes. */
function endOfString(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at < 0) return -1;
    // Escaped when an odd number of backslashes stands right before it.
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === BACKSLASH) slashes++;
    if (slashes % 2 === 0) return at;
  }
}
