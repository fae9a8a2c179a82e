import type { SlideType } from '@mingle/shared';
import type { PickerGroup, PickerGroupId } from './groups';

/** What a search is matched against for one type: its name, and its other words (description, group, type key). */
export interface TypeWords {
  name: string;
  more: readonly string[];
}

/** Lower case without accents, so "opinion" finds "Opinión" and "quiz" finds "QUIZ". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const termsOf = (text: string) => foldForSearch(text).split(/\s+/).filter(Boolean);

/**
 * How well a type's name answers the query, best first: 0 the name itself ("open text", or
 * "opentext"), 1 its start ("open"), 2 the starts of its words ("cloud"), 3 inside it ("ext"),
 * 4 not the name at all (a description or group matched). A search for a type by its name must
 * find that type first, not one whose description mentions it.
 */
export function nameRank(name: string, query: string): number {
  const terms = termsOf(query);
  const nameTerms = termsOf(name);
  const folded = nameTerms.join(' ');
  const wanted = terms.join(' ');
  if (folded === wanted || nameTerms.join('') === terms.join('')) return 0;
  if (folded.startsWith(wanted)) return 1;
  if (terms.every((term) => nameTerms.some((word) => word.startsWith(term)))) return 2;
  if (terms.every((term) => folded.includes(term))) return 3;
  return 4;
}

/**
 * The groups narrowed to one group (`only`, or every group for null) and to the types whose
 * words hold every word of `query`; groups left empty are dropped. With a query, types whose
 * name answers it best come first, and so do their groups (else the groups' own order stays):
 * the first type shown is the one Enter adds.
 */
export function filterGroups(
  groups: readonly PickerGroup[],
  query: string,
  only: PickerGroupId | null,
  words: (type: SlideType) => TypeWords,
): PickerGroup[] {
  const terms = termsOf(query);
  const matches = (type: SlideType) => {
    const { name, more } = words(type);
    const haystack = foldForSearch([name, ...more].join(' '));
    return terms.every((term) => haystack.includes(term));
  };
  const narrowed = groups
    .filter((g) => only === null || g.id === only)
    .map((g) => ({ id: g.id, types: g.types.filter(matches) }))
    .filter((g) => g.types.length > 0);
  if (terms.length === 0) return narrowed;
  const rank = new Map<SlideType, number>();
  for (const g of narrowed) for (const type of g.types) rank.set(type, nameRank(words(type).name, query));
  const rankOf = (type: SlideType) => rank.get(type) ?? 4;
  // Array sort is stable: equal ranks keep the picker's order.
  return narrowed
    .map((g) => ({ id: g.id, types: [...g.types].sort((a, b) => rankOf(a) - rankOf(b)) }))
    .sort((a, b) => rankOf(a.types[0]!) - rankOf(b.types[0]!));
}
