import { mdiHelpCircleOutline } from '@mdi/js';
import { slideTypeName, type Slide } from '@mingle/shared';

/**
 * Names and icons of the format's types that have no editor in this version: none today, every
 * type of format v1 is built; a type added to the format before its screens lands here.
 */
const TYPES: Record<string, { label: string; icon: string }> = {};

export interface SlideDescription {
  label: string;
  icon: string;
  /** Its question or title. */
  main: string;
  /** Its items, statements or accepted answers, as the format holds them. */
  items: string[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * What can be shown of any slide without knowing its type: its main text and its lists.
 * Read by field, not by type, so a type added to the format shows something sensible too.
 */
export function describeSlide(slide: Slide | { type: string }): SlideDescription {
  const s = slide as Record<string, unknown>;
  const known = TYPES[slide.type] ?? { label: slideTypeName(slide.type), icon: mdiHelpCircleOutline };
  const main =
    str(s.question) ||
    str(s.title) ||
    (s.subject ? `About ${str(s.subject)}` : '') ||
    (s.optionA ? `${str(s.optionA)} or ${str(s.optionB)}?` : '');
  const items = [...strings(s.items), ...strings(s.statements), ...strings(s.accepted)];
  return { ...known, main, items };
}
