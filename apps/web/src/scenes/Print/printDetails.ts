import { POINTS, type Slide } from '@mingle/shared';
import { slideSummary, slideTypeLabel, webSlideTypeOf } from '../../slides/registry';
import type { PrintChoice, PrintParts } from '../../slides/types';
import { describeSlide } from '../../slides/unsupported/describe';

export type { PrintChoice };

export interface PrintDetails {
  typeLabel: string;
  main: string;
  /** Markdown of a content slide. */
  body?: string;
  image?: string;
  choices: PrintChoice[];
  lists: { title: string; items: string[]; ordered: boolean }[];
  /** Settings in words: "Time limit 20 s", "Double points (2000)". */
  facts: string[];
  explanation?: string;
  notes?: string;
}

type Loose = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const POINT_WORDS: Record<string, string> = {
  standard: `Standard points (${POINTS.standard})`,
  double: `Double points (${POINTS.double})`,
  none: 'No points',
};

/**
 * Everything worth printing about a slide: what every slide has (title, image, timing, notes)
 * here, and the type's own part from its registry entry (`print`). Types this version cannot
 * play yet print their texts and lists as the format holds them.
 */
export function printDetails(slide: Slide): PrintDetails {
  const s = slide as unknown as Loose;
  const out: PrintDetails = { typeLabel: slideTypeLabel(slide.type), main: slideSummary(slide), choices: [], lists: [], facts: [] };
  if (str(s.body)?.trim()) out.body = str(s.body);
  if (str(s.image)) out.image = str(s.image);

  const web = webSlideTypeOf(slide.type);
  const parts: PrintParts = web ? web.print(slide) : unbuiltParts(slide);
  out.choices = parts.choices ?? [];
  out.lists = parts.lists ?? [];
  out.facts = [...(parts.facts ?? [])];
  if (typeof s.timeLimit === 'number') out.facts.push(`Time limit ${s.timeLimit} s`);
  if (str(s.points)) out.facts.push(POINT_WORDS[str(s.points)!] ?? str(s.points)!);

  if (str(s.explanation)?.trim()) out.explanation = str(s.explanation);
  if (str(slide.notes)?.trim()) out.notes = slide.notes;
  return out;
}

/** A type without its screens yet: its two options, or its lists, as the format holds them. */
function unbuiltParts(slide: Slide): PrintParts {
  const s = slide as unknown as Loose;
  if (str(s.optionA) !== undefined) return { choices: [{ text: str(s.optionA) ?? '' }, { text: str(s.optionB) ?? '' }] };
  const lie = typeof s.lieIndex === 'number' ? s.lieIndex : -1;
  if (lie >= 0) return { choices: strings(s.statements).map((text, i) => ({ text, mark: i === lie ? 'lie' : undefined })) };
  const items = describeSlide(slide).items;
  return {
    lists: items.length ? [{ title: 'Items', items, ordered: false }] : [],
    facts: typeof s.rounds === 'number' ? [`${s.rounds} ${s.rounds === 1 ? 'round' : 'rounds'}`] : [],
  };
}
