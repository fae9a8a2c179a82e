import { SPIN_DURATION_MS, spinRotation, type SpinnerPlay, type SpinnerSegment } from '@mingle/shared';
import { useEffect, useState } from 'react';
import { ANSWER_STYLES, type AnswerStyle } from '../common/palette';

/** Each segment's colour and ink: neighbours differ all the way round, the last one and the first too. */
export function segmentStyle(index: number, count: number): AnswerStyle {
  const k = ANSWER_STYLES.length;
  const wraps = count > 1 && index === count - 1 && index % k === 0;
  return ANSWER_STYLES[wraps ? 5 : index % k]!;
}

/** Font size (wheel units, the wheel being 200 across) and the most characters a label keeps. */
export function labelFit(count: number): { size: number; chars: number } {
  const size = count <= 6 ? 11 : count <= 12 ? 9 : count <= 18 ? 7.5 : 6.5;
  // The label runs from the hub (radius ~24) to the rim (~90): ~66 units at ~0.58 em a character.
  return { size, chars: Math.floor(66 / (size * 0.58)) };
}

/** A label cut to what fits, with an ellipsis; the whole text stays in the wheel's accessible name. */
export function fitLabel(text: string, chars: number): string {
  const letters = Array.from(text);
  return letters.length <= chars ? text : `${letters.slice(0, chars - 1).join('')}…`;
}

const reducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface SpinView {
  /** The wheel's rotation now, degrees clockwise. */
  rotation: number;
  /** Animate to it (CSS transition over SPIN_DURATION_MS); false: show it at once. */
  animate: boolean;
  /** The wheel has stopped: the winner may be announced. */
  landed: boolean;
}

/**
 * R21.5: the spin every screen shows. A view that was there before the spin (it saw the `spin`
 * step) animates it when the stop arrives, for a fixed time and the turns the play gives, so
 * every screen lands together on the same segment. A view that arrives after the spin (a
 * reload, a late join) or a viewer who asked for less motion sees the stopped wheel at once.
 * Key the caller by slide and round: each spin starts from a fresh view.
 */
export function useSpin(play: SpinnerPlay | undefined): SpinView {
  const spun = !!play && play.spunAt !== undefined && play.winner !== undefined;
  const [sawSpinStep] = useState(() => !spun);
  const animate = sawSpinStep && spun && !reducedMotion();
  const [landedAt, setLandedAt] = useState<number | null>(null);
  const spunAt = play?.spunAt;
  useEffect(() => {
    if (!animate || spunAt === undefined) return;
    const timer = setTimeout(() => setLandedAt(spunAt), SPIN_DURATION_MS);
    return () => clearTimeout(timer);
  }, [animate, spunAt]);
  return {
    rotation: spun ? spinRotation(play) : 0,
    animate,
    landed: spun && (!animate || landedAt === spunAt),
  };
}

/** A sample wheel for previews: the slide's items, or made-up names, always labelled as a sample. */
export const SAMPLE_NAMES = ['Ada', 'Kofi', 'Mei', 'Lars', 'Priya', 'Diego', 'Noor', 'Sam'];

export function samplePlay(items: readonly string[] | null, spun: boolean): SpinnerPlay {
  const labels = items && items.some((i) => i.trim()) ? items.map((i, n) => i.trim() || `${n + 1}`) : SAMPLE_NAMES;
  const segments: SpinnerSegment[] = labels.slice(0, 24).map((label) => ({ label }));
  return spun
    ? { segments, pool: segments.length, taken: [], winner: Math.min(2, segments.length - 1), spunAt: 0, landing: 0.5 }
    : { segments, pool: segments.length, taken: [] };
}
