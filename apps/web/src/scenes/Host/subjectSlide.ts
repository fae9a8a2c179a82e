import type { Slide, TwoTruthsSlide } from '@mingle/shared';

/** A two-truths slide whose subject the host picks (SPEC R19.2), and where it stands. */
export interface SubjectSlide {
  slide: TwoTruthsSlide;
  index: number;
  /** On screen now (answering or its reveal), or the next slide. */
  when: 'now' | 'next';
  /** Its vote is over: the subject can no longer change. */
  closed: boolean;
}

const aboutParticipant = (s: Slide | undefined): s is TwoTruthsSlide => s?.type === 'twotruths' && s.subjectIsParticipant;

/**
 * Which slide the console's "Who is this about?" picker is for: the current slide while it is a
 * two-truths slide about a participant, else the next one when it is (the host picks ahead, so
 * the chosen phone sits out from the first second). Past the current slide's vote, the next
 * such slide wins over the closed one.
 */
export function subjectSlideOf(
  slides: readonly Slide[],
  live: { status: string; slideIndex: number; step: string | null },
): SubjectSlide | null {
  if (live.status === 'ENDED') return null;
  const current = live.status === 'LIVE' ? live.slideIndex : -1;
  const here = slides[current];
  const next = slides[current + 1];
  const hereOpen = aboutParticipant(here) && live.step === 'answering';
  if (hereOpen) return { slide: here, index: current, when: 'now', closed: false };
  if (aboutParticipant(next)) return { slide: next, index: current + 1, when: 'next', closed: false };
  if (aboutParticipant(here)) return { slide: here, index: current, when: 'now', closed: true };
  return null;
}
