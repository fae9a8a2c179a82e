import type { Translate } from '../../i18n/speaking';
import type { LiveState } from '../../live/operations';
import type { PhoneSlideView } from './playView';

/**
 * What a screen reader hears as the game moves on (the visible screen changes silently
 * otherwise): a question opening, the answer's receipt, the result. Null: nothing new to say.
 * Pure, so the words are tested without a browser.
 */
export function announcement(state: LiveState, view: PhoneSlideView, t: Translate): string | null {
  const slide = state.slide;
  if (state.status !== 'LIVE' || !slide) return null;
  const question = 'question' in slide.content && typeof slide.content.question === 'string' ? slide.content.question : '';
  if (state.step === 'question') return t('phone.announce.question', { question });
  if (state.step === 'answering') {
    if (view.answer !== undefined) return t('phone.announce.received');
    return question ? `${t('phone.announce.question', { question })} ${t('phone.announce.open')}` : t('phone.announce.open');
  }
  if (state.step === 'reveal') {
    const r = view.personalResult;
    if (!r || r.unanswered) {
      const head = t(view.answer !== undefined ? 'phone.result.recorded' : 'phone.result.noAnswer');
      return spoken(r?.rank !== undefined ? [head, t('phone.result.place', { rank: r.rank })] : [head]);
    }
    // Points without being right: a close guess of a number (SPEC R12.5), not "Not this time".
    const head = t(
      r.correct
        ? 'phone.result.correct'
        : r.points > 0
          ? 'phone.number.close'
          : view.answer !== undefined
            ? 'phone.result.wrong'
            : 'phone.result.timeUp',
    );
    const parts = [head, t('phone.result.points', { points: r.points })];
    if (r.rank !== undefined) parts.push(t('phone.result.place', { rank: r.rank }));
    return spoken(parts);
  }
  return null;
}

/** Sentences read one after another: each ends with its stop, so a screen reader pauses between them. */
function spoken(sentences: readonly string[]): string {
  return sentences.map((s) => (/[.!?…]$/.test(s) ? s : `${s}.`)).join(' ');
}
