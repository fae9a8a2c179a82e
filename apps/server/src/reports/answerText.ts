import { orderAsShown, slideTypeOf, type Slide } from '@mingle/shared';

/**
 * Slides and answers in words, for reports and spreadsheets: what a person reading an export
 * understands without the deck open beside it ("Jupiter", not `{ "choices": [1] }`). Answers
 * are read by their shape, which the slide types share (choices, value, text, words, order,
 * values, participantId); a shape this does not know is written as its JSON.
 */

const textOf = (item: unknown): string =>
  typeof item === 'string' ? item : item && typeof item === 'object' && 'text' in item ? String((item as { text: unknown }).text) : '';

/** What each index of a choices answer names on this slide. */
function choiceTexts(slide: Slide): readonly string[] {
  if (slide.type === 'wouldyourather') return [slide.optionA, slide.optionB];
  if ('options' in slide && Array.isArray(slide.options)) return slide.options.map(textOf);
  if ('statements' in slide && Array.isArray(slide.statements)) return slide.statements.map(textOf);
  return [];
}

/** What each index of an order answer names: order slides are answered in the shown (shuffled) order. */
function orderTexts(slide: Slide): readonly string[] {
  if (slide.type === 'order') return orderAsShown(slide).items;
  if ('items' in slide && Array.isArray(slide.items)) return slide.items.map(textOf);
  return [];
}

const nth = (texts: readonly string[], i: unknown) => (typeof i === 'number' ? (texts[i] ?? `#${i + 1}`) : String(i));

/** The slide's question or title, for a heading; the type's name when it has neither. */
export function slideHeadline(slide: Slide): string {
  for (const key of ['question', 'title', 'subject', 'prompt'] as const) {
    const value = (slide as Partial<Record<typeof key, unknown>>)[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return slideTypeOf(slide.type)?.label ?? slide.type;
}

/** An answer in words. `nicknameOf` names a participant an answer points at (who said it). */
export function answerText(slide: Slide, answer: unknown, nicknameOf: (participantId: string) => string | undefined): string {
  if (!answer || typeof answer !== 'object') return JSON.stringify(answer) ?? '';
  const a = answer as Record<string, unknown>;
  if (Array.isArray(a.choices)) return a.choices.map((i) => nth(choiceTexts(slide), i)).join('; ');
  if (typeof a.value === 'boolean') return a.value ? 'True' : 'False';
  if (typeof a.value === 'number') return String(a.value);
  if (typeof a.text === 'string') return a.text;
  if (Array.isArray(a.words)) return a.words.map(String).join('; ');
  if (Array.isArray(a.order)) return a.order.map((i) => nth(orderTexts(slide), i)).join(' > ');
  if (Array.isArray(a.values)) {
    const statements = 'statements' in slide && Array.isArray(slide.statements) ? slide.statements.map(textOf) : [];
    return a.values.map((v, i) => `${statements[i] ?? `#${i + 1}`}: ${v === null ? 'skipped' : String(v)}`).join('; ');
  }
  if (typeof a.participantId === 'string') return nicknameOf(a.participantId) ?? 'someone who left';
  return JSON.stringify(answer);
}
