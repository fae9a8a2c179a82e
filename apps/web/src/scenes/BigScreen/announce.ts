import type { Translate } from '../../i18n';
import type { LiveState } from '../../live/operations';
import type { Slide } from '@mingle/shared';
import { slideSummary, webSlideTypeOf } from '../../slides/registry';

/**
 * The correct answer as the reveal shows it, in the slide type's own words (its registry
 * entry): at the reveal the slide's public content carries the solution.
 */
function revealedAnswer(slide: { type: string; content: unknown }, t: Translate, play: unknown): string | null {
  return webSlideTypeOf(slide.type)?.solutionText(slide.content as Slide, t, play) ?? null;
}

/**
 * What a screen reader says when the big screen changes (ADR 27): which slide, and whether
 * answers are open, revealed or summed up. Counts that tick while people answer are left out:
 * the screen's own "n of m answered" line is polite and read on its own.
 */
export function announcementFor(state: LiveState, t: Translate): string {
  const { title } = state;
  if (state.status === 'LOBBY') return t('screen.say.lobby', { title });
  if (state.status === 'ENDED') return t('screen.say.ended', { title });
  const slide = state.slide;
  const where = t('screen.say.where', { number: state.slideIndex + 1, count: state.slideCount });
  if (!slide) return t('screen.say.slide', { where });
  const summary = slideSummary(slide.content);
  if (state.paused && state.step === 'answering') return t('screen.say.paused', { where });
  switch (state.step) {
    case 'question':
      return t('screen.say.question', { where, summary });
    case 'answering':
      return t('screen.say.answering', { where, summary });
    case 'reveal': {
      const answer = revealedAnswer(slide, t, state.play);
      return answer ? t('screen.say.answer', { where, answer }) : t('screen.say.revealed', { where });
    }
    case 'results':
      return t('screen.say.results', { where, summary });
    case 'leaderboard':
      return t('screen.say.leaderboard', { where });
    default:
      return t('screen.say.other', { where, summary });
  }
}
