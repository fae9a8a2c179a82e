import type { QnaQuestionView } from '@mingle/shared';

/**
 * Sample questions for previews (editor, /preview), always labelled as simulated there. Plain
 * data, not the shared type's `simulate`: the phone app bundles this folder's phone view, and
 * the shared definition builds zod schemas.
 */
export const SAMPLE_QUESTIONS: readonly QnaQuestionView[] = [
  { id: 's1', text: 'What is the plan for next year?', votes: 12, answered: false, author: null, askedAt: 4 },
  { id: 's2', text: 'Will the slides be shared afterwards?', votes: 7, answered: false, author: 'Sam', askedAt: 3 },
  { id: 's3', text: 'How can we get involved?', votes: 4, answered: false, author: null, askedAt: 2 },
  { id: 's4', text: 'What surprised you most this year?', votes: 2, answered: true, author: null, askedAt: 1 },
];
