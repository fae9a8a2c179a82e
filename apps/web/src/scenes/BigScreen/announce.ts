import type { Translate } from '../../i18n';
import type { LiveState } from '../../live/operations';
import { slideSummary } from '../../slides/registry';

/** The correct answer as the reveal shows it, when the slide's content carries it. */
function revealedAnswer(content: unknown, t: Translate): string | null {
  const slide = content as { type?: string; options?: { text?: string; correct?: boolean }[]; answer?: boolean };
  if (slide.type === 'truefalse' && typeof slide.answer === 'boolean') return t(slide.answer ? 'screen.true' : 'screen.false');
  const correct = (slide.options ?? []).filter((o) => o.correct && o.text).map((o) => o.text!);
  return correct.length > 0 ? correct.join(', ') : null;
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
      const answer = revealedAnswer(slide.content, t);
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
