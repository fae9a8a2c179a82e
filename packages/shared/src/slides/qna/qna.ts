import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { slideBase, text } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { answerText } from '../answerText';
import { publicFields } from '../publicContent';
import type { SlideTypeDefinition } from '../types';
import { QNA_LIMITS, qnaByVotes, type QnaQuestionView } from './qnaRules';

export const DEFAULT_QNA_TITLE = 'Questions from the audience';

export const qnaSlideSchema = z.object({
  type: z.literal('qna'),
  ...slideBase,
  title: text(DECK_LIMITS.title).default(DEFAULT_QNA_TITLE),
  /** Whether participants can upvote each other's questions. */
  upvotes: z.boolean({ error: 'must be true or false' }).default(true),
});
export type QnaSlide = z.infer<typeof qnaSlideSchema>;

/**
 * A question as a participant asks it (SPEC R15.2): its text, and whether the room may see
 * who asked. Bounded here before the Q&A's own limit (QNA_LIMITS.textMax) is checked.
 */
export const qnaQuestionSchema = z.object({
  text: answerText('text', 2000),
  showName: z.boolean({ error: 'showName must be true or false' }).default(false),
});
export type QnaQuestionInput = z.input<typeof qnaQuestionSchema>;
export type QnaQuestion = z.infer<typeof qnaQuestionSchema>;

const SAMPLE_QUESTIONS = [
  'What is the plan for next year?',
  'How can we get involved?',
  'Will the slides be shared afterwards?',
  'What surprised you most this year?',
  'How do teams decide what to work on?',
  'Can we do this again next month?',
];

export const qnaType: SlideTypeDefinition<QnaSlide, QnaQuestion> = {
  type: 'qna',
  label: 'Q&A',
  description: 'The audience asks questions and upvotes them; open while you show other slides.',
  schema: qnaSlideSchema,
  steps: ['open'],
  scored: false,
  staysOpen: true,
  create: () => ({ type: 'qna', id: newSlideId(), title: DEFAULT_QNA_TITLE, upvotes: true }),
  problems: () => [],
  // Questions are asked through their own path (askQuestion, SPEC R15), never as answers:
  // the engine takes answers only in an answering step, which a Q&A does not have.
  answerSchema: qnaQuestionSchema,
  answerInWords: (_s, a) => a.text,
  checkAnswer(_s, a) {
    const t = a.text.trim();
    if (!t) return 'text: write something first';
    if (t.length > QNA_LIMITS.textMax) return `text: at most ${QNA_LIMITS.textMax} characters`;
    return null;
  },
  /**
   * The questions as a list, most upvoted first. Live, the Q&A's own reader counts votes; in
   * previews (no `meta`) the same question asked again counts as a vote for it.
   */
  aggregate: (_s, answers, meta) => {
    const byText = new Map<string, QnaQuestionView>();
    const items: QnaQuestionView[] = [];
    answers.forEach((a, i) => {
      const text = a.text.trim();
      if (!text) return;
      const known = meta ? undefined : byText.get(text);
      if (known) {
        known.votes++;
        return;
      }
      const item = { id: meta?.[i]?.id ?? String(i + 1), text, votes: meta?.[i]?.upvotes ?? 0, answered: false, author: null, askedAt: i };
      byText.set(text, item);
      items.push(item);
    });
    return { kind: 'questions', total: items.length, items: qnaByVotes(items) };
  },
  simulate: (_s, count, random) =>
    Array.from({ length: count }, () => ({
      text: SAMPLE_QUESTIONS[Math.floor(random() * SAMPLE_QUESTIONS.length)]!,
      showName: false,
    })),
  // Nothing here is a solution: everything but the host's notes.
  publicContent: (s) => publicFields(s),
  // Not `takesUpvotes`: that is open text's answer votes (R8); questions have their own (R15.4).
};
