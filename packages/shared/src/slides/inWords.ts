/**
 * Picked indexes in words, for `answerInWords`: each named by the slide's own texts, or `#n`
 * (counted from 1) for one the slide does not have, joined by `separator`.
 */
export function picksInWords(texts: readonly string[], picks: readonly number[], separator: string): string {
  return picks.map((i) => texts[i] ?? `#${i + 1}`).join(separator);
}
