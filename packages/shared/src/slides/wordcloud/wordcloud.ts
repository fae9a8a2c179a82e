import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { slideBase, text } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { answerText } from '../answerText';
import { emptyTextProblems } from '../scoring';
import { publicFields } from '../publicContent';
import type { SlideTypeDefinition } from '../types';

export const wordCloudSlideSchema = z.object({
  type: z.literal('wordcloud'),
  ...slideBase,
  question: text(DECK_LIMITS.question).default(''),
  maxWords: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'at least 1' })
    .max(5, { error: 'at most 5' })
    .default(3),
  maxLength: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'at least 1' })
    .max(25, { error: 'at most 25' })
    .default(25),
});
export type WordCloudSlide = z.infer<typeof wordCloudSlideSchema>;

export const wordsAnswerSchema = z.object({
  words: z.array(answerText('words', 100), { error: 'words must be a list' }).max(10, { error: 'words: at most 10' }),
});
export type WordsAnswer = z.infer<typeof wordsAnswerSchema>;

/** Words are grouped ignoring case and spacing: "Coffee ", "coffee" are one word. */
export function normaliseWord(word: string): string {
  return word.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const SAMPLE_WORDS = ['energy', 'curious', 'coffee', 'ready', 'tired', 'excited', 'focus', 'team', 'sunny', 'hungry'];

export const wordCloudType: SlideTypeDefinition<WordCloudSlide, WordsAnswer> = {
  type: 'wordcloud',
  label: 'Word cloud',
  description: 'Everyone sends a few words; the most common grow biggest.',
  schema: wordCloudSlideSchema,
  steps: ['answering', 'results'],
  scored: false,
  create: () => ({ type: 'wordcloud', id: newSlideId(), question: '', maxWords: 3, maxLength: 25 }),
  problems: (s) => emptyTextProblems({ question: s.question }),
  answerSchema: wordsAnswerSchema,
  answerInWords: (_s, a) => a.words.join('; '),
  checkAnswer(s, a) {
    const words = a.words.map((w) => w.trim()).filter(Boolean);
    if (words.length === 0) return 'words: send at least one word';
    if (words.length > s.maxWords) return `words: at most ${s.maxWords}`;
    if (words.some((w) => w.length > s.maxLength)) return `words: each at most ${s.maxLength} characters`;
    return null;
  },
  aggregate(_s, answers) {
    const counts = new Map<string, { text: string; count: number }>();
    for (const a of answers) {
      for (const key of new Set(a.words.map(normaliseWord).filter(Boolean))) {
        const entry = counts.get(key) ?? { text: key, count: 0 };
        entry.count += 1;
        counts.set(key, entry);
      }
    }
    const words = [...counts.values()].sort((x, y) => y.count - x.count || x.text.localeCompare(y.text)).slice(0, 100);
    return { kind: 'words', total: answers.length, words };
  },
  simulate: (s, count, random) =>
    Array.from({ length: count }, () => ({
      words: Array.from({ length: 1 + Math.floor(random() * s.maxWords) }, () =>
        SAMPLE_WORDS[Math.floor(random() ** 1.5 * SAMPLE_WORDS.length)]!.slice(0, s.maxLength),
      ),
    })),
  // Nothing here is a solution: everything but the host's notes.
  publicContent: (s) => publicFields(s),
};
