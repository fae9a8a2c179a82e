import type { LiveState } from '../../live/operations';
import { slideSummary } from '../../slides/registry';

/** The correct answer as the reveal shows it, when the slide's content carries it. */
function revealedAnswer(content: unknown): string | null {
  const slide = content as { type?: string; options?: { text?: string; correct?: boolean }[]; answer?: boolean };
  if (slide.type === 'truefalse' && typeof slide.answer === 'boolean') return slide.answer ? 'True' : 'False';
  const correct = (slide.options ?? []).filter((o) => o.correct && o.text).map((o) => o.text!);
  return correct.length > 0 ? correct.join(', ') : null;
}

/**
 * What a screen reader says when the big screen changes (ADR 27): which slide, and whether
 * answers are open, revealed or summed up. Counts that tick while people answer are left out:
 * the screen's own "n of m answered" line is polite and read on its own.
 */
export function announcementFor(state: LiveState): string {
  if (state.status === 'LOBBY') return `${state.title}: waiting for players to join.`;
  if (state.status === 'ENDED') return `${state.title} has ended. Final results are on the screen.`;
  const slide = state.slide;
  const where = `Slide ${state.slideIndex + 1} of ${state.slideCount}`;
  if (!slide) return `${where}.`;
  const summary = slideSummary(slide.content);
  if (state.paused && state.step === 'answering') return `${where}: paused.`;
  switch (state.step) {
    case 'question':
      return `${where}, question: ${summary}`;
    case 'answering':
      return `${where}: answers are open. ${summary}`;
    case 'reveal': {
      const answer = revealedAnswer(slide.content);
      return answer ? `${where}: the answer is ${answer}.` : `${where}: the answer is revealed.`;
    }
    case 'results':
      return `${where}: results are on the screen. ${summary}`;
    case 'leaderboard':
      return `${where}: leaderboard.`;
    default:
      return `${where}: ${summary}`;
  }
}
