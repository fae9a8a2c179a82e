import { POINTS, type Slide } from '@mingle/shared';
import { slideSummary, slideTypeLabel } from '../../slides/registry';

export interface PrintChoice {
  text: string;
  /** Marked with ✓ and the word "Correct" (or "The lie"), never by colour alone. */
  mark?: 'correct' | 'lie';
  /** The option's picture: a handout of a picture quiz is no use without it. */
  image?: string;
}

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
 * Everything worth printing about a slide, read by field rather than by type so every type
 * of the format prints, including those this version does not edit.
 */
export function printDetails(slide: Slide): PrintDetails {
  const s = slide as unknown as Loose;
  const out: PrintDetails = { typeLabel: slideTypeLabel(slide.type), main: slideSummary(slide), choices: [], lists: [], facts: [] };
  if (str(s.body)?.trim()) out.body = str(s.body);
  if (str(s.image)) out.image = str(s.image);

  if (Array.isArray(s.options)) {
    const options = s.options as Loose[];
    out.choices = options.map((o) => ({
      text: str(o.text) || (str(o.image) ? '' : '(empty)'),
      mark: o.correct === true ? 'correct' : undefined,
      ...(str(o.image) ? { image: str(o.image) } : {}),
    }));
  } else if (typeof s.answer === 'boolean') {
    out.choices = [
      { text: 'True', mark: s.answer ? 'correct' : undefined },
      { text: 'False', mark: s.answer ? undefined : 'correct' },
    ];
  } else if (str(s.optionA) !== undefined) {
    out.choices = [{ text: str(s.optionA) ?? '' }, { text: str(s.optionB) ?? '' }];
  } else if (slide.type === 'twotruths') {
    out.choices = strings(s.statements).map((text, i) => ({ text, mark: i === s.lieIndex ? 'lie' : undefined }));
  }

  if (slide.type === 'order') out.lists.push({ title: 'Correct order', items: strings(s.items), ordered: true });
  else if (strings(s.items).length) out.lists.push({ title: 'Items', items: strings(s.items), ordered: false });
  if (slide.type !== 'twotruths' && strings(s.statements).length)
    out.lists.push({ title: 'Statements', items: strings(s.statements), ordered: false });
  if (strings(s.accepted).length) out.lists.push({ title: 'Accepted answers', items: strings(s.accepted), ordered: false });

  if (typeof s.answer === 'number') {
    const tol = typeof s.tolerance === 'number' && s.tolerance > 0 ? ` (± ${s.tolerance})` : '';
    out.facts.push(`Answer: ${s.answer}${tol}`, `Range ${String(s.min)} to ${String(s.max)}`);
  }
  if (s.multiSelect === true) out.facts.push('Several answers can be correct');
  if (s.multiple === true) out.facts.push('People can pick several options');
  if (typeof s.maxWords === 'number') out.facts.push(`Up to ${s.maxWords} ${s.maxWords === 1 ? 'word' : 'words'} per person`);
  if (typeof s.maxLength === 'number') out.facts.push(`Answers up to ${s.maxLength} characters`);
  if (typeof s.upvotes === 'boolean') out.facts.push(s.upvotes ? 'Upvotes on' : 'Upvotes off');
  if (typeof s.top === 'number') out.facts.push(`Top ${s.top}${s.podium ? ', with a podium' : ''}`);
  if (typeof s.rounds === 'number') out.facts.push(`${s.rounds} ${s.rounds === 1 ? 'round' : 'rounds'}`);
  if (typeof s.timeLimit === 'number') out.facts.push(`Time limit ${s.timeLimit} s`);
  if (str(s.points)) out.facts.push(POINT_WORDS[str(s.points)!] ?? str(s.points)!);

  if (str(s.explanation)?.trim()) out.explanation = str(s.explanation);
  if (str(slide.notes)?.trim()) out.notes = slide.notes;
  return out;
}
