import type { SlideType } from '@mingle/shared';
import type { PickerGroup, PickerGroupId } from './groups';

/** What a search is matched against for one type: its name, description, group and type key. */
export type TypeWords = (type: SlideType) => readonly string[];

/** Lower case without accents, so "opinion" finds "Opinión" and "quiz" finds "QUIZ". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The groups narrowed to one group (`only`, or every group for null) and to the types whose
 * words hold every word of `query`; groups left empty are dropped.
 */
export function filterGroups(groups: readonly PickerGroup[], query: string, only: PickerGroupId | null, words: TypeWords): PickerGroup[] {
  const terms = foldForSearch(query).split(/\s+/).filter(Boolean);
  const matches = (type: SlideType) => {
    const haystack = foldForSearch(words(type).join(' '));
    return terms.every((term) => haystack.includes(term));
  };
  return groups
    .filter((g) => only === null || g.id === only)
    .map((g) => ({ id: g.id, types: g.types.filter(matches) }))
    .filter((g) => g.types.length > 0);
}
