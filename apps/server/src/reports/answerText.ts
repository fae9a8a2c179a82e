import { answerInWordsOf, slideTypeOf, type Slide } from '@mingle/shared';

/**
 * Slides and answers in words, for reports and spreadsheets: what a person reading an export
 * understands without the deck open beside it ("Jupiter", not `{ "choices": [1] }`). Each slide
 * type puts its own answers in words (`answerInWords` in its shared definition, ADR 35).
 */

/**
 * The slide's heading: its type's own (`headline`: two truths names whom it is about), else its
 * question or title, else the type's name. `play` is the round's; `nicknameOf` names a participant
 * it points at, as the event knows them now.
 */
export function slideHeadline(
  slide: Slide,
  play?: unknown,
  nicknameOf: (participantId: string) => string | undefined = () => undefined,
): string {
  const type = slideTypeOf(slide.type);
  if (type?.headline) return type.headline(slide, play, { nicknameOf });
  for (const key of ['question', 'title', 'prompt'] as const) {
    const value = (slide as Partial<Record<typeof key, unknown>>)[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return type?.label ?? slide.type;
}

/** An answer in words. `nicknameOf` names a participant an answer points at (who said it). */
export function answerText(slide: Slide, answer: unknown, nicknameOf: (participantId: string) => string | undefined): string {
  return answerInWordsOf(slide, answer, { nicknameOf });
}
