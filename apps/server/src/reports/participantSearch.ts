/**
 * The report's participant search (ADR 46): part of a nickname or an email, any case and any
 * accents' composition (NFKC), spaces at either end ignored. An empty search matches everyone.
 * In memory, over the report already computed: ranks are the whole event's, never the page's.
 */
const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en-US');

export function matchingParticipants<P extends { nickname: string; email: string | null }>(people: readonly P[], search: string): P[] {
  const needle = fold(search.trim());
  if (!needle) return [...people];
  return people.filter((p) => fold(p.nickname).includes(needle) || (p.email !== null && fold(p.email).includes(needle)));
}
