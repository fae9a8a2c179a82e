import { describe, expect, it } from 'vitest';
import { contentSlideSchema, quizSlideSchema, whoSaidSlideSchema, type Slide } from '@mingle/shared';
import { advanceEnds } from './advanceEnds';

const quiz = quizSlideSchema.parse({ type: 'quiz', id: 'q', question: 'Capital?', options: [{ text: 'A', correct: true }, { text: 'B' }] });
const whosaid = whoSaidSlideSchema.parse({ type: 'whosaid', id: 'w', sourceSlideId: 'ot', rounds: 3 });
const content = contentSlideSchema.parse({ type: 'content', id: 'c', title: 'Thanks' });

function at(slide: Slide, slideIndex: number, slideCount: number, step: string, round = 0, status = 'LIVE') {
  return {
    slide,
    live: { status, slideIndex, slideCount, step, round, slide: { id: slide.id, type: slide.type, content: slide } },
  } as Parameters<typeof advanceEnds>[0];
}

describe('whether → from here ends the event (as the server advances, live/state.ts)', () => {
  it('only on the last step of the last slide', () => {
    expect(advanceEnds(at(quiz, 2, 3, 'leaderboard'))).toBe(true);
    expect(advanceEnds(at(quiz, 2, 3, 'reveal'))).toBe(false);
    expect(advanceEnds(at(quiz, 1, 3, 'leaderboard'))).toBe(false);
    expect(advanceEnds(at(content, 0, 1, 'show'))).toBe(true);
    expect(advanceEnds(at(content, 0, 1, 'show', 0, 'ENDED'))).toBe(false);
  });

  it('and of its last round: a who-said-it slide of three rounds goes on to its next round first (SPEC R16.1)', () => {
    expect(advanceEnds(at(whosaid, 4, 5, 'reveal', 0))).toBe(false);
    expect(advanceEnds(at(whosaid, 4, 5, 'reveal', 1))).toBe(false);
    expect(advanceEnds(at(whosaid, 4, 5, 'reveal', 2))).toBe(true);
  });
});
