import { answerInWordsOf, slideTypeOf, type Slide } from '@mingle/shared';

/**
 * Slides and answers in words, for reports and spreadsheets: what a person reading an export
 * understands without the deck open beside it ("Jupiter", not `{ "choices": [1] }`). Each slide
 * type puts its own answers in words (`answerInWords` in its shared definition, ADR 35).
 */

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
  return answerInWordsOf(slide, answer, { nicknameOf });
}
